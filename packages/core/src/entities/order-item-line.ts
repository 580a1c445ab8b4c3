import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { ITEM_MESSAGES } from "../operations-items";
import { ITEM_UNITS } from "../pricing-types";
import { MAX_QUANTITY } from "../quantity";
import { cappedString, decimalField, requiredText } from "../schemas/fields";
import { recordIdField } from "../schemas/list-query";
import { ZLineError } from "./order-line";
import { ids, money, recordId } from "./record-fields";

// An order's item lines (issue 29 point 3, docs/spec/pricing.md "Item lines"): an item of the company's
// catalogue by its name and a quantity. Whether the quantity is whole or takes up to 3 decimals depends on
// the item's unit, so that rule is pricing's (priceItemLine), checked by the service with the catalogue.

/** At most this many item lines on one order: a shop's fittings and services, not a second piece grid. */
export const MAX_ORDER_ITEM_LINES = 200;

export const ORDER_ITEM_MESSAGES = {
  itemRequired: "Item is Required",
  tooMany: `An order holds at most ${MAX_ORDER_ITEM_LINES} item lines`,
  unknownItem: (name: string) => `Unknown item "${name}"`,
} as const;

/**
 * A quantity as typed, kept as its decimal text ("2", "12.5"): more than 0, at most 3 decimals, at most
 * MAX_QUANTITY. Whole or not is the unit's rule (nos, set, pair, job), checked when it is priced.
 */
const quantityField = () =>
  decimalField({
    required: MESSAGES.required,
    notNumber: MESSAGES.invalidInput,
    positive: MESSAGES.quantityBelowOne,
    negative: MESSAGES.quantityBelowOne,
    decimals: { count: 3, message: ITEM_MESSAGES.quantityDecimals },
    max: { value: { m: MAX_QUANTITY, k: 0 }, message: MESSAGES.quantityTooLarge },
  });

const itemLineFields = {
  name: requiredText(ORDER_ITEM_MESSAGES.itemRequired),
  quantity: quantityField(),
};

export const ZItemLineFields = z.object(itemLineFields);
export type TItemLineFields = z.infer<typeof ZItemLineFields>;

export const ZCreateItemLineInput = z.object({ customerId: recordIdField(), ...itemLineFields });
export type TCreateItemLineInput = z.infer<typeof ZCreateItemLineInput>;

/** Either field may be left out: an edit of the quantity keeps the item, and the other way round. */
export const ZUpdateItemLineInput = z.object({
  id: cappedString(MAX_LENGTH.id, MESSAGES.idRequired).trim().min(1, MESSAGES.idRequired),
  name: itemLineFields.name.optional(),
  quantity: quantityField().optional(),
});
export type TUpdateItemLineInput = z.infer<typeof ZUpdateItemLineInput>;

/** An item line's figures by pricing.md "Item lines". */
export const ZPricedItemLine = z.strictObject({
  rate: money(),
  gstRate: money(),
  itemAmount: money(),
  itemGst: money(),
  itemTotal: money(),
});

/**
 * An item line of an order with its figures; `priced` is null when it no longer prices (its item was
 * deleted from the catalogue since, or its unit changed to one its quantity does not fit), with `error`.
 */
export const ZOrderItemLine = z.strictObject({
  ...ids,
  customerId: recordId(),
  name: z.string(),
  quantity: z.string(),
  /** The catalogue item's unit now; null when the item is no longer in the catalogue. */
  unit: z.enum(ITEM_UNITS).nullable(),
  priced: ZPricedItemLine.nullable(),
  error: ZLineError.nullable(),
});
export type OrderItemLine = z.output<typeof ZOrderItemLine>;
