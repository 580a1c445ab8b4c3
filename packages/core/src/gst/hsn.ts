import { parseDecimal } from "../decimal";
import { type Int, roundScaled } from "../int";

/** The SAC of "other manufacturing services on physical inputs owned by others" (job work): cutting. */
export const DEFAULT_CUTTING_SAC = "998898";

/**
 * The HSN a material most likely has when none was entered (issue 17): safety glass (toughened,
 * tempered, laminated) 7007, other glass 7005 (float glass), stone (granite, marble, quartz...) 6802.
 * A guess from its kind or name; null when neither says glass or stone.
 */
export function defaultHsnFor(materialName: string, kind?: string | null): string | null {
  const name = materialName.toLowerCase();
  const safety = /tough|temper|laminat|safety/.test(name);
  const glassy = kind === "glass" || /glass|float|toughened|laminated/.test(name);
  if (glassy) return safety ? "7007" : "7005";
  if (kind === "stone" || /stone|granite|marble|quartz|slate|sandstone|kota/.test(name)) return "6802";
  return null;
}

/** The unit GST files print for an area line: square feet for inch companies, square metres for mm ones. */
export function areaUnit(unit: "inch" | "mm"): "SQF" | "SQM" {
  return unit === "mm" ? "SQM" : "SQF";
}

/** 1 sq ft = 0.09290304 sq m exactly (0.3048 m squared). */
const SQM_PER_SQFT = { m: 9290304n, k: 8 } as const;

/**
 * The chargeable area as the files' quantity, in thousandths (3 decimals, half-up): square feet as
 * they are, or converted to square metres for mm companies.
 */
export function areaQuantityMilli(areaSqFt: string, unit: "inch" | "mm"): bigint {
  const d = parseDecimal(areaSqFt);
  if (!d) throw new Error(`areaQuantity: not a decimal: ${JSON.stringify(areaSqFt)}`);
  const m = BigInt(d.m);
  if (unit === "inch") return BigInt(roundScaled(m as Int, 1n as Int, 3 - d.k));
  return BigInt(roundScaled((m * SQM_PER_SQFT.m) as Int, 1n as Int, 3 - d.k - SQM_PER_SQFT.k));
}

/** The chargeable area as printed beside its unit: "4.00" sq ft, or "1.080" sq m (3 decimals). */
export function areaQuantityText(areaSqFt: string, unit: "inch" | "mm"): string {
  if (unit === "inch") return areaSqFt;
  const q = areaQuantityMilli(areaSqFt, unit);
  const digits = String(q).padStart(4, "0");
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}
