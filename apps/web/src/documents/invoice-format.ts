import {
  addDecimal,
  type Decimal,
  formatDecimal,
  formatIndian,
  type InvoiceLine,
  type InvoiceSnapshot,
  parseDecimal,
  readableDimension,
  readableSize,
} from "@kerf/core";

/** A money figure with Indian grouping: "123456.50" -> "1,23,456.50". */
export const money = (value: string) => formatIndian(value);

/** With the rupee sign, for a figure that stands alone: "₹ 1,23,456.00". */
export const rupees = (value: string) => `₹ ${formatIndian(value)}`;

/** Quantities and areas carry two decimals from the server; a whole number reads better without them. */
export function trimZeros(value: string): string {
  return value.endsWith(".00") ? value.slice(0, -3) : value;
}

/** The size as people read it: "10#6" typed prints "10 3/4 x 40 in"; "600 x 900 mm". */
export function printedSize(line: InvoiceLine, unit: InvoiceSnapshot["unit"]): string {
  return readableSize(line.widthForDisplay, line.lengthForDisplay, unit);
}

const ROUNDED = { roundedTo2: true };

/** The size the piece is charged at, in inches after rounding up: "25 x 36 1/2 in". */
export function chargeableSize(line: InvoiceLine): string {
  return `${readableDimension(line.chargeableWidth, "inch", ROUNDED)} x ${readableDimension(line.chargeableLength, "inch", ROUNDED)} in`;
}

/** "Edge 2 · Flat Polish", or "" for a piece with no edge work. */
export function edgeText(line: InvoiceLine): string {
  if (!line.edgeSelection) return "";
  return [line.edgeSelectionLabel ?? line.edgeSelection, line.edgeProfile].filter(Boolean).join(" · ");
}

/** The extra running inches of edge work: "A 12, B 6". */
export function extrasText(line: InvoiceLine): string {
  return line.areaExtras
    .filter((extra) => Number(extra.value) !== 0)
    .map((extra) => `${extra.label} ${extra.value}`)
    .join(", ");
}

/** Every line's GST rate when they all share one ("18"), else null: the totals then show amounts only. */
export function commonGstRate(lines: readonly Pick<InvoiceLine, "gstRate">[]): string | null {
  const rates = new Set(lines.map((line) => trimZeros(line.gstRate)));
  return rates.size === 1 ? [...rates][0]! : null;
}

/** Half of a common rate, for CGST and SGST: "18" -> "9", "5" -> "2.5". */
export function halfRate(rate: string): string {
  return String(Number(rate) / 2);
}

/**
 * The invoice's total area. A person without prices (the Floor) receives no totals, which carry money
 * (issue 27), yet the shop floor's sheets still say how much glass it is: the lines' areas added up,
 * which is what the totals' area is.
 */
export function totalArea(snapshot: Pick<InvoiceSnapshot, "lines"> & { totals?: { area: string } }): string {
  if (snapshot.totals) return snapshot.totals.area;
  const zero: Decimal = { m: 0, k: 0 };
  return formatDecimal(
    snapshot.lines.reduce((sum, l) => addDecimal(sum, parseDecimal(l.area) ?? zero), zero),
  );
}

export function totalPieces(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
