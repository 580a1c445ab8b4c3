import type { Statement } from "@kerf/core";
import type { Db } from "@kerf/db";
import { getStatement } from "../billing/receivables";
import { linkScope, resolveLink } from "./share-links";

/**
 * What a statement link opens (issue 31): the statement of account of the one customer it names, from
 * their first invoice to today, in the link's company's scope and nothing else of it.
 */
export async function publicStatement(db: Db, token: string): Promise<Statement> {
  const link = await resolveLink(db, "statement", token);
  return getStatement(db, linkScope(link.companyId), { customerId: link.customerId! });
}
