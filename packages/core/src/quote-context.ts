import { type Decimal, formatCents, parseDecimal, toCents } from "./decimal";
import { EDGE_SELECTIONS } from "./edge-selections";
import type { Unit } from "./enums";
import { add, type Int, mul, pow10, roundScaled } from "./int";
import { type PreparedBand, type PreparedItem, prepareItems, prepareOperations } from "./operations-items";
import type { NumberLike, PriceQuoteInput } from "./pricing-types";
import { DEFAULT_PRICING_SETTINGS } from "./settings";
import type { EdgeSides } from "./sizes";

export interface PreparedMaterial {
  readonly rate: Decimal;
  readonly cuttingRate: Decimal;
  readonly gst: Decimal;
  readonly wastage: Decimal;
  /** r2(rate * (1 + wastage / 100)): the line rate when wastage is folded into it. */
  readonly foldedRate: Int;
  readonly rateText: string;
  readonly foldedRateText: string;
  /** mm; null: unknown, so any band's thickness fits. */
  readonly thickness: Decimal | null;
}

/** Everything a line needs from the quote, parsed once rather than once per line. */
export interface QuoteContext {
  readonly unit: Unit;
  readonly roundingStep: Decimal;
  readonly minAreaPerPiece: Decimal;
  readonly cuttingBySqFt: boolean;
  readonly gstOnCutting: boolean;
  readonly foldWastage: boolean;
  readonly materials: ReadonlyMap<string, PreparedMaterial>;
  readonly edgeRates: ReadonlyMap<string, Decimal>;
  readonly edgeSides: ReadonlyMap<string, EdgeSides>;
  readonly operations: ReadonlyMap<string, readonly PreparedBand[]>;
  readonly items: ReadonlyMap<string, PreparedItem>;
  readonly withoutTax: boolean;
  /** The quote has operations or item lines: its totals carry operationsAmount and itemsAmount. */
  readonly showsOperationsAndItems: boolean;
}

function nonNegative(value: NumberLike | undefined, what: string): Decimal {
  const d = parseDecimal(value);
  if (!d || d.m < 0) throw new Error(`${what} must be a number of 0 or more, got ${JSON.stringify(value)}`);
  return d;
}

function sideCount(value: number | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  if (value !== 0 && value !== 1 && value !== 2) throw new Error(`${what} must be 0, 1 or 2`);
  return value;
}

function prepareMaterials(input: PriceQuoteInput): Map<string, PreparedMaterial> {
  const materials = new Map<string, PreparedMaterial>();
  for (const material of input.materials) {
    const name = material.materialName;
    const rate = nonNegative(material.materialRate, `materialRate of "${name}"`);
    const wastage = nonNegative(material.materialWastage, `materialWastage of "${name}"`);
    const percentScale = pow10(wastage.k + 2);
    const foldedRate = roundScaled(mul(rate.m, add(percentScale, wastage.m)), 1, -(rate.k + wastage.k));
    const gst = nonNegative(material.materialGst, `materialGst of "${name}"`);
    materials.set(name, {
      rate,
      cuttingRate: nonNegative(material.cuttingRate, `cuttingRate of "${name}"`),
      // A zero-rated supply (to an SEZ under a bond or LUT) charges no GST at the material's rate.
      gst: input.supply?.withoutTax ? { m: 0, k: 0 } : gst,
      wastage,
      foldedRate,
      rateText: formatCents(toCents(rate)),
      foldedRateText: formatCents(foldedRate),
      thickness:
        material.thickness === null || material.thickness === undefined || material.thickness === ""
          ? null
          : nonNegative(material.thickness, `thickness of "${name}"`),
    });
  }
  return materials;
}

function prepareEdgeSides(input: PriceQuoteInput): Map<string, EdgeSides> {
  const sides = new Map<string, EdgeSides>(EDGE_SELECTIONS.map((s) => [s.value, s]));
  for (const override of input.edgeSelections ?? []) {
    const base = sides.get(override.value);
    if (!base) throw new Error(`Unknown edge selection "${override.value}"`);
    sides.set(override.value, {
      lengths: sideCount(override.lengths, base.lengths, `lengths of ${override.value}`),
      widths: sideCount(override.widths, base.widths, `widths of ${override.value}`),
    });
  }
  return sides;
}

export function prepareQuote(input: PriceQuoteInput): QuoteContext {
  const settings = { ...DEFAULT_PRICING_SETTINGS, ...input.settings };
  if (settings.unit !== "inch" && settings.unit !== "mm") {
    throw new Error(`unit must be "inch" or "mm", got ${JSON.stringify(settings.unit)}`);
  }
  const cutting = settings.cuttingRateType ?? "sqFt";
  if (cutting !== "sqFt" && cutting !== "runningFt") {
    throw new Error(`cuttingRateType must be "sqFt" or "runningFt", got ${JSON.stringify(cutting)}`);
  }
  return {
    unit: settings.unit,
    roundingStep: nonNegative(settings.roundingStep, "roundingStep"),
    minAreaPerPiece: nonNegative(settings.minAreaPerPiece, "minAreaPerPiece"),
    cuttingBySqFt: cutting === "sqFt",
    gstOnCutting: settings.gstOnCuttingRate === true,
    foldWastage: settings.isAddExtraMaterialInRate === true,
    materials: prepareMaterials(input),
    edgeRates: new Map(
      input.edgeProfiles.map((p) => [
        p.edgeProfileName,
        nonNegative(p.edgeProfileRate, `edgeProfileRate of "${p.edgeProfileName}"`),
      ]),
    ),
    edgeSides: prepareEdgeSides(input),
    operations: prepareOperations(input.operations),
    items: prepareItems(input.items),
    withoutTax: input.supply?.withoutTax === true,
    showsOperationsAndItems:
      (input.itemLines?.length ?? 0) > 0 || input.lines.some((line) => (line.operations?.length ?? 0) > 0),
  };
}
