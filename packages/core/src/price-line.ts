import { addDecimal, compareDecimal, type Decimal, formatCents, parseDecimal, ZERO } from "./decimal";
import { add, type Int, mul, roundScaled } from "./int";
import { MESSAGES } from "./messages";
import { operationsAmount as priceOperations } from "./operations-items";
import { PricingError, type PricingField } from "./pricing-error";
import type { AreaExtraInput, PieceLineInput, PricedLine } from "./pricing-types";
import { parseQuantity } from "./quantity";
import type { PreparedMaterial, QuoteContext } from "./quote-context";
import {
  chargeableSize,
  type EdgeSides,
  edgeRunningFt,
  formatSize,
  parseSize,
  perimeterRunningFt,
  pieceArea,
} from "./sizes";

/** A line's money figures in paise (and its area in hundredths of a square foot), for the totals. */
export interface LineAmounts {
  readonly area: Int;
  readonly materialAmount: Int;
  readonly cuttingAmount: Int;
  readonly edgeAmount: Int;
  readonly taxableValue: Int;
  readonly gstAmount: Int;
  readonly total: Int;
  readonly operationsAmount: Int;
}

export interface PricedLineResult {
  readonly figures: PricedLine;
  readonly amounts: LineAmounts;
}

interface EdgeWork {
  readonly sides: EdgeSides;
  readonly rate: Decimal;
  readonly additionalInches: Decimal;
}

const ONE: Decimal = { m: 1, k: 0 };

function fail(message: string, lineIndex: number, field: PricingField): never {
  throw new PricingError(message, lineIndex, field);
}

function findMaterial(line: PieceLineInput, index: number, context: QuoteContext): PreparedMaterial {
  const name = line.materialType;
  if (!name) fail(MESSAGES.required, index, "materialType");
  return context.materials.get(name) ?? fail(`Unknown material "${name}"`, index, "materialType");
}

function sumExtras(extras: readonly AreaExtraInput[] | undefined, index: number): Decimal {
  let sum = ZERO;
  for (const extra of extras ?? []) {
    const value = parseDecimal(extra.value);
    if (!value || value.m < 0) fail(MESSAGES.areaExtraInvalid, index, "areaExtras");
    sum = addDecimal(sum, value);
  }
  return sum;
}

/** docs/spec/pricing.md step 6: edge work is priced only when an edge selection is set. */
function findEdgeWork(line: PieceLineInput, index: number, context: QuoteContext): EdgeWork | null {
  const selection = line.edgeSelection;
  if (!selection) return null;
  const sides =
    context.edgeSides.get(selection) ?? fail(`Unknown edge selection "${selection}"`, index, "edgeSelection");
  const profile = line.edgeProfile;
  if (!profile) fail(MESSAGES.edgeProfileRequired, index, "edgeProfile");
  const rate =
    context.edgeRates.get(profile) ?? fail(`Unknown edge profile "${profile}"`, index, "edgeProfile");
  return { sides, rate, additionalInches: sumExtras(line.areaExtras, index) };
}

function parseMultiplier(line: PieceLineInput, index: number): Decimal {
  const raw = line.multiplier;
  if (raw === undefined || raw === null || raw === "") return ONE;
  const multiplier = parseDecimal(raw);
  if (!multiplier || !(multiplier.m > 0)) fail(MESSAGES.multiplierInvalid, index, "multiplier");
  return multiplier;
}

/** One piece line, step by step as docs/spec/pricing.md numbers them; rounding only where it says r2. */
export function priceLine(line: PieceLineInput, index: number, context: QuoteContext): PricedLineResult {
  const width = parseSize(line.widthForDisplay, context.unit);
  if (!width.ok) fail(width.message, index, "widthForDisplay");
  const length = parseSize(line.lengthForDisplay, context.unit);
  if (!length.ok) fail(length.message, index, "lengthForDisplay");
  if (compareDecimal(length.inches, width.inches) < 0)
    fail(MESSAGES.lengthBelowWidth, index, "lengthForDisplay");
  const parsedQuantity = parseQuantity(line.quantity);
  if (!parsedQuantity.ok) fail(parsedQuantity.message, index, "quantity");
  const n = parsedQuantity.quantity;
  const material = findMaterial(line, index, context);
  const edge = findEdgeWork(line, index, context);
  const multiplier = parseMultiplier(line, index);

  // 2-3. Chargeable size and area.
  const wc = chargeableSize(width.inches, context.roundingStep);
  const lc = chargeableSize(length.inches, context.roundingStep);
  const area = pieceArea(wc, lc, n, context.minAreaPerPiece).m;

  // 4. Material. Figures are in hundredths, so each r2 is one rounded integer division.
  let wastageArea: Int = 0;
  let materialAmount: Int;
  if (context.foldWastage) {
    materialAmount = roundScaled(mul(mul(area, material.foldedRate), multiplier.m), 1, -2 - multiplier.k);
  } else {
    wastageArea = roundScaled(mul(area, material.wastage.m), 1, -2 - material.wastage.k);
    const chargedArea = add(area, wastageArea);
    materialAmount = roundScaled(
      mul(mul(chargedArea, material.rate.m), multiplier.m),
      1,
      -(material.rate.k + multiplier.k),
    );
  }

  // 5. Cutting.
  const cuttingQuantity = context.cuttingBySqFt ? area : perimeterRunningFt(wc, lc, n).m;
  const cuttingAmount = roundScaled(mul(cuttingQuantity, material.cuttingRate.m), 1, -material.cuttingRate.k);

  // 6. Edge.
  let edgeFt: Int = 0;
  let edgeAmount: Int = 0;
  if (edge) {
    edgeFt = edgeRunningFt(wc, lc, edge.sides, edge.additionalInches, n).m;
    edgeAmount = roundScaled(mul(edgeFt, edge.rate.m), 1, -edge.rate.k);
  }

  // Operations: counted work on the goods, taxed with them at the material's rate.
  const hasOperations = (line.operations?.length ?? 0) > 0;
  const operationsAmount = hasOperations
    ? priceOperations(line.operations!, n, material.thickness, context.operations, context.unit, index)
    : 0;

  // 7-8. GST and total.
  let taxableValue = add(add(materialAmount, edgeAmount), operationsAmount);
  if (context.gstOnCutting) taxableValue = add(taxableValue, cuttingAmount);
  const gstAmount = roundScaled(mul(taxableValue, material.gst.m), 1, -2 - material.gst.k);
  const total = add(add(add(add(materialAmount, cuttingAmount), edgeAmount), operationsAmount), gstAmount);

  return {
    figures: {
      width: formatSize(width.inches),
      length: formatSize(length.inches),
      chargeableWidth: formatSize(wc),
      chargeableLength: formatSize(lc),
      area: formatCents(area),
      wastageArea: formatCents(wastageArea),
      rate: context.foldWastage ? material.foldedRateText : material.rateText,
      materialAmount: formatCents(materialAmount),
      cuttingQuantity: formatCents(cuttingQuantity),
      cuttingAmount: formatCents(cuttingAmount),
      edgeRunningFt: formatCents(edgeFt),
      edgeAmount: formatCents(edgeAmount),
      taxableValue: formatCents(taxableValue),
      gstAmount: formatCents(gstAmount),
      total: formatCents(total),
      ...(hasOperations ? { operationsAmount: formatCents(operationsAmount) } : {}),
    },
    amounts: {
      area,
      materialAmount,
      cuttingAmount,
      edgeAmount,
      taxableValue,
      gstAmount,
      total,
      operationsAmount,
    },
  };
}
