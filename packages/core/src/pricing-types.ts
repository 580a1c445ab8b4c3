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
  /** The glass's thickness in mm, matched against an operation band's thicknessUpTo; absent: any band. */
  thickness?: NumberLike | null;
}

/** One band of an operation's rate table: sizes up to sizeUpTo (company's unit) at thickness up to thicknessUpTo (mm). */
export interface OperationBandInput {
  /** null or absent: no upper bound. */
  sizeUpTo?: NumberLike | null;
  /** null or absent: no upper bound. */
  thicknessUpTo?: NumberLike | null;
  rate: NumberLike;
}

/** A company's operation (hole, cut-out, notch ...) priced per count from its bands. */
export interface OperationRateInput {
  operationName: string;
  bands: readonly OperationBandInput[];
}

/** An operation on a piece line: how many per piece, and its size (hole diameter or cut-out length). */
export interface OperationEntryInput {
  /** The operation's name; `name` is taken too, as an order's lines store it. */
  operation?: string;
  name?: string;
  count: number | string;
  size?: NumberLike | null;
}

/** Units an item is sold in; whole quantities except rft and kg (up to 3 decimals). */
export const ITEM_UNITS = ["nos", "set", "pair", "rft", "kg", "job"] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** A catalogue item that is not area: a fitting, a consumable, a service. */
export interface ItemRateInput {
  itemName: string;
  unit: ItemUnit;
  rate: NumberLike;
  gstRate: NumberLike;
}

/** An item line of an order. */
export interface ItemLineInput {
  item: string;
  quantity: NumberLike;
}

/** An item line priced (pricing.md "Item lines"). */
export interface PricedItemLine {
  rate: string;
  gstRate: string;
  itemAmount: string;
  itemGst: string;
  itemTotal: string;
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
  operations?: readonly OperationEntryInput[];
}

export interface PriceQuoteInput {
  settings: QuoteSettingsInput;
  materials: readonly MaterialRateInput[];
  edgeProfiles: readonly EdgeProfileRateInput[];
  edgeSelections?: readonly EdgeSelectionOverride[];
  lines: readonly PieceLineInput[];
  /** The operations catalogue the lines' operations are priced from. */
  operations?: readonly OperationRateInput[];
  /** The items catalogue the item lines are priced from. */
  items?: readonly ItemRateInput[];
  itemLines?: readonly ItemLineInput[];
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
  /** Present when the input has item lines. */
  itemLines?: PricedItemLine[];
  totals: QuoteTotals;
}
