import type { InvoiceRecord } from "@kerf/core";
import { rupees } from "../../documents/invoice-format";
import { QrCode } from "../../ui/qr-code";

/** The printed invoice's "scan to pay" corner: the QR for the balance due, the amount and the UPI ID. */
export function UpiPayBlock({
  invoice,
  uri,
  size = 84,
}: {
  invoice: Pick<InvoiceRecord, "balance" | "paid" | "number">;
  uri: string;
  size?: number;
}) {
  const upiId = new URL(uri.replace("upi://", "https://upi.invalid/")).searchParams.get("pa");
  return (
    <div
      className="flex shrink-0 items-center gap-2 rounded-sm border border-slate-400 p-1.5"
      data-upi-block=""
    >
      {/* Medium error correction: a printed QR survives a smudge or a fold. Any UPI app scanning it
          opens a payment of exactly the amount in the link. */}
      <QrCode
        text={uri}
        ecc="M"
        px={size}
        label={`UPI QR code to pay ${rupees(invoice.balance)} for ${invoice.number}`}
        title
        data="data-upi-qr"
      />
      <div className="max-w-[150px] text-[10px] leading-tight text-slate-700">
        <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Scan to pay by UPI</p>
        <p className="mt-0.5 text-[13px] font-bold text-slate-900">{rupees(invoice.balance)}</p>
        <p>{invoice.paid !== "0.00" ? `Balance due after ${rupees(invoice.paid)} paid` : "Amount due"}</p>
        {upiId && <p className="mt-0.5 break-all">{upiId}</p>}
      </div>
    </div>
  );
}
