import { z } from "zod";
import { optionalCityField, optionalPinField } from "../gst/fields";
import { SEZ_SUPPLIES } from "../gst/place-of-supply";
import { MAX_ADDRESS_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  dateField,
  optionalEmailField,
  optionalField,
  optionalGstinField,
  optionalPhoneField,
  requiredText,
} from "../schemas/fields";
import { GST_HEADER_MESSAGES, stateField, withSupplyRules } from "./order-supply";
import { gstAndRoundOff, money, timestamp } from "./record-fields";

/** The customer block of an order page and of its invoice, before the rules across its fields. */
export const ZQuoteHeaderFields = z.object({
  customer_name: requiredText(MESSAGES.customerNameRequired),
  date: dateField(),
  email_id: optionalEmailField(),
  phone_no: optionalPhoneField(),
  billing_address: requiredText(MESSAGES.quoteAddressRequired, MAX_ADDRESS_LENGTH),
  shipping_address: requiredText(MESSAGES.quoteAddressRequired, MAX_ADDRESS_LENGTH),
  gst_no: optionalGstinField(),
  // PIN and city of each address: the GST files (e-invoice, e-way bill) need them.
  billing_pin: optionalPinField(),
  billing_city: optionalCityField(),
  shipping_pin: optionalPinField(),
  shipping_city: optionalCityField(),
  // Where the supply is taxed (IGST Act sec. 10): each address's state, suggested from its PIN.
  billing_state: stateField().describe("GST state code; a registered buyer's is its GSTIN's"),
  shipping_state: stateField().describe("GST state code of the delivery address"),
  collected_at_shop: z
    .boolean({ error: GST_HEADER_MESSAGES.collectedInvalid })
    .optional()
    .describe("true: the customer collects at the counter, so the place of supply is the shop's state"),
  sez_supply: optionalField(z.enum(SEZ_SUPPLIES, { error: GST_HEADER_MESSAGES.sezInvalid })).describe(
    "The buyer is an SEZ unit or developer: IGST always (with_payment), or none under a bond or LUT",
  ),
});

/** The customer block of an order page and of its invoice. */
export const ZQuoteHeader = withSupplyRules(ZQuoteHeaderFields);
export type TQuoteHeader = z.infer<typeof ZQuoteHeader>;

/** The customer block of an order page as stored: `date` is an ISO timestamp. */
export const ZStoredQuoteHeader = z.strictObject({
  customer_name: z.string(),
  date: timestamp(),
  email_id: z.string().optional(),
  phone_no: z.string().optional(),
  billing_address: z.string(),
  shipping_address: z.string(),
  gst_no: z.string().optional(),
  billing_pin: z.string().optional(),
  billing_city: z.string().optional(),
  shipping_pin: z.string().optional(),
  shipping_city: z.string().optional(),
  billing_state: z.string().optional(),
  shipping_state: z.string().optional(),
  collected_at_shop: z.boolean().optional(),
  sez_supply: z.enum(SEZ_SUPPLIES).optional(),
});
export type StoredQuoteHeader = z.output<typeof ZStoredQuoteHeader>;

/** The totals of an order's lines (docs/spec/pricing.md): decimal strings with 2 decimals, and the payable in words. */
export const ZQuoteTotals = z.strictObject({
  area: money(),
  materialAmount: money(),
  cuttingAmount: money(),
  edgeAmount: money(),
  taxableValue: money(),
  ...gstAndRoundOff(),
  payable: money(),
  amountInWords: z.string(),
  /** Present when the quote has operations or item lines (pricing.md "Operations and items"). */
  operationsAmount: money().optional(),
  itemsAmount: money().optional(),
});
export type QuoteTotals = z.output<typeof ZQuoteTotals>;
