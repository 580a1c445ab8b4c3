import {
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  auditCsv,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { addDays } from "../billing/financial-year";
import { isRecordId } from "../record-id";

/** Days are India's: a row of 23:30 UTC on 31 March is 1 April's (05:00 the next morning in India). */
const IST = "Asia/Kolkata";

/** The company's rows matching the filters; a person id that cannot exist matches nothing. */
function trailOf(db: Db, session: SessionInfo, query: AuditQuery) {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError("BAD_REQUEST", AUDIT_MESSAGES.fromAfterTo, { from: AUDIT_MESSAGES.fromAfterTo });
  }
  let base = db.selectFrom("auditLog as a").where("a.companyId", "=", session.companyId);
  if (query.from)
    base = base.where("a.at", ">=", sql<Date>`(${query.from}::date)::timestamp at time zone ${IST}`);
  if (query.to) {
    base = base.where("a.at", "<", sql<Date>`(${addDays(query.to, 1)}::date)::timestamp at time zone ${IST}`);
  }
  if (query.userId) {
    base = isRecordId(query.userId)
      ? base.where("a.userId", "=", query.userId)
      : base.where(sql<boolean>`false`);
  }
  if (query.kind) base = base.where("a.kind", "=", query.kind);
  return base;
}

function entriesOf(db: Db, session: SessionInfo, query: AuditQuery) {
  return (
    trailOf(db, session, query)
      // The person as they are now: their name, else their e-mail; the id stays in the row whatever
      // becomes of the person.
      .leftJoin("users as u", (join) =>
        join.onRef("u.id", "=", "a.userId").on("u.companyId", "=", session.companyId),
      )
      .select(["a.seq", "a.at", "a.userId", "a.ip", "a.kind", "a.entityId", "a.before", "a.after", "a.hash"])
      .select(sql<string | null>`coalesce(nullif(u.name, ''), u.email)`.as("userName"))
      .orderBy("a.seq", "desc")
  );
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesOf>["execute"]>>[number];

function toEntry(row: EntryRow): AuditEntry {
  return {
    seq: Number(row.seq),
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.userName,
    ip: row.ip,
    kind: row.kind,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    hash: row.hash.toString("hex"),
  };
}

/** One page of the company's trail, newest first. */
export async function listAudit(db: Db, session: SessionInfo, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    entriesOf(db, session, query)
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    trailOf(db, session, query)
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.total), page, pageSize: AUDIT_PAGE_SIZE };
}

/**
 * The trail of a date range (a financial year: 1 April to 31 March) as CSV, oldest first, every row of it
 * (not a page). A range is at most a year, so one export stays one year's rows.
 */
export async function exportAuditCsv(
  db: Db,
  session: SessionInfo,
  query: AuditQuery,
): Promise<{ filename: string; csv: string }> {
  const { from, to } = query;
  if (!from || !to || to > addDays(from, 365)) {
    throw new AppError("BAD_REQUEST", AUDIT_MESSAGES.csvRange, { from: AUDIT_MESSAGES.csvRange });
  }
  const rows = await entriesOf(db, session, query).clearOrderBy().orderBy("a.seq").execute();
  return { filename: `audit-${from}-to-${to}.csv`, csv: auditCsv(rows.map(toEntry)) };
}

/** The company's people, for the Audit page's person filter: their name, else their e-mail. */
export async function listAuditPeople(db: Db, session: SessionInfo): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("users")
    .select(["id", sql<string>`coalesce(nullif(name, ''), email)`.as("name")])
    .where("companyId", "=", session.companyId)
    .orderBy("email")
    .execute();
}
