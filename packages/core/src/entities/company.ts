import { z } from "zod";
import { MAX_ADDRESS_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { emailField, optionalGstinField, passwordField, phoneField, requiredText } from "../schemas/fields";
import { ZPersonFields } from "./person";
import { ids } from "./record-fields";

export const companyNameField = () => requiredText(MESSAGES.companyNameRequired);
export const companyAddressField = () => requiredText(MESSAGES.addressRequired, MAX_ADDRESS_LENGTH);
const signupPassword = () => passwordField(6, MESSAGES.passwordMin6, MESSAGES.passwordRequired);

/** The sign-up payload (POST /auth/signup and tRPC). */
export const ZSignupInput = z.object({
  companyName: companyNameField(),
  email: emailField(),
  password: signupPassword(),
  phoneNumber: phoneField(),
  /** Optional (portal-spec 5 only asks that it match the pattern): a shop not registered for GST leaves it empty. */
  gstNo: optionalGstinField(),
  address: companyAddressField(),
});
export type TSignupInput = z.infer<typeof ZSignupInput>;

/** The company as answered: the signed-up account's details. */
export const ZUserDetail = z.strictObject({
  ...ids,
  company_name: z.string(),
  email_id: z.string(),
  phone_no: z.string(),
  address: z.string(),
  gstNo: z.string(),
  pinCode: z.string().nullable(),
  city: z.string().nullable(),
  /** The signed-in person (issue 27): their name, e-mail, role and what it permits. */
  person: z.strictObject(ZPersonFields),
});
export type UserDetail = z.output<typeof ZUserDetail>;

/** Login and signup: the session token and the user detail (also at the top level of the REST answer). */
export const ZAuthResult = z.strictObject({
  accessToken: z.string(),
  user: ZUserDetail,
  isRegistered: z.boolean(),
});
export type AuthResult = z.output<typeof ZAuthResult>;
