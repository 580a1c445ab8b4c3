import { parseDecimal } from "../decimal";
import type { Unit } from "../enums";
import { type Int, roundScaled } from "../int";

/**
 * The HSN a material most likely has when none was entered: at least 6 digits, as e-invoices and e-way
 * bills need them (GSTN advisory, e-invoice system: mandatory from 15-12-2023 for AATO of 5 crore and
 * more; Notification 78/2020-Central Tax). A guess from its kind or name, which the shop can change;
 * null when neither says what it is. Glass stays in its heading when only cut to shape (chapter 70,
 * note 2(b)); stone is "worked" (polished) building stone of heading 6802.
 */
const SUGGESTIONS: readonly [RegExp, string][] = [
  // Chapter 70: glass.
  [/mirror/, "700991"], // 7009 91 mirrors, unframed
  [/\bdgu\b|double glaz|insulat/, "700800"], // 7008 00 multiple-walled insulating units
  [/laminat/, "70072900"], // 7007 29 00 laminated safety glass, other than for vehicles
  [/tough|temper|safety/, "70071900"], // 7007 19 00 toughened (tempered) safety glass, other
  [/frost|etch|lacquer|back.?paint/, "700600"], // 7006 00 glass of 7003-7005 otherwise worked
  [/reflect/, "700510"], // 7005 10 non-wired, having an absorbent or reflecting layer
  [/tint|bronze|grey|gray|green|blue|colou?r/, "700521"], // 7005 21 coloured throughout the mass
  // Heading 6802 (worked monumental or building stone), 6803 (slate), 6810 (artificial stone).
  [/granite/, "680293"],
  [/marble|travertine|onyx/, "680291"],
  [/kota|limestone|shahabad/, "680292"], // other calcareous stone
  [/slate/, "680300"],
  [/quartz/, "681099"], // engineered quartz: agglomerated artificial stone
  // Panels and sheets.
  [/particle|chip ?board/, "441011"],
  [/acrylic/, "392051"], // plates of polymethyl methacrylate
  [/polycarbonate/, "392061"],
];

/** MDF by thickness (4411 12: up to 5 mm, 4411 13: up to 9 mm, 4411 14: more), when the name gives it. */
function mdfHsn(name: string): string | null {
  const mm = /(\d+(?:\.\d+)?)\s*mm/.exec(name);
  if (!mm) return null;
  const thickness = Number(mm[1]);
  return thickness <= 5 ? "441112" : thickness <= 9 ? "441113" : "441114";
}

export function defaultHsnFor(materialName: string, kind?: string | null): string | null {
  const name = materialName.toLowerCase();
  if (/\bmdf\b/.test(name)) return mdfHsn(name);
  const found = SUGGESTIONS.find(([pattern]) => pattern.test(name));
  if (found) return found[1];
  if (kind === "glass" || /glass|float|clear/.test(name)) return "700529"; // 7005 29 other non-wired float
  if (kind === "stone" || /stone/.test(name)) return "680299"; // other worked stone
  return null;
}

/** The unit GST files print for an area line: square feet for inch companies, square metres for mm ones. */
export function areaUnit(unit: Unit): "SQF" | "SQM" {
  return unit === "mm" ? "SQM" : "SQF";
}

/** 1 sq ft = 0.09290304 sq m exactly (0.3048 m squared). */
const SQM_PER_SQFT = { m: 9290304n, k: 8 } as const;

/**
 * The chargeable area as the files' quantity, in thousandths (3 decimals, half-up): square feet as
 * they are, or converted to square metres for mm companies.
 */
export function areaQuantityMilli(areaSqFt: string, unit: Unit): bigint {
  const d = parseDecimal(areaSqFt);
  if (!d) throw new Error(`areaQuantity: not a decimal: ${JSON.stringify(areaSqFt)}`);
  const m = BigInt(d.m);
  if (unit === "inch") return BigInt(roundScaled(m as Int, 1n as Int, 3 - d.k));
  return BigInt(roundScaled((m * SQM_PER_SQFT.m) as Int, 1n as Int, 3 - d.k - SQM_PER_SQFT.k));
}

/** The chargeable area as printed beside its unit: "4.00" sq ft, or "1.080" sq m (3 decimals). */
export function areaQuantityText(areaSqFt: string, unit: Unit): string {
  if (unit === "inch") return areaSqFt;
  const q = areaQuantityMilli(areaSqFt, unit);
  const digits = String(q).padStart(4, "0");
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}
