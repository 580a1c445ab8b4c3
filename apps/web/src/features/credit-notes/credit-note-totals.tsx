import { SignatureLine } from "../invoices/document-parts";
import { rupees } from "../invoices/invoice-format";
import { ClosingRows, TaxByRateTable, TotalRow } from "../invoices/tax-by-rate-table";
import type { PrintedCreditNote } from "./credit-note-document";

/** The credit note's closing block: amount in words, tax by rate, the totals, the credit, signatures. */
export function CreditNoteTotals({ note }: { note: PrintedCreditNote }) {
  const { totals, interState, company, rates } = note.snapshot;
  const withGst = company.gstNo !== "";
  const untaxed = totals.untaxedCutting !== "0.00";
  return (
    <div className="grid grid-cols-[1fr_300px] items-end gap-x-6 gap-y-1">
      <div className="flex flex-col gap-1 self-start">
        <div className="rounded-sm border border-slate-400 px-3 py-0.5">
          <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Amount in words</p>
          <p className="text-[12px] font-semibold text-slate-900">{totals.amountInWords}</p>
        </div>
        {withGst && <TaxByRateTable rates={rates} interState={interState} />}
        <p className="text-slate-700">
          Against invoice {note.invoiceNumber} of payable {rupees(note.snapshot.invoice.payable)}
        </p>
      </div>
      <table className="w-full border-collapse self-start border border-slate-400 text-[10.5px]">
        <tbody className="[&_td]:px-2 [&_td]:py-px [&_td:last-child]:text-right [&_td:last-child]:tabular-nums">
          <TotalRow
            label={withGst ? "Taxable value" : "Value of supply"}
            value={totals.taxableValue}
            strong
          />
          {untaxed && (
            <TotalRow label={withGst ? "Cutting (no GST)" : "Cutting"} value={totals.untaxedCutting} />
          )}
          {withGst &&
            (interState ? (
              <TotalRow label="IGST" value={totals.igst} />
            ) : (
              <>
                <TotalRow label="CGST" value={totals.cgst} />
                <TotalRow label="SGST" value={totals.sgst} />
              </>
            ))}
          <ClosingRows
            grandTotal={totals.grandTotal}
            roundOff={totals.roundOff}
            label="Credit"
            amount={totals.total}
          />
        </tbody>
      </table>
      <div className="flex items-end gap-6">
        <div className="flex-1 text-[9px] text-slate-500">
          This credit note reduces the amount due on invoice {note.invoiceNumber} by {rupees(totals.total)}.
        </div>
        <SignatureLine caption="Receiver's signature" className="w-56 shrink-0" />
      </div>
      <div className="text-center">
        <p className="text-[10.5px] font-semibold text-slate-900">For {company.name}</p>
        <SignatureLine caption="Authorised Signatory" className="mt-6" />
      </div>
    </div>
  );
}
