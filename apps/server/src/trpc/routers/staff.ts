import {
  ZAcceptInviteInput,
  ZInviteInput,
  ZRoleInput,
  ZStaffRef,
  ZUpdateRoleInput,
  ZUpdateStaffInput,
} from "@kerf/core";
import { createRole, deleteRole, listRoles, updateRole } from "../../services/staff/roles";
import {
  acceptInvite,
  invitePerson,
  listStaff,
  signOutPerson,
  updatePerson,
} from "../../services/staff/staff";
import { companyMutation, limitedProcedure, permitted, router } from "../init";

/** The company's people and roles (issue 27). */
export const staffRouter = router({
  list: permitted("staff.manage").query(({ ctx }) => listStaff(ctx.db, ctx.session)),
  invite: permitted("staff.manage")
    .input(ZInviteInput)
    .mutation(({ ctx, input }) => invitePerson(ctx, ctx.session, input)),
  accept: limitedProcedure("signup")
    .input(ZAcceptInviteInput)
    .mutation(({ ctx, input }) => acceptInvite(ctx.db, input, new Date(), ctx.clientAddress)),
  update: companyMutation("staff.manage", ZUpdateStaffInput, updatePerson),
  signOut: companyMutation("staff.manage", ZStaffRef, (db, session, input) =>
    signOutPerson(db, session, input.id),
  ),
  roles: router({
    list: permitted(["roles.manage", "staff.manage"]).query(({ ctx }) => listRoles(ctx.db, ctx.session)),
    create: companyMutation("roles.manage", ZRoleInput, createRole),
    update: companyMutation("roles.manage", ZUpdateRoleInput, updateRole),
    delete: companyMutation("roles.manage", ZStaffRef, (db, session, input) =>
      deleteRole(db, session, input.id),
    ),
  }),
});
