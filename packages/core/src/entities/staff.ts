import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { BUILT_IN_ROLES, PERMISSIONS } from "../permissions";
import { cappedString, emailField, passwordField, requiredText } from "../schemas/fields";
import { recordIdField } from "../schemas/list-query";
import { ZPersonFields } from "./person";
import { ids, timestamp } from "./record-fields";

// The company's people (issue 27): staff invited by e-mail, each with a role, and the custom roles.

export const STAFF_MESSAGES = {
  roleRequired: "Choose a role",
  roleUnknown: "No such role in this company",
  nameRequired: "Name is required",
  permissionUnknown: "No such permission",
  permissionsRequired: "Choose at least one permission",
  roleNameRequired: "Role name is required",
  roleNameTaken: "A role with this name already exists",
  builtInReadOnly: "A built-in role cannot be changed",
  roleInUse: "This role is still given to someone: give them another role first",
  emailHasAccount: "This e-mail already has an account here",
  emailElsewhere: "This e-mail already has an account with another company",
  inviteInvalid: "This invite link is not valid: ask for a new one",
  inviteExpired: "This invite link has expired: ask for a new one",
  lastOwner: "A company keeps at least one active Owner",
  personNotFound: "No such person in this company",
  nothingToChange: "Give a role or active",
} as const;

/** A built-in role's key (owner, manager, counter, accounts, floor) or a custom role's id. */
/** A built-in role's key or a custom role's id (a UUID); which custom roles exist is the server's to say. */
export const roleField = () =>
  z.union([z.enum(BUILT_IN_ROLES), z.uuid({ error: STAFF_MESSAGES.roleUnknown })], {
    error: STAFF_MESSAGES.roleUnknown,
  });
export const ZInviteInput = z.object({ email: emailField(), role: roleField() });
export type TInviteInput = z.infer<typeof ZInviteInput>;

export const ZAcceptInviteInput = z.object({
  token: cappedString(MAX_LENGTH.token, STAFF_MESSAGES.inviteInvalid).min(1, STAFF_MESSAGES.inviteInvalid),
  name: requiredText(STAFF_MESSAGES.nameRequired),
  password: passwordField(6, MESSAGES.passwordMin6, MESSAGES.passwordRequired),
});
export type TAcceptInviteInput = z.infer<typeof ZAcceptInviteInput>;

export const ZUpdateStaffInput = z.object({
  id: recordIdField(),
  role: roleField().optional(),
  active: z.boolean().optional(),
});
export type TUpdateStaffInput = z.infer<typeof ZUpdateStaffInput>;

export const ZStaffRef = z.object({ id: recordIdField() });

const permissionList = () =>
  z
    .array(z.enum(PERMISSIONS, { error: STAFF_MESSAGES.permissionUnknown }))
    .min(1, STAFF_MESSAGES.permissionsRequired)
    .max(PERMISSIONS.length * 2);

export const ZRoleInput = z.object({
  name: requiredText(STAFF_MESSAGES.roleNameRequired, 60),
  permissions: permissionList(),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;
export const ZUpdateRoleInput = ZRoleInput.partial().extend({ id: recordIdField() });
export type TUpdateRoleInput = z.infer<typeof ZUpdateRoleInput>;

/** A person of the company as the Staff page lists them. */
export const ZStaffRecord = z.strictObject({
  ...ids,
  name: z.string(),
  email: z.string(),
  /** A built-in role's key or a custom role's id. */
  role: z.string(),
  roleName: z.string(),
  active: z.boolean(),
  lastSignInAt: timestamp().nullable(),
});
export type StaffRecord = z.output<typeof ZStaffRecord>;

/** An invite sent: to whom, with which role, until when (the link itself is only in the mail). */
export const ZInviteRecord = z.strictObject({
  ...ids,
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  expiresAt: timestamp(),
});

export const ZRoleRecord = z.strictObject({
  /** A built-in role's key, or a custom role's id. */
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type RoleRecord = z.output<typeof ZRoleRecord>;

export { ZPersonFields };
