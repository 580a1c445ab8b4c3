import { z } from "zod";
import { MESSAGES } from "../messages";
import { dateField, phoneField, requiredText } from "./fields";

export const ZCreateCustomerInput = z.object({
  customerName: requiredText(MESSAGES.customerNameRequired),
  phoneNo: phoneField(),
  date: dateField(),
});
export type TCreateCustomerInput = z.infer<typeof ZCreateCustomerInput>;
