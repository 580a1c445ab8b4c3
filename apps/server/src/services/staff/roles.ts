import {
  BUILT_IN_ROLE_NAMES,
  BUILT_IN_ROLES,
  isBuiltInRole,
  type Permission,
  ROLE_PERMISSIONS,
  type RoleRecord,
  STAFF_MESSAGES,
  type TRoleInput,
  type TUpdateRoleInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { permissionsOf } from "../auth/sessions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a person's role is stored as: a built-in key, or "custom" with the role's id. */
export interface StoredRole {
  role: string;
  roleId: string | null;
  name: string;
  permissions: readonly Permission[];
}

/** A role named by the API (a built-in key or a custom role's id), checked to be the company's: else 400. */
export async function resolveRole(db: Db, companyId: string, role: string): Promise<StoredRole> {
  if (isBuiltInRole(role)) {
    return { role, roleId: null, name: BUILT_IN_ROLE_NAMES[role], permissions: ROLE_PERMISSIONS[role] };
  }
  const row = UUID.test(role)
    ? await db
        .selectFrom("roles")
        .selectAll()
        .where("id", "=", role)
        .where("companyId", "=", companyId)
        .executeTakeFirst()
    : undefined;
  // The schema lets only a built-in key or a UUID through; a UUID of no role of this company is not found.
  if (!row) throw new AppError("NOT_FOUND", STAFF_MESSAGES.roleUnknown);
  return {
    role: "custom",
    roleId: row.id,
    name: row.name,
    permissions: permissionsOf("custom", row.permissions),
  };
}

/** The role as the API names it (a built-in key or the custom role's id) and its display name. */
export function roleOf(user: { role: string; roleId: string | null; roleName?: string | null }) {
  if (isBuiltInRole(user.role)) return { role: user.role, roleName: BUILT_IN_ROLE_NAMES[user.role] };
  return { role: user.roleId ?? user.role, roleName: user.roleName ?? "" };
}

function customRecord(row: { id: string; name: string; permissions: string[] }): RoleRecord {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    builtIn: false,
    permissions: [...permissionsOf("custom", row.permissions)],
  };
}

/** The five built-in roles (read-only), then the company's custom roles by name. */
export async function listRoles(db: Db, session: SessionInfo): Promise<RoleRecord[]> {
  const custom = await db
    .selectFrom("roles")
    .select(["id", "name", "permissions"])
    .where("companyId", "=", session.companyId)
    .orderBy("name")
    .execute();
  return [
    ...BUILT_IN_ROLES.map((key) => ({
      id: key,
      _id: key,
      name: BUILT_IN_ROLE_NAMES[key],
      builtIn: true,
      permissions: [...ROLE_PERMISSIONS[key]],
    })),
    ...custom.map(customRecord),
  ];
}

const nameTaken = () =>
  new AppError("CONFLICT", STAFF_MESSAGES.roleNameTaken, { name: STAFF_MESSAGES.roleNameTaken });
const isNameClash = (error: unknown) =>
  (error as { constraint?: string }).constraint === "roles_company_name_key";

function refuseBuiltInName(name: string): void {
  if (BUILT_IN_ROLES.some((key) => BUILT_IN_ROLE_NAMES[key].toLowerCase() === name.toLowerCase())) {
    throw nameTaken();
  }
}

export async function createRole(db: Db, session: SessionInfo, input: TRoleInput): Promise<RoleRecord> {
  refuseBuiltInName(input.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("roles")
        .values({
          companyId: session.companyId,
          name: input.name,
          permissions: [...new Set(input.permissions)],
        })
        .returning(["id", "name", "permissions"])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, session, { kind: "role.created", entityId: row.id, after: row });
      return customRecord(row);
    });
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

function refuseBuiltIn(id: string): void {
  if (isBuiltInRole(id)) throw new AppError("CONFLICT", STAFF_MESSAGES.builtInReadOnly);
}

const notFound = () => new AppError("NOT_FOUND", STAFF_MESSAGES.roleUnknown);

/** A custom role's name or permissions; its people have the new permissions on their next request. */
export async function updateRole(db: Db, session: SessionInfo, input: TUpdateRoleInput): Promise<RoleRecord> {
  refuseBuiltIn(input.id);
  if (!UUID.test(input.id)) throw notFound();
  if (input.name !== undefined) refuseBuiltInName(input.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("roles")
        .select(["id", "name", "permissions"])
        .where("id", "=", input.id)
        .where("companyId", "=", session.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound();
      const row = await trx
        .updateTable("roles")
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.permissions !== undefined ? { permissions: [...new Set(input.permissions)] } : {}),
        })
        .where("id", "=", input.id)
        .where("companyId", "=", session.companyId)
        .returning(["id", "name", "permissions"])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, session, { kind: "role.changed", entityId: row.id, before, after: row });
      return customRecord(row);
    });
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

/** A custom role nobody has (a person keeps theirs until given another: 409). */
export async function deleteRole(db: Db, session: SessionInfo, id: string): Promise<RoleRecord> {
  refuseBuiltIn(id);
  if (!UUID.test(id)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("roles")
      .select(["id", "name", "permissions"])
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    const used = await trx.selectFrom("users").select("id").where("roleId", "=", id).executeTakeFirst();
    if (used) throw new AppError("CONFLICT", STAFF_MESSAGES.roleInUse);
    await trx.deleteFrom("staffInvites").where("roleId", "=", id).execute();
    await trx.deleteFrom("roles").where("id", "=", id).execute();
    await recordAudit(trx, session, { kind: "role.deleted", entityId: id, before: row });
    return customRecord(row);
  });
}
