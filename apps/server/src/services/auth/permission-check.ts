import { allows, type Permission, refusalMessage } from "@kerf/core";
import { AppError } from "../../errors";

/**
 * A 403 naming the permission unless the person's role has it. The routes and procedures check their
 * declared access before anything runs; this is for a path whose body picks the use case (PATCH
 * /draft/invoice cancels or corrects).
 */
export function demand(person: { permissions: readonly Permission[] }, permission: Permission): void {
  if (!allows(person.permissions, permission)) throw new AppError("FORBIDDEN", refusalMessage(permission));
}
