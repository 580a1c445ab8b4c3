import { formatCents, parseDecimal } from "./decimal";
import { mul, roundScaled } from "./int";
import type { NumberLike } from "./pricing-types";

/** GST on one square foot of a material: r2(materialRate * materialGst / 100) (docs/spec/pricing.md). */
export function gstChargesFor(materialRate: NumberLike, materialGst: NumberLike): string {
  const rate = parseDecimal(materialRate);
  const gst = parseDecimal(materialGst);
  if (!rate || !gst) throw new RangeError(`Not numbers: ${JSON.stringify([materialRate, materialGst])}`);
  return formatCents(roundScaled(mul(rate.m, gst.m), 1, -(rate.k + gst.k)));
}
