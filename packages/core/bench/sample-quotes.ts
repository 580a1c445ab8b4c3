import type { PieceLineInput, PriceQuoteInput, QuoteSettingsInput } from "../src/pricing-types";

const MATERIALS = [
  {
    materialName: "Clear 5mm",
    materialRate: "62.50",
    cuttingRate: "4",
    materialGst: "18",
    materialWastage: "5",
  },
  {
    materialName: "Toughened 12mm",
    materialRate: 310,
    cuttingRate: "12.75",
    materialGst: 18,
    materialWastage: "10",
  },
  {
    materialName: "Granite Black",
    materialRate: "145.35",
    cuttingRate: 9.5,
    materialGst: "12",
    materialWastage: "7.5",
  },
  {
    materialName: "Mirror 4mm",
    materialRate: "48",
    cuttingRate: "0",
    materialGst: "28",
    materialWastage: "0",
  },
];

const EDGE_PROFILES = [
  { edgeProfileName: "Flat Polish", edgeProfileRate: "18" },
  { edgeProfileName: "Bevel 10mm", edgeProfileRate: "42.5" },
  { edgeProfileName: "Half Round", edgeProfileRate: 35.25 },
];

/** A small deterministic generator, so every run prices the same quotes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function inchText(next: () => number, whole: number): string {
  const style = next();
  if (style < 0.4) return `${whole}#${Math.floor(next() * 8)}`;
  if (style < 0.7) return `${whole}.${Math.floor(next() * 100)}`;
  return String(whole);
}

function line(next: () => number, mm: boolean): PieceLineInput {
  const w = 6 + Math.floor(next() * 60);
  const l = w + 1 + Math.floor(next() * 60);
  const edged = next() < 0.7;
  const selection = edged ? `edgeSelection${1 + Math.floor(next() * 9)}` : null;
  return {
    widthForDisplay: mm ? String(w * 25 + Math.floor(next() * 25)) : inchText(next, w),
    lengthForDisplay: mm ? String(l * 26) : String(l),
    quantity: 1 + Math.floor(next() * 40),
    materialType: pick(next, MATERIALS).materialName,
    edgeSelection: selection,
    edgeProfile: edged ? pick(next, EDGE_PROFILES).edgeProfileName : null,
    areaExtras:
      selection === "edgeSelection9"
        ? [
            { label: "A", value: "35" },
            { label: "B", value: 1 },
          ]
        : [],
    multiplier: next() < 0.1 ? "1.5" : 1,
  };
}

const SETTINGS: readonly QuoteSettingsInput[] = [
  { unit: "inch", roundingStep: 1, minAreaPerPiece: 0, cuttingRateType: "sqFt" },
  {
    unit: "mm",
    roundingStep: 0,
    cuttingRateType: "runningFt",
    isAddExtraMaterialInRate: true,
    gstOnCuttingRate: true,
  },
  {
    unit: "inch",
    roundingStep: "0.5",
    minAreaPerPiece: "1.5",
    cuttingRateType: "sqFt",
    gstOnCuttingRate: true,
  },
  { unit: "inch", roundingStep: 0, cuttingRateType: "runningFt", isAddExtraMaterialInRate: true },
];

/** Quotes of `lineCount` lines, one per mix of settings: inch and mm, eighths, edges, wastage in rate, running foot. */
export function sampleQuotes(lineCount: number): PriceQuoteInput[] {
  return SETTINGS.map((settings, i) => {
    const next = random(i + 1);
    return {
      settings,
      materials: MATERIALS,
      edgeProfiles: EDGE_PROFILES,
      edgeSelections: [],
      lines: Array.from({ length: lineCount }, () => line(next, settings.unit === "mm")),
      supplierGstin: "27AAPFU0939F1ZV",
      recipientGstin: i % 2 === 0 ? "29AAGCB7383J1Z4" : null,
    };
  });
}
