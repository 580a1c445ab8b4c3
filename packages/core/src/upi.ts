/**
 * The UPI payment link a QR code carries (NPCI's "upi://pay" deep link): payee address, payee name, the
 * amount with 2 decimals, the currency and a note naming the invoice, so any UPI app pays exactly that.
 * Null when there is nothing to pay or nowhere to pay it.
 */
export function upiPayUri(input: {
  upiId: string | null;
  payeeName: string;
  amount: string;
  note: string;
}): string | null {
  if (!input.upiId || !/^\d+\.\d{2}$/.test(input.amount) || !/[1-9]/.test(input.amount)) return null;
  const params = [
    `pa=${input.upiId}`,
    `pn=${encodeURIComponent(input.payeeName)}`,
    `am=${input.amount}`,
    "cu=INR",
    `tn=${encodeURIComponent(input.note)}`,
  ];
  return `upi://pay?${params.join("&")}`;
}
