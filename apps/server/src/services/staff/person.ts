import { isPermission, type Permission } from "@kerf/core";
import type { Db } from "@kerf/db";
import { permissionsOf } from "../auth/sessions";
import { roleOf } from "./roles";

/** The signed-in person as the user detail carries them: name, e-mail, role and its permissions. */
export interface PersonDetail {
  id: string;
  name: string;
  email: string;
  role: string;
  roleName: string;
  permissions: Permission[];
}

export async function loadPerson(db: Db, userId: string): Promise<PersonDetail> {
  const row = await db
    .selectFrom("users")
    .leftJoin("roles", "roles.id", "users.roleId")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.roleId",
      "roles.name as roleName",
      "roles.permissions",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    ...roleOf(row),
    permissions: permissionsOf(row.role, row.permissions).filter(isPermission),
  };
}
