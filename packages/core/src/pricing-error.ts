export type PricingField =
  | "widthForDisplay"
  | "lengthForDisplay"
  | "quantity"
  | "materialType"
  | "edgeSelection"
  | "edgeProfile"
  | "areaExtras"
  | "multiplier"
  | "operations"
  | "item"
  | "itemQuantity";

/** A line that breaks a pricing rule; lineIndex and field say which cell to show the message under. */
export class PricingError extends Error {
  override readonly name = "PricingError";

  constructor(
    message: string,
    readonly lineIndex: number,
    readonly field: PricingField,
    /** Which list lineIndex counts in: the piece lines, or the item lines (pricing.md "Item lines"). */
    readonly lineKind: "piece" | "item" = "piece",
  ) {
    super(message);
  }
}
