import { z } from "zod";
import { MESSAGES } from "../messages";
import { dateField, phoneField, requiredText } from "../schemas/fields";
import { ORDER_STATES } from "./quotation";
import { ids, timestamp } from "./record-fields";

export const ZCreateCustomerInput = z.object({
  customerName: requiredText(MESSAGES.customerNameRequired),
  phoneNo: phoneField(),
  date: dateField(),
});
export type TCreateCustomerInput = z.infer<typeof ZCreateCustomerInput>;

export const ZCustomerRecord = z.strictObject({
  ...ids,
  customerName: z.string(),
  phoneNo: z.string(),
  date: timestamp(),
  createdAt: timestamp(),
});
export type CustomerRecord = z.output<typeof ZCustomerRecord>;

/** A customer of the dashboard's list: with where its order stands. */
export const ZCustomerListItem = ZCustomerRecord.extend({
  state: z.enum(ORDER_STATES),
});
export type CustomerListItem = z.output<typeof ZCustomerListItem>;
