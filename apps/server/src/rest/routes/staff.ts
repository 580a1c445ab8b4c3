import {
  ZAcceptInviteInput,
  ZInviteInput,
  ZInviteRecord,
  ZRoleInput,
  ZRoleRecord,
  ZStaffRecord,
  ZStaffRef,
  ZUpdateRoleInput,
  ZUpdateStaffInput,
} from "@kerf/core";
import { z } from "zod";
import { createRole, deleteRole, listRoles, updateRole } from "../../services/staff/roles";
import {
  acceptInvite,
  invitePerson,
  listStaff,
  signOutPerson,
  updatePerson,
} from "../../services/staff/staff";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { authAnswer, ZAuthAnswer } from "./auth";

/** /staff and /role (issue 27): the company's people, their invites and roles; the owner's pages. */
export function staffRoutes(groups: RouteGroups): void {
  const route = groups("Staff");
  route.get(
    "/staff",
    {
      access: "staff.manage",
      summary: "The company's people: id, name, email, role, active, lastSignInAt",
      success: ok(z.array(ZStaffRecord)),
    },
    async (c) => success("Staff", await listStaff(c.ctx.db, c.session)),
  );
  route.post(
    "/staff/invite",
    {
      access: "staff.manage",
      summary: "Invite a person by e-mail with a role (a built-in key or a custom role's id)",
      description:
        "The invite mail carries a link valid 7 days, used once; an earlier unused invite to the address stops working. 409 if the e-mail already has an account.",
      body: ZInviteInput,
      success: { status: 201, schema: ok(ZInviteRecord) },
      failures: [400, 409],
    },
    async ({ ctx, session, body }) => success("Invite sent", await invitePerson(ctx, session, body)),
  );
  route.post(
    "/staff/accept",
    {
      summary: "Join a company through an invite: set a name and password; answers an access token",
      description: "An invite link works once, for 7 days (400 with the reason otherwise).",
      limit: "signup",
      body: ZAcceptInviteInput,
      success: { status: 201, schema: ZAuthAnswer },
      failures: [400, 409, 429],
    },
    async ({ ctx, body }) =>
      authAnswer("Welcome", await acceptInvite(ctx.db, body, new Date(), ctx.clientAddress)),
  );
  route.patch(
    "/staff",
    {
      access: "staff.manage",
      summary: "Change a person's role and/or deactivate or reactivate them (by `id`)",
      description:
        "Deactivating ends their sessions at once; their records keep their name. A company keeps at least one active Owner (409).",
      body: ZUpdateStaffInput,
      success: ok(ZStaffRecord),
      failures: [400, 404, 409],
    },
    async (c) => success("Person updated", await updatePerson(c.ctx.db, c.session, c.body)),
  );
  route.post(
    "/staff/signOut",
    {
      access: "staff.manage",
      summary: "End every session of a person (by `id`)",
      body: ZStaffRef,
      success: ok(z.strictObject({ ended: z.number().int().min(0) })),
      failures: [400, 404],
    },
    async (c) => success("Signed out everywhere", await signOutPerson(c.ctx.db, c.session, c.body.id)),
  );

  route.get(
    "/role",
    {
      access: ["roles.manage", "staff.manage"],
      summary: "The roles: the five built-in ones (read-only), then the company's custom roles",
      success: ok(z.array(ZRoleRecord)),
    },
    async (c) => success("Roles", await listRoles(c.ctx.db, c.session)),
  );
  route.post(
    "/role",
    {
      access: "roles.manage",
      summary: "Make a custom role: `{name, permissions[]}`",
      body: ZRoleInput,
      success: { status: 201, schema: ok(ZRoleRecord) },
      failures: [400, 409],
    },
    async (c) => success("Role made", await createRole(c.ctx.db, c.session, c.body)),
  );
  route.patch(
    "/role",
    {
      access: "roles.manage",
      summary: "Rename a custom role or change its permissions (by `id`); built-in roles are read-only (409)",
      description: "Its people have the new permissions on their next request.",
      body: ZUpdateRoleInput,
      success: ok(ZRoleRecord),
      failures: [400, 404, 409],
    },
    async (c) => success("Role updated", await updateRole(c.ctx.db, c.session, c.body)),
  );
  route.delete(
    "/role",
    {
      access: "roles.manage",
      summary: "Delete a custom role nobody has (by `id`; 409 while someone has it or for a built-in role)",
      body: ZStaffRef,
      success: ok(ZRoleRecord),
      failures: [400, 404, 409],
    },
    async (c) => success("Role deleted", await deleteRole(c.ctx.db, c.session, c.body.id)),
  );
}
