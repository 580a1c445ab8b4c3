import { billingStateOf, formatDate, shippingStateOf, stateLabel } from "@kerf/core";
import type { ReactNode } from "react";
import {
  CompanyBlock,
  DocumentTitle,
  Facts,
  invoiceDate,
  Panel,
  PartyLines,
  type PrintedRecord,
} from "../../documents/document-parts";
import { INVOICE_PAGE } from "../../documents/document-sizes";
import { ItemLineRow, LineRow, LinesTable } from "../../documents/invoice-lines-table";
import { isBillOfSupply } from "./bill-of-supply";
import { InvoiceDocument } from "./invoice-document";
import { InvoiceTotals } from "./invoice-totals";
import { IrnBlock } from "./irn-block";

/**
 * The GST tax invoice (CGST Rule 46, product.md): supplier, number and date, recipient with billing and
 * shipping address, place of supply, each line with HSN, quantity, area, rate, taxable value and GST,
 * CGST and SGST or IGST, round off, payable, amount in words, signature. 1082 x 719 px, landscape.
 */
export function TaxInvoice({ invoice }: { invoice: PrintedRecord }) {
  const withGst = !isBillOfSupply(invoice.snapshot);
  return (
    <InvoiceDocument
      invoice={invoice}
      size={INVOICE_PAGE}
      padding={22}
      textClassName="text-[10.5px]"
      title={withGst ? "TAX INVOICE" : "BILL OF SUPPLY"}
      header={<InvoiceHeader invoice={invoice} />}
      table={(rows) => (
        <LinesTable withGst={withGst} unit={invoice.snapshot.unit}>
          {rows}
        </LinesTable>
      )}
      row={(line, unit) => <LineRow key={line.n} line={line} unit={unit} withGst={withGst} />}
      itemRow={(line, n) => <ItemLineRow key={`item-${n}`} line={line} n={n} withGst={withGst} />}
      closing={<InvoiceTotals invoice={invoice} />}
      note="Amounts in ₹ · this is a computer-generated invoice."
    />
  );
}

/** The endorsement a supply to an SEZ carries (CGST Rules, rule 46, first proviso). */
const SEZ_ENDORSEMENT = {
  with_payment:
    "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX",
  without_payment:
    "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
} as const;

const BASIS_NOTE = { counter: " · collected at the shop", delivery: "", gstin: "", company: "" } as const;

function InvoiceHeader({ invoice }: { invoice: PrintedRecord }) {
  const { header, placeOfSupply } = invoice.snapshot;
  // The customer at one of the header's two addresses.
  const states = { billing: billingStateOf(header), shipping: shippingStateOf(header) };
  const party = (side: "billing" | "shipping") => ({
    name: header.customer_name,
    address: header[`${side}_address`],
    city: header[`${side}_city`],
    pin: header[`${side}_pin`],
    state: states[side] ? stateLabel(states[side]) : undefined,
  });
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
        <CompanyBlock invoice={invoice} logo={invoice.logo} />
        {invoice.registration && <IrnBlock registration={invoice.registration} />}
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          {isBillOfSupply(invoice.snapshot) ? (
            <DocumentTitle
              title="BILL OF SUPPLY"
              subtitle={
                invoice.snapshot.company.gstNo ? "Nil-rated goods" : "Supplier not registered under GST"
              }
            />
          ) : (
            <DocumentTitle title="TAX INVOICE" subtitle="Original for recipient" />
          )}
          <Facts
            className="text-[10.5px]"
            items={[
              ["Invoice No", invoice.number],
              ["Invoice date", invoiceDate(invoice)],
              // Printed only on credit: an invoice due on its date says nothing more (issue 31).
              ...(invoice.dueDate !== invoice.date
                ? [
                    ["Due date", formatDate(invoice.dueDate, invoice.snapshot.dateFormat)] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              [
                "Place of supply",
                `${placeOfSupply.name} (${placeOfSupply.code})${BASIS_NOTE[placeOfSupply.basis ?? "gstin"]}`,
              ],
              ["Reverse charge", "No"],
              ...(invoice.status === "cancelled"
                ? ([
                    [
                      "Status",
                      <span key="status" className="text-red-700">
                        CANCELLED
                      </span>,
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 divide-x divide-slate-300">
        <Panel title="Bill to">
          <PartyLines {...party("billing")} contact={{ gstNo: header.gst_no, phone: header.phone_no }} />
        </Panel>
        <Panel title="Ship to">
          <PartyLines {...party("shipping")} />
        </Panel>
      </div>
      {header.sez_supply && (
        <p className="border-t border-slate-300 px-3 py-1 text-center text-[10px] font-semibold tracking-normal text-slate-900">
          {SEZ_ENDORSEMENT[header.sez_supply]}
        </p>
      )}
    </div>
  );
}
