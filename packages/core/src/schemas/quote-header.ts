import { z } from "zod";
import { MAX_ADDRESS_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  dateField,
  optionalEmailField,
  optionalGstinField,
  optionalPhoneField,
  requiredText,
} from "./fields";

/** The customer block of an order page and of its invoice. */
export const ZQuoteHeader = z.object({
  customer_name: requiredText(MESSAGES.customerNameRequired),
  date: dateField(),
  email_id: optionalEmailField(),
  phone_no: optionalPhoneField(),
  billing_address: requiredText(MESSAGES.quoteAddressRequired, MAX_ADDRESS_LENGTH),
  shipping_address: requiredText(MESSAGES.quoteAddressRequired, MAX_ADDRESS_LENGTH),
  gst_no: optionalGstinField(),
});
export type TQuoteHeader = z.infer<typeof ZQuoteHeader>;

/** What a clerical correction of an issued invoice may change: names and addresses, never a GSTIN or a figure. */
export const ZInvoiceHeaderCorrection = ZQuoteHeader.pick({
  customer_name: true,
  email_id: true,
  phone_no: true,
  billing_address: true,
  shipping_address: true,
}).partial();
export type TInvoiceHeaderCorrection = z.infer<typeof ZInvoiceHeaderCorrection>;
