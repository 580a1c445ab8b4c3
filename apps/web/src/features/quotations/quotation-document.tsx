import { formatDate, type InvoiceRecord, type QuotationRecord } from "@kerf/core";
import { CompanyBlock, DocumentTitle, Facts, Panel } from "../../documents/document-parts";
import { INVOICE_PAGE } from "../../documents/document-sizes";
import { ItemLineRow, LineRow, LinesTable } from "../../documents/invoice-lines-table";
import { InvoiceDocument } from "../invoices/invoice-document";
import { InvoiceTotals } from "../invoices/invoice-totals";

/** A quotation is printed on the invoice's parts: its record read as a printed document. */
export function asPrinted(quotation: Omit<QuotationRecord, "_id" | "id" | "customerId" | "responses">) {
  const record: InvoiceRecord & { logo: string | null } = {
    _id: "00000000-0000-4000-8000-000000000000",
    id: "00000000-0000-4000-8000-000000000000",
    number: quotation.number,
    date: quotation.date,
    dueDate: quotation.date,
    status: "issued",
    customerName: quotation.snapshot.header.customer_name,
    customerId: null,
    payable: quotation.payable,
    createdAt: new Date(0).toISOString(),
    cancelledAt: null,
    // A quotation asks for no payment: no balance, no UPI QR.
    paid: "0.00",
    credited: "0.00",
    balance: "0.00",
    paymentStatus: "Unpaid",
    upiUri: null,
    createdBy: null,
    createdByName: null,
    // Nor is it registered or sent with an e-way bill.
    registration: null,
    transport: null,
    snapshot: quotation.snapshot,
    logo: quotation.logo,
  };
  return record;
}

type Printable = Omit<QuotationRecord, "_id" | "id" | "customerId" | "responses">;

/**
 * The quotation: laid out as the tax invoice (the same page, header parts, lines table and totals), titled
 * QUOTATION with its number, date, revision and validity, the company's logo and its terms.
 */
export function QuotationDocument({ quotation }: { quotation: Printable }) {
  const printed = asPrinted(quotation);
  const date = (iso: string) => formatDate(iso, quotation.snapshot.dateFormat);
  const { header } = quotation.snapshot;
  return (
    <InvoiceDocument
      invoice={printed}
      size={INVOICE_PAGE}
      title="QUOTATION"
      padding={22}
      textClassName="text-[10.5px]"
      header={
        <div className="rounded-sm border border-slate-400">
          <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
            <CompanyBlock invoice={printed} logo={quotation.logo} />
            <div className="flex shrink-0 flex-col items-end gap-1.5">
              <DocumentTitle title="QUOTATION" subtitle={`Revision ${quotation.revision}`} />
              <Facts
                className="text-[10.5px]"
                items={[
                  ["Quotation No", quotation.number],
                  ["Date", date(quotation.date)],
                  ["Valid until", date(quotation.validUntil)],
                ]}
              />
            </div>
          </div>
          <div className="grid grid-cols-2 divide-x divide-slate-300">
            <Panel title="Quotation for">
              <p className="text-[12px] font-semibold text-slate-900">{header.customer_name}</p>
              <p className="whitespace-pre-line text-slate-700">{header.billing_address}</p>
              <p className="text-slate-700">
                {[header.gst_no && `GSTIN ${header.gst_no}`, header.phone_no && `Phone ${header.phone_no}`]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </Panel>
            <Panel title="Deliver to">
              <p className="whitespace-pre-line text-slate-700">{header.shipping_address}</p>
            </Panel>
          </div>
        </div>
      }
      table={(rows) => <LinesTable>{rows}</LinesTable>}
      row={(line, unit) => <LineRow key={line.n} line={line} unit={unit} />}
      itemRow={(line, n) => <ItemLineRow key={`item-${n}`} line={line} n={n} />}
      closing={
        <InvoiceTotals
          invoice={printed}
          receiverCaption="Accepted by the customer"
          declaration={
            <>
              <p className="font-semibold text-slate-700">
                Valid until {date(quotation.validUntil)}. Prices include GST as shown.
              </p>
              {quotation.terms && (
                <p className="mt-0.5 whitespace-pre-line text-slate-600">Terms: {quotation.terms}</p>
              )}
            </>
          }
        />
      }
      note="Amounts in ₹ · this quotation is not a tax invoice."
    />
  );
}
