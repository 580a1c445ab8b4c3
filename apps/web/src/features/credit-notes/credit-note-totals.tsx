import { SignatureLine } from "../invoices/document-parts";
import { halfRate, money, rupees } from "../invoices/invoice-format";
import { NUM } from "../invoices/invoice-lines-table";
import type { PrintedCreditNote } from "./credit-note-document";

/** The credit note's closing block: amount in words, tax by rate, the totals, the credit, signatures. */
export function CreditNoteTotals({ note }: { note: PrintedCreditNote }) {
  const { totals, interState, company, rates } = note.snapshot;
  const withGst = company.gstNo !== "";
  const untaxed = totals.untaxedCutting !== "0.00";
  const roundOff = totals.roundOff.startsWith("-") ? totals.roundOff : `+${totals.roundOff}`;
  const heads = interState ? ["IGST"] : ["CGST", "SGST"];
  return (
    <div className="grid grid-cols-[1fr_300px] items-end gap-x-6 gap-y-1">
      <div className="flex flex-col gap-1 self-start">
        <div className="rounded-sm border border-slate-400 px-3 py-0.5">
          <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Amount in words</p>
          <p className="text-[12px] font-semibold text-slate-900">{totals.amountInWords}</p>
        </div>
        {withGst && (
          <table
            aria-label="Tax by rate"
            className="w-full max-w-[600px] border-collapse border border-slate-400 text-[10px]"
          >
            <thead>
              <tr className="bg-brand-50 text-[9px] font-semibold uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400 [&>th]:py-0.5">
                <th className="px-1.5 text-left">GST rate</th>
                <th className={NUM}>Taxable value</th>
                {heads.map((head) => (
                  <th key={head} className={NUM}>
                    {head}
                  </th>
                ))}
                <th className={NUM}>Total tax</th>
              </tr>
            </thead>
            <tbody className="[&_td]:py-px">
              {rates.map((r) => (
                <tr key={r.rate} className="border-b border-slate-200">
                  <td className="px-1.5">{r.rate}%</td>
                  <td className={NUM}>{money(r.taxableValue)}</td>
                  {interState ? (
                    <td className={NUM}>{money(r.igst)}</td>
                  ) : (
                    <>
                      <td className={NUM}>
                        {money(r.cgst)} <span className="text-slate-500">@ {halfRate(r.rate)}%</span>
                      </td>
                      <td className={NUM}>
                        {money(r.sgst)} <span className="text-slate-500">@ {halfRate(r.rate)}%</span>
                      </td>
                    </>
                  )}
                  <td className={NUM}>{money(r.gst)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="text-slate-700">
          Against invoice {note.invoiceNumber} of payable {rupees(note.snapshot.invoice.payable)}
        </p>
      </div>
      <table className="w-full border-collapse self-start border border-slate-400 text-[10.5px]">
        <tbody className="[&_td]:px-2 [&_td]:py-px [&_td:last-child]:text-right [&_td:last-child]:tabular-nums">
          <Row label={withGst ? "Taxable value" : "Value of supply"} value={totals.taxableValue} strong />
          {untaxed && <Row label={withGst ? "Cutting (no GST)" : "Cutting"} value={totals.untaxedCutting} />}
          {withGst &&
            (interState ? (
              <Row label="IGST" value={totals.igst} />
            ) : (
              <>
                <Row label="CGST" value={totals.cgst} />
                <Row label="SGST" value={totals.sgst} />
              </>
            ))}
          <Row label="Total" value={totals.grandTotal} strong />
          <tr>
            <td className="text-slate-600">Round off</td>
            <td>{roundOff}</td>
          </tr>
          <tr className="bg-brand-700 text-white">
            <td className="py-1! text-[12px] font-semibold">Credit</td>
            <td className="py-1! text-[14px] font-bold">{rupees(totals.total)}</td>
          </tr>
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

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? "border-t border-slate-300 font-semibold text-slate-900" : undefined}>
      <td className={strong ? undefined : "text-slate-600"}>{label}</td>
      <td>{money(value)}</td>
    </tr>
  );
}
