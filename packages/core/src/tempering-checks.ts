import { compareDecimal, type Decimal, parseDecimal } from "./decimal";
import type { Unit } from "./enums";
import { mul } from "./int";
import type { NumberLike } from "./pricing-types";

// Whether a hole can survive toughening (issue 29 point 2), checked as the clerk types. A warning, never a
// refusal: the shop may know better (a laminated or heat-strengthened pane, a customer's drawing).
//
// Sources, all for thermally toughened (tempered) soda-lime glass, with t the glass thickness:
// - EN 12150-1:2015 (thermally toughened safety glass), its clauses on holes (diameter; limitations on
//   hole positions): diameter not less than t, hole edge at least 2t from the glass edge, and a corner
//   distance (6t there). The standard is paywalled; these figures are as its public summaries quote them.
// - TCVN 7455:2013 (Vietnam, heat-treated flat glass) as summarised by VICKINI, "Notes on drilling glass
//   before tempered" (2020): diameter >= t, hole edge >= 2t from the edge, holes >= 2t apart.
// - Fabricators' tempering guides after ASTM C1048 practice: Wagner Companies, "Drilling tempered glass",
//   and German System Windows, "Holes": rim >= 2t (and >= 1/4 in) from any edge; the nearest rim of a
//   hole near a corner >= 6.5t from the corner's tip. We use the stricter 6.5t, as the issue asks.

export const TEMPERING_MESSAGES = {
  diameter: (t: string) => `Hole smaller than the glass thickness (${t} mm): it may break when toughened`,
  edge: (t: string) => `Hole closer to the edge than 2 x thickness (${t} mm): it may break when toughened`,
  corner: (t: string) =>
    `Hole closer to a corner than 6.5 x thickness (${t} mm): it may break when toughened`,
} as const;

/** A length in the company's unit as exact millimetres: inches x 25.4. */
function millimetres(value: NumberLike | null | undefined, unit: Unit): Decimal | null {
  if (value === null || value === undefined || value === "") return null;
  const d = parseDecimal(value);
  if (!d || d.m < 0) return null;
  return unit === "mm" ? d : { m: mul(d.m, 254), k: d.k + 1 };
}

/** factor x t, exactly: 2 and 6.5 as decimals. */
const times = (t: Decimal, factor: Decimal): Decimal => ({ m: mul(t.m, factor.m), k: t.k + factor.k });

export interface HoleCheck {
  unit: Unit;
  /** The material's thickness in mm; checks run only for a toughened material with a thickness. */
  thicknessMm: NumberLike | null | undefined;
  toughened: boolean;
  /** Diameter, in the company's unit. */
  size?: NumberLike | null;
  /** From the hole's rim to the nearest edge, in the company's unit. */
  edgeDistance?: NumberLike | null;
  /** From the hole's rim to the nearest corner, in the company's unit. */
  cornerDistance?: NumberLike | null;
}

/** The warnings for one hole: none when the glass is not toughened, its thickness is unknown, or all is well. */
export function temperingWarnings(hole: HoleCheck): string[] {
  if (!hole.toughened) return [];
  const t = millimetres(hole.thicknessMm, "mm");
  if (!t || !(t.m > 0)) return [];
  const label = String(hole.thicknessMm).trim();
  const warnings: string[] = [];
  const diameter = millimetres(hole.size, hole.unit);
  if (diameter && compareDecimal(diameter, t) < 0) warnings.push(TEMPERING_MESSAGES.diameter(label));
  const edge = millimetres(hole.edgeDistance, hole.unit);
  if (edge && compareDecimal(edge, times(t, { m: 2, k: 0 })) < 0)
    warnings.push(TEMPERING_MESSAGES.edge(label));
  const corner = millimetres(hole.cornerDistance, hole.unit);
  if (corner && compareDecimal(corner, times(t, { m: 65, k: 1 })) < 0) {
    warnings.push(TEMPERING_MESSAGES.corner(label));
  }
  return warnings;
}
