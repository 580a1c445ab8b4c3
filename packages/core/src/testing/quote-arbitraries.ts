import fc from "fast-check";
import type { Unit } from "../enums";
import type {
  ItemRateInput,
  OperationRateInput,
  PieceLineInput,
  PriceQuoteInput,
  QuoteSettingsInput,
} from "../pricing-types";

// Random quotes for the property tests: every figure the spec allows, as numbers or decimal strings,
// including sizes and rates large enough to push intermediates past Number.MAX_SAFE_INTEGER.

const asNumberOrText = (text: string) => fc.constantFrom<number | string>(text, Number(text));

/** A decimal with up to `decimals` places from 0 to max, as text. */
const decimalText = (max: number, decimals: number) =>
  fc.bigInt({ min: 0n, max: BigInt(max) * 10n ** BigInt(decimals) }).map((n) => {
    const digits = String(n).padStart(decimals + 1, "0");
    return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  });

const amount = (max: number) => decimalText(max, 2).chain(asNumberOrText);

/** A size in thousandths of an inch (or tenths of a millimetre), and how a user might type it. */
export function typedSize(count: number, unit: Unit, style: number): string {
  if (unit === "mm") return count % 10 === 0 ? String(count / 10) : `${Math.floor(count / 10)}.${count % 10}`;
  if (count % 125 === 0 && style % 2 === 0) {
    const eighths = count / 125;
    return `${Math.floor(eighths / 8)}#${eighths % 8}`;
  }
  const whole = Math.floor(count / 1000);
  const fraction = String(count % 1000).padStart(3, "0");
  return `${whole}.${fraction}`;
}

export const sizeCount = (unit: Unit) =>
  fc.oneof(
    // common shop sizes, in eighths of an inch (or whole millimetres)
    fc.integer({ min: 1, max: unit === "mm" ? 30000 : 1200 }).map((n) => n * (unit === "mm" ? 10 : 125)),
    // anything up to the limit of 10,000 inches
    // (from 0.2 mm: anything smaller is 0.00 inches, which is not a size)
    fc.integer({ min: unit === "mm" ? 2 : 1, max: unit === "mm" ? 2540000 : 10000000 }),
  );

export const settingsArb: fc.Arbitrary<QuoteSettingsInput> = fc.record({
  unit: fc.constantFrom<Unit>("inch", "mm"),
  roundingStep: fc.constantFrom<number | string>(0, 1, 2, 3, 0.5, "0.125", "0.25", "1.5", 6, "0"),
  minAreaPerPiece: fc.constantFrom<number | string>(0, 0, 1, "1.5", 0.25, "2.75"),
  cuttingRateType: fc.constantFrom<"sqFt" | "runningFt">("sqFt", "runningFt"),
  gstOnCuttingRate: fc.boolean(),
  isAddExtraMaterialInRate: fc.boolean(),
});

export const MATERIAL_NAMES = ["Clear 5mm", "Toughened 12mm", "Granite Black", "Mirror 4mm"];
export const EDGE_PROFILE_NAMES = ["Flat Polish", "Bevel 10mm", "Half Round"];

export const materialsArb = fc.tuple(
  ...MATERIAL_NAMES.map((materialName) =>
    fc.record({
      materialName: fc.constant(materialName),
      materialRate: fc.oneof(amount(1000), amount(10000000000)),
      cuttingRate: amount(100),
      materialGst: fc.constantFrom<number | string>(0, 5, "12", 18, "28", "2.5"),
      materialWastage: fc.oneof(amount(100), fc.constantFrom<number | string>(0, "7.5", 10)),
      thickness: fc.constantFrom<number | string | null>(null, 4, "5", 6, "8", 10, "12", 19),
    }),
  ),
);

export const edgeProfilesArb = fc.tuple(
  ...EDGE_PROFILE_NAMES.map((edgeProfileName) =>
    fc.record({ edgeProfileName: fc.constant(edgeProfileName), edgeProfileRate: amount(500) }),
  ),
);

export const OPERATION_NAMES = ["Hole", "Hinge cut-out", "Sink cut-out"];

/** Bands for one operation; the last has no limits, so every entry finds a rate. */
const bandsArb = fc
  .array(
    fc.record({
      sizeUpTo: fc.option(decimalText(60, 2).chain(asNumberOrText), { nil: null }),
      thicknessUpTo: fc.option(fc.constantFrom<number | string>(4, "6", 8, "10", 12, "19"), { nil: null }),
      rate: amount(5000),
    }),
    { maxLength: 5 },
  )
  .chain((bands) => amount(5000).map((rate) => [...bands, { sizeUpTo: null, thicknessUpTo: null, rate }]));

export const operationsArb: fc.Arbitrary<OperationRateInput[]> = fc.tuple(
  ...OPERATION_NAMES.map((operationName) =>
    fc.record({ operationName: fc.constant(operationName), bands: bandsArb }),
  ),
);

export const ITEMS: readonly [string, ItemRateInput["unit"]][] = [
  ["Hinge", "nos"],
  ["Silicone", "rft"],
  ["Transport", "job"],
  ["Bolts", "kg"],
];

export const itemsArb: fc.Arbitrary<ItemRateInput[]> = fc.tuple(
  ...ITEMS.map(([itemName, unit]) =>
    fc.record({
      itemName: fc.constant(itemName),
      unit: fc.constant(unit),
      rate: fc.oneof(amount(10000), amount(10000000000)),
      gstRate: fc.constantFrom<number | string>(0, 5, "12", 18, "28", "2.5"),
    }),
  ),
);

/** An item line whose quantity its unit allows: whole for nos and job, up to 3 decimals for rft and kg. */
const itemLineArb = fc
  .constantFrom(...ITEMS)
  .chain(([item, unit]) =>
    (unit === "rft" || unit === "kg"
      ? fc
          .integer({ min: 1, max: 100000000 })
          .map((n) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, "0")}`)
      : fc.integer({ min: 1, max: 100000 }).map(String)
    )
      .filter((q) => Number(q) > 0)
      .chain((q) => asNumberOrText(q).map((quantity) => ({ item, quantity }))),
  );

const lineArb = (unit: Unit): fc.Arbitrary<PieceLineInput> =>
  fc
    .record({
      a: sizeCount(unit),
      b: sizeCount(unit),
      style: fc.nat(3),
      quantity: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100000 })),
      materialType: fc.constantFrom(...MATERIAL_NAMES),
      edgeSelection: fc.option(fc.integer({ min: 1, max: 9 }).map((n) => `edgeSelection${n}`)),
      edgeProfile: fc.constantFrom(...EDGE_PROFILE_NAMES),
      areaExtras: fc.array(
        fc.record({ label: fc.constantFrom("A", "B"), value: decimalText(100, 1).chain(asNumberOrText) }),
        { maxLength: 2 },
      ),
      multiplier: fc.constantFrom<number | string>(1, 1, 2, "1.5", 0.75, "3"),
      operations: fc.array(
        fc.record({
          operation: fc.constantFrom(...OPERATION_NAMES),
          count: fc.integer({ min: 1, max: 50 }),
          size: fc.option(
            unit === "inch"
              ? fc.oneof(
                  decimalText(60, 2).filter((d) => Number(d) > 0),
                  fc
                    .integer({ min: 1, max: 400 })
                    .map((e) => `${Math.floor(e / 8)}#${e % 8}`)
                    .filter((t) => t !== "0#0"),
                )
              : decimalText(1500, 1).filter((d) => Number(d) > 0),
            { nil: null },
          ),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ a, b, style, edgeSelection, ...rest }) => ({
      ...rest,
      widthForDisplay: typedSize(Math.min(a, b), unit, style),
      lengthForDisplay: typedSize(Math.max(a, b), unit, style >> 1),
      edgeSelection,
    }));

const GSTINS = [null, "27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "27AAACR5055K1Z7"];

export const quoteArb: fc.Arbitrary<PriceQuoteInput> = settingsArb.chain((settings) =>
  fc.record({
    settings: fc.constant(settings),
    materials: materialsArb,
    edgeProfiles: edgeProfilesArb,
    edgeSelections: fc.constant([]),
    lines: fc.array(lineArb(settings.unit ?? "inch"), { minLength: 1, maxLength: 8 }),
    operations: operationsArb,
    items: itemsArb,
    itemLines: fc.array(itemLineArb, { maxLength: 4 }),
    supplierGstin: fc.constantFrom(...GSTINS),
    recipientGstin: fc.constantFrom(...GSTINS),
  }),
);

/** Quotes of piece lines only (with their operations), for what does not take item lines yet. */
export const pieceQuoteArb: fc.Arbitrary<PriceQuoteInput> = quoteArb.map((quote) => ({
  ...quote,
  itemLines: [],
}));
