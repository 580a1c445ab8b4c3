import type { AppError } from "../errors";
import { isUniqueViolation } from "./record-id";

// Materials and edge profiles are one catalogue pattern: a company's named rows, a name once per company.

type CatalogueTable = "materials" | "edge_profiles";

/** Runs `write`; a row of a name the company already has is `taken()` (a 409 under the name's field). */
export async function uniqueName<T>(
  table: CatalogueTable,
  write: () => Promise<T>,
  taken: () => AppError,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, `${table}_company_name_key`)) throw taken();
    throw error;
  }
}
