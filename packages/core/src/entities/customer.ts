import { z } from "zod";
import { MESSAGES } from "../messages";
import { dateField, phoneField, requiredText } from "../schemas/fields";
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
