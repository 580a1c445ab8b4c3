import { z } from "zod";
import { optionalCityField, optionalPinField } from "../gst/fields";
import { emailField, optionalGstinField, phoneField } from "../schemas/fields";
import { companyAddressField, companyNameField } from "./company";

// Its own module: the login page's bundle carries the sign-up schema of company.ts, not this one.

/** The company's own details (Profile page). */
export const ZProfileInput = z.object({
  company_name: companyNameField(),
  email_id: emailField(),
  phone_no: phoneField(),
  gstNo: optionalGstinField(),
  address: companyAddressField(),
  /** The GST files (e-invoice, e-way bill) need the PIN code and city of the place of business. */
  pinCode: optionalPinField(),
  city: optionalCityField(),
});
export type TProfileInput = z.infer<typeof ZProfileInput>;
