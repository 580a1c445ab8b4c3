import { AppError } from "../errors";

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
