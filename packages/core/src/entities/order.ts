import { z } from "zod";
import { optionalCityField, optionalPinField } from "../gst/fields";
import { MAX_ADDRESS_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  dateField,
  optionalEmailField,
  optionalGstinField,
  optionalPhoneField,
  requiredText,
} from "../schemas/fields";
import { gstAndRoundOff, money, timestamp } from "./record-fields";

/** The customer block of an order page and of its invoice. */
export const ZQuoteHeader = z.object({
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
});
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
});
export type QuoteTotals = z.output<typeof ZQuoteTotals>;
