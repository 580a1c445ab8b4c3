import { addDecimal, compareDecimal, type InvoiceRecord, parseDecimal, taxByRate } from "@kerf/core";
import type { ReactNode } from "react";
import { UpiPayBlock } from "../payments/upi-pay-block";
import { SignatureLine } from "./document-parts";
import { commonGstRate, halfRate, money, totalPieces } from "./invoice-format";
import { ClosingRows, TaxByRateTable, TotalRow } from "./tax-by-rate-table";

// The tax invoice's closing block, on its last page: amount in words, tax by rate when the lines carry
// several GST rates, the totals, round off, payable and the signatures.

/** GST on cutting is a company setting: when it is off, cutting is charged outside the taxable value. */
function cuttingIsTaxed(totals: InvoiceRecord["snapshot"]["totals"]): boolean {
  const goods = addDecimal(parseDecimal(totals.materialAmount)!, parseDecimal(totals.edgeAmount)!);
  return compareDecimal(goods, parseDecimal(totals.taxableValue)!) !== 0;
}

/** The invoice's closing block; the quotation's too, with its own declaration and signature caption. */
export function InvoiceTotals({
  invoice,
  declaration = "Declaration: we declare that this invoice shows the actual price of the goods described and that all particulars are true and correct. Goods once cut to size are not returnable.",
  receiverCaption = "Receiver's signature",
}: {
  invoice: InvoiceRecord;
  declaration?: ReactNode;
  receiverCaption?: string;
}) {
  const { totals, lines, interState, company } = invoice.snapshot;
  const rate = commonGstRate(lines);
  const at = (r: string | null) => (r ? ` @ ${r}%` : "");
  const taxRows: [string, string][] = interState
    ? [[`IGST${at(rate)}`, totals.igst]]
    : [
        [`CGST${at(rate && halfRate(rate))}`, totals.cgst],
        [`SGST${at(rate && halfRate(rate))}`, totals.sgst],
      ];
  const untaxedCutting = Number(totals.cuttingAmount) !== 0 && !cuttingIsTaxed(totals);
  const split = taxByRate({
    lines: lines.map((line) => ({
      gstRate: line.gstRate,
      taxableValue: line.taxableValue,
      gstAmount: line.gstAmount,
    })),
    interState,
    untaxedCutting: untaxedCutting ? totals.cuttingAmount : null,
  });
  const withGst = company.gstNo !== "";
  return (
    <div className="grid grid-cols-[1fr_300px] items-end gap-x-6 gap-y-1">
      <div className="flex flex-col gap-1 self-start">
        <div className="flex items-start gap-3">
          <div className="flex-1 rounded-sm border border-slate-400 px-3 py-0.5">
            <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">
              Amount in words
            </p>
            <p className="text-[12px] font-semibold text-slate-900">{totals.amountInWords}</p>
          </div>
          {invoice.upiUri && <UpiPayBlock invoice={invoice} uri={invoice.upiUri} />}
        </div>
        {withGst && rate === null && (
          <TaxByRateTable rates={split.rates} untaxedCutting={split.untaxedCutting} interState={interState} />
        )}
        <p className="text-slate-700">
          {lines.length} {lines.length === 1 ? "line" : "lines"} · {totalPieces(lines)} pieces ·{" "}
          {money(totals.area)} sq ft · material {money(totals.materialAmount)} · cutting{" "}
          {money(totals.cuttingAmount)} · edge work {money(totals.edgeAmount)}
        </p>
      </div>
      <table className="w-full border-collapse self-start border border-slate-400 text-[10.5px]">
        <tbody className="[&_td]:px-2 [&_td]:py-px [&_td:last-child]:text-right [&_td:last-child]:tabular-nums">
          <TotalRow
            label={withGst ? "Taxable value" : "Value of supply"}
            value={totals.taxableValue}
            strong
          />
          {untaxedCutting && (
            <TotalRow label={withGst ? "Cutting (no GST)" : "Cutting"} value={totals.cuttingAmount} />
          )}
          {withGst && taxRows.map(([label, value]) => <TotalRow key={label} label={label} value={value} />)}
          <ClosingRows
            grandTotal={totals.grandTotal}
            roundOff={totals.roundOff}
            label="Payable"
            amount={totals.payable}
          />
        </tbody>
      </table>
      <div className="flex items-end gap-6">
        <div className="flex-1 text-[9px] text-slate-500">{declaration}</div>
        <SignatureLine caption={receiverCaption} className="w-56 shrink-0" />
      </div>
      <div className="text-center">
        <p className="text-[10.5px] font-semibold text-slate-900">For {company.name}</p>
        <SignatureLine caption="Authorised Signatory" className="mt-6" />
      </div>
    </div>
  );
}
