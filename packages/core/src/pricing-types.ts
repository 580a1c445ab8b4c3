import type { QuoteTotals } from "./entities/order";
import type { PricedLine } from "./entities/order-line";
import type { Unit } from "./enums";

/** A JSON number or a decimal string: 1.5 and "1.5" mean the same. */
export type NumberLike = number | string;

export interface QuoteSettingsInput {
  unit?: Unit;
  roundingStep?: NumberLike;
  minAreaPerPiece?: NumberLike;
  cuttingRateType?: "sqFt" | "runningFt";
  gstOnCuttingRate?: boolean;
  isAddExtraMaterialInRate?: boolean;
}

export interface MaterialRateInput {
  materialName: string;
  materialRate: NumberLike;
  cuttingRate: NumberLike;
  materialGst: NumberLike;
  materialWastage: NumberLike;
}

export interface EdgeProfileRateInput {
  edgeProfileName: string;
  edgeProfileRate: NumberLike;
}

/** Replaces the default side counts of one edge selection. */
export interface EdgeSelectionOverride {
  value: string;
  lengths?: number;
  widths?: number;
}

export interface AreaExtraInput {
  label: string;
  value: NumberLike;
}

export interface PieceLineInput {
  widthForDisplay: string | number;
  lengthForDisplay: string | number;
  quantity: number | string;
  materialType: string;
  edgeSelection?: string | null;
  edgeProfile?: string | null;
  areaExtras?: readonly AreaExtraInput[];
  multiplier?: NumberLike | null;
}

export interface PriceQuoteInput {
  settings: QuoteSettingsInput;
  materials: readonly MaterialRateInput[];
  edgeProfiles: readonly EdgeProfileRateInput[];
  edgeSelections?: readonly EdgeSelectionOverride[];
  lines: readonly PieceLineInput[];
  supplierGstin?: string | null;
  recipientGstin?: string | null;
  /** The supply's place as an order's header gives it (gst/place-of-supply.ts), over the two GSTINs. */
  supply?: SupplyTax;
}

/** How a supply is taxed: all IGST (another state, or an SEZ), and whether no GST is charged at all. */
export type SupplyTax = { interState: boolean; withoutTax: boolean };

/** Every figure is a decimal string with exactly 2 decimals (the record schema is the type). */
export type { PricedLine, QuoteTotals };

export interface PricedQuote {
  lines: PricedLine[];
  totals: QuoteTotals;
}
