import { compareDecimal, type Decimal, formatCents, parseDecimal, toCents } from "./decimal";
import type { Unit } from "./enums";
import { add, type Int, mul, roundScaled } from "./int";
import { MESSAGES } from "./messages";
import { PricingError } from "./pricing-error";
import type {
  ItemLineInput,
  ItemRateInput,
  ItemUnit,
  NumberLike,
  OperationEntryInput,
  OperationRateInput,
  PricedItemLine,
} from "./pricing-types";
import { ITEM_UNITS } from "./pricing-types";
import { MAX_QUANTITY, parseQuantity } from "./quantity";
import { parseSize } from "./sizes";

// docs/spec/pricing.md "Operations and items": operations are counted work on a piece (holes, cut-outs),
// priced per count from a band table; items are lines of their own (fittings, services) at their own GST.

export const OPERATION_MESSAGES = {
  noRate: "No rate for this size",
  countInvalid: "Count must be a whole number of 1 or more",
} as const;

export const ITEM_MESSAGES = {
  quantityDecimals: "Use at most 3 decimals",
} as const;

/** A band with its bounds parsed; null bound = no limit. */
export interface PreparedBand {
  readonly sizeUpTo: Decimal | null;
  readonly thicknessUpTo: Decimal | null;
  readonly rate: Decimal;
}

export interface PreparedItem {
  readonly unit: ItemUnit;
  readonly rate: Decimal;
  readonly gstRate: Decimal;
}

function nonNegative(value: NumberLike | undefined, what: string): Decimal {
  const d = parseDecimal(value);
  if (!d || d.m < 0) throw new Error(`${what} must be a number of 0 or more, got ${JSON.stringify(value)}`);
  return d;
}

function bound(value: NumberLike | null | undefined, what: string): Decimal | null {
  return value === null || value === undefined || value === "" ? null : nonNegative(value, what);
}

/** null (no limit) sorts after every figure. */
function compareBound(a: Decimal | null, b: Decimal | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compareDecimal(a, b);
}

/** Bands sorted by sizeUpTo, then thicknessUpTo (pricing.md), so the first that fits is the rate. */
export function prepareOperations(operations: readonly OperationRateInput[] | undefined) {
  const prepared = new Map<string, readonly PreparedBand[]>();
  for (const operation of operations ?? []) {
    const name = operation.operationName;
    const bands = operation.bands.map((band) => ({
      sizeUpTo: bound(band.sizeUpTo, `sizeUpTo of "${name}"`),
      thicknessUpTo: bound(band.thicknessUpTo, `thicknessUpTo of "${name}"`),
      rate: nonNegative(band.rate, `rate of "${name}"`),
    }));
    bands.sort(
      (a, b) => compareBound(a.sizeUpTo, b.sizeUpTo) || compareBound(a.thicknessUpTo, b.thicknessUpTo),
    );
    prepared.set(name, bands);
  }
  return prepared;
}

export function prepareItems(items: readonly ItemRateInput[] | undefined) {
  const prepared = new Map<string, PreparedItem>();
  for (const item of items ?? []) {
    const name = item.itemName;
    if (!ITEM_UNITS.includes(item.unit)) throw new Error(`unit of "${name}" must be one of ${ITEM_UNITS}`);
    prepared.set(name, {
      unit: item.unit,
      rate: nonNegative(item.rate, `rate of "${name}"`),
      gstRate: nonNegative(item.gstRate, `gstRate of "${name}"`),
    });
  }
  return prepared;
}

/**
 * The rate of the first band with sizeUpTo >= size (size absent: any) and thicknessUpTo >= thickness
 * (thickness absent: any); null when none fits ("No rate for this size").
 */
export function bandRate(
  bands: readonly PreparedBand[],
  size: Decimal | null,
  thickness: Decimal | null,
): Decimal | null {
  for (const band of bands) {
    if (size && band.sizeUpTo && compareDecimal(band.sizeUpTo, size) < 0) continue;
    if (thickness && band.thicknessUpTo && compareDecimal(band.thicknessUpTo, thickness) < 0) continue;
    return band.rate;
  }
  return null;
}

/** An operation's size in the company's unit, exactly as typed: inch mode also takes 1#4. */
export function parseOperationSize(
  value: NumberLike | null | undefined,
  unit: Unit,
): Decimal | null | string {
  if (value === null || value === undefined || value === "") return null;
  if (unit === "inch") {
    const size = parseSize(value, "inch");
    return size.ok ? size.inches : size.message;
  }
  const d = parseDecimal(value);
  return d && d.m > 0 ? d : MESSAGES.invalidInput;
}

/** A whole count from 1 to MAX_QUANTITY. */
function parseCount(value: unknown): number | null {
  const parsed = parseQuantity(value);
  return parsed.ok ? parsed.quantity : null;
}

/**
 * operationsAmount = r2(n * sum of c_i * rate_i) in paise; neither the multiplier nor wastage applies.
 * Throws a PricingError on the line's "operations" cell.
 */
export function operationsAmount(
  entries: readonly OperationEntryInput[],
  n: number,
  thickness: Decimal | null,
  catalogue: ReadonlyMap<string, readonly PreparedBand[]>,
  unit: Unit,
  lineIndex: number,
): Int {
  let sum: Int = 0;
  let k = 0;
  const terms: [Int, Decimal][] = [];
  for (const entry of entries) {
    const fail = (message: string): never => {
      throw new PricingError(message, lineIndex, "operations");
    };
    const name = entry.operation ?? entry.name;
    if (!name) fail(MESSAGES.required);
    const bands = catalogue.get(name!) ?? fail(`Unknown operation "${name}"`);
    const count = parseCount(entry.count) ?? fail(OPERATION_MESSAGES.countInvalid);
    const size = parseOperationSize(entry.size, unit);
    if (typeof size === "string") fail(size);
    const rate = bandRate(bands, size as Decimal | null, thickness) ?? fail(OPERATION_MESSAGES.noRate);
    terms.push([count, rate]);
    k = Math.max(k, rate.k);
  }
  for (const [count, rate] of terms) sum = add(sum, mul(count, roundScaled(rate.m, 1, k - rate.k)));
  return roundScaled(mul(sum, n), 1, 2 - k);
}

/** q: whole for nos, set, pair, job; at most 3 decimals for rft and kg; more than 0. */
function parseItemQuantity(value: NumberLike, unit: ItemUnit, index: number): Decimal {
  const fail = (message: string): never => {
    throw new PricingError(message, index, "itemQuantity", "item");
  };
  if (value === "" || value === null || value === undefined) fail(MESSAGES.required);
  const q = parseDecimal(value) ?? fail(MESSAGES.invalidInput);
  if (!(q.m > 0)) fail(MESSAGES.quantityBelowOne);
  const whole = unit !== "rft" && unit !== "kg";
  const fraction = q.k === 0 ? 0n : BigInt(q.m) % 10n ** BigInt(q.k);
  if (whole && fraction !== 0n) fail(MESSAGES.quantityNotWhole);
  // Trailing zeros are not decimals: "2.500" kg is 2.5.
  let places = q.k;
  let rest = BigInt(q.m);
  while (places > 0 && rest % 10n === 0n) {
    rest /= 10n;
    places--;
  }
  if (!whole && places > 3) fail(ITEM_MESSAGES.quantityDecimals);
  if (compareDecimal(q, { m: MAX_QUANTITY, k: 0 }) > 0) fail(MESSAGES.quantityTooLarge);
  return q;
}

export interface ItemAmounts {
  readonly itemAmount: Int;
  readonly itemGst: Int;
  readonly itemTotal: Int;
  readonly gstRate: Decimal;
}

/** itemAmount = r2(q * rate); itemGst = r2(itemAmount * gstRate / 100); itemTotal = their sum. */
export function priceItemLine(
  line: ItemLineInput,
  index: number,
  catalogue: ReadonlyMap<string, PreparedItem>,
  withoutTax: boolean,
): { figures: PricedItemLine; amounts: ItemAmounts } {
  if (!line.item) throw new PricingError(MESSAGES.required, index, "item", "item");
  const item = catalogue.get(line.item);
  if (!item) throw new PricingError(`Unknown item "${line.item}"`, index, "item", "item");
  const q = parseItemQuantity(line.quantity, item.unit, index);
  const gstRate: Decimal = withoutTax ? { m: 0, k: 0 } : item.gstRate;
  const itemAmount = roundScaled(mul(q.m, item.rate.m), 1, 2 - q.k - item.rate.k);
  const itemGst = roundScaled(mul(itemAmount, gstRate.m), 1, -2 - gstRate.k);
  const itemTotal = add(itemAmount, itemGst);
  return {
    figures: {
      rate: formatCents(toCents(item.rate)),
      gstRate: formatCents(toCents(gstRate)),
      itemAmount: formatCents(itemAmount),
      itemGst: formatCents(itemGst),
      itemTotal: formatCents(itemTotal),
    },
    amounts: { itemAmount, itemGst, itemTotal, gstRate },
  };
}
