/**
 * The action bar's place for "Create invoice" (the invoices work fills it in): it gets the customer,
 * and whether every line and the header are saved, so an invoice is only made from what the server holds.
 */
export function CreateInvoiceSlot(_props: { customerId: string; allSaved: boolean }) {
  return null;
}
