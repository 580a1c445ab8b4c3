import type { AuditKind } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";

export interface AuditChange {
  kind: AuditKind;
  /** The record changed (an invoice's, a payment's id); null for the company's settings. */
  entityId: string | null;
  /** The values before the change; null when something was made. */
  before?: unknown;
  /** The values after it; null when something was removed. */
  after?: unknown;
}

/** Who acts: the session's person and company, and the request's address when there is one. */
export type AuditActor = Pick<SessionInfo, "companyId" | "userId" | "clientAddress">;

/**
 * Appends one row to the company's audit trail. Call it with the transaction that makes the change: a
 * change that fails leaves no row, and no change commits without its row. The database numbers and chains
 * the row (the audit_log_chain trigger); it can never be updated nor deleted.
 */
export async function recordAudit(trx: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await trx
    .insertInto("auditLog")
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      ip: actor.clientAddress?.slice(0, 100) ?? null,
      kind: change.kind,
      entityId: change.entityId,
      before: change.before === undefined || change.before === null ? null : JSON.stringify(change.before),
      after: change.after === undefined || change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}

/** The fields of `before` and `after` that differ, each side only with those: what a change changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
