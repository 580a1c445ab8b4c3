import {
  addDecimal,
  compareDecimal,
  type InvoiceRecord,
  parseDecimal,
  taxByRate,
  taxLinesOf,
} from "@kerf/core";
import type { ReactNode } from "react";
import { AmountInWords, ClosingBlock, Signatures } from "../../documents/closing-block";
import { commonGstRate, halfRate, money, totalPieces } from "../../documents/invoice-format";
import { TaxByRateTable } from "../../documents/tax-by-rate-table";
import { UpiPayBlock } from "../payments/upi-pay-block";
import { isBillOfSupply } from "./bill-of-supply";

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
  const billOfSupply = isBillOfSupply(invoice.snapshot);
  // Item lines (issue 29) are each at their own rate: one rate only when the pieces and items share it.
  const rate = commonGstRate([...lines, ...(invoice.snapshot.itemLines ?? [])]);
  const at = (r: string | null) => (r ? ` @ ${r}%` : "");
  const taxRows: [string, string][] = interState
    ? [[`IGST${at(rate)}`, totals.igst]]
    : [
        [`CGST${at(rate && halfRate(rate))}`, totals.cgst],
        [`SGST${at(rate && halfRate(rate))}`, totals.sgst],
      ];
  const untaxedCutting = Number(totals.cuttingAmount) !== 0 && !cuttingIsTaxed(totals);
  const split = taxByRate({
    lines: taxLinesOf(invoice.snapshot),
    interState,
    untaxedCutting: untaxedCutting ? totals.cuttingAmount : null,
  });
  return (
    <ClosingBlock
      aside={
        <>
          <div className="flex items-start gap-3">
            <AmountInWords text={totals.amountInWords} className="flex-1" />
            {invoice.upiUri && <UpiPayBlock invoice={invoice} uri={invoice.upiUri} />}
          </div>
          {!billOfSupply && rate === null && (
            <TaxByRateTable
              rates={split.rates}
              untaxedCutting={split.untaxedCutting}
              interState={interState}
            />
          )}
          <p className="text-slate-700">
            {lines.length} {lines.length === 1 ? "line" : "lines"} · {totalPieces(lines)} pieces ·{" "}
            {money(totals.area)} sq ft · material {money(totals.materialAmount)} · cutting{" "}
            {money(totals.cuttingAmount)} · edge work {money(totals.edgeAmount)}
            {totals.operationsAmount && totals.operationsAmount !== "0.00" && (
              <> · holes and cut-outs {money(totals.operationsAmount)}</>
            )}
            {totals.itemsAmount && totals.itemsAmount !== "0.00" && <> · items {money(totals.itemsAmount)}</>}
          </p>
        </>
      }
      figures={{
        withGst: !billOfSupply,
        taxableValue: totals.taxableValue,
        untaxedCutting: untaxedCutting ? totals.cuttingAmount : null,
        taxRows,
        grandTotal: totals.grandTotal,
        roundOff: totals.roundOff,
        amountLabel: "Payable",
        amount: totals.payable,
      }}
    >
      <Signatures declaration={declaration} receiverCaption={receiverCaption} companyName={company.name} />
    </ClosingBlock>
  );
}
