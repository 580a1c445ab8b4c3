import { z } from "zod";
import { pinsGivingOneState, SUPPLY_STATE_CODES } from "../gst/pin-states";
import { type SupplyHeader, shippingStateOf } from "../gst/place-of-supply";
import { optionalField } from "../schemas/fields";
import { type JsonSchema, takes } from "../schemas/takes";

export const GST_HEADER_MESSAGES = {
  stateInvalid: "Choose a state from the list",
  shippingStateRequired:
    "Shipping state is required (its PIN does not give it), or tick Collected at the shop",
  collectedInvalid: "Collected at the shop must be true or false",
  sezInvalid: 'SEZ supply must be "with_payment" or "without_payment"',
  sezNeedsGstin: "An SEZ unit or developer is registered: enter its GSTIN",
  sameGstin: "The customer's GSTIN is the company's own: a business does not invoice itself",
} as const;

/** A GST state code of today's states ("29"), or nothing. */
export function stateField() {
  return optionalField(
    z.enum(SUPPLY_STATE_CODES as [string, ...string[]], { error: GST_HEADER_MESSAGES.stateInvalid }),
  );
}

/** Present and not blank (a blank optional field reads as left out). */
const given = (key: string, value: JsonSchema = { type: "string", pattern: "\\S" }): JsonSchema => ({
  required: [key],
  properties: { [key]: value },
});

/**
 * The header's rules across fields: the place of supply must be known (a GSTIN, the counter, or the
 * shipping state or a PIN that gives one), and only a registered buyer is an SEZ unit or developer.
 */
export function withSupplyRules<T extends z.ZodObject>(fields: T) {
  const pins = pinsGivingOneState();
  const refined = fields.superRefine((value, ctx) => {
    const header = value as SupplyHeader;
    if (!header.gst_no && !header.collected_at_shop && !shippingStateOf(header)) {
      ctx.addIssue({
        code: "custom",
        path: ["shipping_state"],
        message: GST_HEADER_MESSAGES.shippingStateRequired,
      });
    }
    if (header.sez_supply && !header.gst_no) {
      ctx.addIssue({ code: "custom", path: ["gst_no"], message: GST_HEADER_MESSAGES.sezNeedsGstin });
    }
  });
  return takes(refined, (derived) => ({
    ...derived,
    allOf: [
      {
        // No GSTIN, not collected at the shop, and no PIN that gives one state: the shipping state.
        if: {
          not: {
            anyOf: [
              given("gst_no"),
              given("collected_at_shop", { const: true }),
              given("shipping_pin", {
                anyOf: [
                  { type: "string", pattern: pins.pattern },
                  { type: "integer", anyOf: pins.ranges.map(([minimum, maximum]) => ({ minimum, maximum })) },
                ],
              }),
            ],
          },
        },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: given("shipping_state"),
      },
      {
        if: given("sez_supply"),
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: given("gst_no"),
      },
    ],
    "x-place-of-supply": `${GST_HEADER_MESSAGES.shippingStateRequired}. ${GST_HEADER_MESSAGES.sezNeedsGstin}.`,
  }));
}
