import type { Db } from "@kerf/db";
import { AppError } from "../errors";
import type { SessionInfo } from "./auth/sessions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id that cannot exist is "not found", like another company's: the answer never tells them apart, and a
 * malformed id never reaches PostgreSQL as a type error.
 */
export function assertRecordId(id: string | undefined, what: string): string {
  if (!id || !isRecordId(id)) throw notFound(what);
  return id;
}

export function isRecordId(id: string): boolean {
  return UUID.test(id);
}

export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    (error as { code?: string; constraint?: string }).code === "23505" &&
    (error as { constraint?: string }).constraint === constraint
  );
}

/** The tables whose rows belong to one company and are deleted one at a time by id. */
type CompanyTable = "customers" | "draftLines" | "edgeProfiles" | "materials";

/** Deletes one of the session's company's rows by id: another company's, or none, is "not found". */
export async function deleteCompanyRow(
  db: Db,
  session: SessionInfo,
  table: CompanyTable,
  rawId: string,
  what: string,
): Promise<void> {
  const id = assertRecordId(rawId, what);
  const deleted = await db
    .deleteFrom(table)
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(what);
}
