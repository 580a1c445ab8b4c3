import { amountInWords } from "./amount-in-words";
import { formatCents } from "./decimal";
import { gstStateCode } from "./gst-states";
import { add, divRound, type Int, mul, sub } from "./int";
import type { ItemAmounts } from "./operations-items";
import type { LineAmounts } from "./price-line";
import type { QuoteTotals } from "./pricing-types";

/** Running sums of the line figures (already rounded), in hundredths. */
export interface QuoteSums {
  area: Int;
  materialAmount: Int;
  cuttingAmount: Int;
  edgeAmount: Int;
  taxableValue: Int;
  gst: Int;
  grandTotal: Int;
  operationsAmount: Int;
  itemsAmount: Int;
}

export function emptySums(): QuoteSums {
  return {
    area: 0,
    materialAmount: 0,
    cuttingAmount: 0,
    edgeAmount: 0,
    taxableValue: 0,
    gst: 0,
    grandTotal: 0,
    operationsAmount: 0,
    itemsAmount: 0,
  };
}

export function addLine(sums: QuoteSums, line: LineAmounts): void {
  sums.area = add(sums.area, line.area);
  sums.materialAmount = add(sums.materialAmount, line.materialAmount);
  sums.cuttingAmount = add(sums.cuttingAmount, line.cuttingAmount);
  sums.edgeAmount = add(sums.edgeAmount, line.edgeAmount);
  sums.taxableValue = add(sums.taxableValue, line.taxableValue);
  sums.gst = add(sums.gst, line.gstAmount);
  sums.grandTotal = add(sums.grandTotal, line.total);
  sums.operationsAmount = add(sums.operationsAmount, line.operationsAmount);
}

/** An item adds itemAmount to taxableValue, itemGst to gst and itemTotal to grandTotal (pricing.md). */
export function addItem(sums: QuoteSums, item: ItemAmounts): void {
  sums.itemsAmount = add(sums.itemsAmount, item.itemAmount);
  sums.taxableValue = add(sums.taxableValue, item.itemAmount);
  sums.gst = add(sums.gst, item.itemGst);
  sums.grandTotal = add(sums.grandTotal, item.itemTotal);
}

/** Inter-state supply: both GSTINs known and their state codes differ (docs/spec/pricing.md). */
export function isInterState(supplierGstin?: string | null, recipientGstin?: string | null): boolean {
  const supplier = gstStateCode(supplierGstin);
  const recipient = gstStateCode(recipientGstin);
  return supplier !== null && recipient !== null && supplier !== recipient;
}

export function finishTotals(
  sums: QuoteSums,
  interState: boolean,
  /** The quote has operations or item lines: their totals are shown. */
  showsOperationsAndItems = false,
): QuoteTotals {
  const cgst = interState ? 0 : divRound(sums.gst, 2);
  const sgst = interState ? 0 : sub(sums.gst, cgst);
  const payable = mul(divRound(sums.grandTotal, 100), 100);
  return {
    area: formatCents(sums.area),
    materialAmount: formatCents(sums.materialAmount),
    cuttingAmount: formatCents(sums.cuttingAmount),
    edgeAmount: formatCents(sums.edgeAmount),
    taxableValue: formatCents(sums.taxableValue),
    cgst: formatCents(cgst),
    sgst: formatCents(sgst),
    igst: formatCents(interState ? sums.gst : 0),
    gst: formatCents(sums.gst),
    grandTotal: formatCents(sums.grandTotal),
    roundOff: formatCents(sub(payable, sums.grandTotal)),
    payable: formatCents(payable),
    amountInWords: amountInWords(BigInt(divRound(payable, 100))),
    ...(showsOperationsAndItems
      ? { operationsAmount: formatCents(sums.operationsAmount), itemsAmount: formatCents(sums.itemsAmount) }
      : {}),
  };
}
