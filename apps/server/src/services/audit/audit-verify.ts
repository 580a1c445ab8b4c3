import type { Db } from "@kerf/db";
import { sql } from "kysely";

export type ChainProblem =
  | { seq: number; problem: "hash" }
  | { seq: number; problem: "link" }
  | { seq: number; problem: "gap"; expected: number }
  | { seq: number; problem: "head" };

export interface ChainReport {
  companyId: string;
  rows: number;
  /** The first break, in chain order; null when the chain holds. */
  broken: ChainProblem | null;
}

const GENESIS = Buffer.alloc(32);
const BATCH = 5000;

/**
 * Walks a company's audit chain from its first row: each row's hash is recomputed by the database's own
 * audit_row_hash (the function its insert trigger used), each prev_hash must be the row before's hash, the
 * seqs must run 1, 2, 3 with no gap, and the company's head must point at the last row (a removed last
 * row). An edited row breaks its hash; a removed one breaks the next row's link and leaves a gap.
 */
export async function verifyAuditChain(db: Db, companyId: string): Promise<ChainReport> {
  let expectedSeq = 1;
  let prev: Buffer = GENESIS;
  let rows = 0;
  for (;;) {
    const batch = await db
      .selectFrom("auditLog as a")
      .select(["a.seq", "a.prevHash", "a.hash"])
      .select(sql<Buffer>`audit_row_hash(a)`.as("recomputed"))
      .where("a.companyId", "=", companyId)
      .where("a.seq", ">=", String(expectedSeq))
      .orderBy("a.seq")
      .limit(BATCH)
      .execute();
    for (const row of batch) {
      const seq = Number(row.seq);
      if (seq !== expectedSeq)
        return { companyId, rows, broken: { seq, problem: "gap", expected: expectedSeq } };
      if (!row.prevHash.equals(prev)) return { companyId, rows, broken: { seq, problem: "link" } };
      if (!row.recomputed.equals(row.hash)) return { companyId, rows, broken: { seq, problem: "hash" } };
      prev = row.hash;
      expectedSeq = seq + 1;
      rows++;
    }
    if (batch.length < BATCH) break;
  }
  const head = await db
    .selectFrom("auditHeads")
    .select(["lastSeq", "lastHash"])
    .where("companyId", "=", companyId)
    .executeTakeFirst();
  const headSeq = head ? Number(head.lastSeq) : 0;
  if (headSeq !== rows || (head && !head.lastHash.equals(prev))) {
    return { companyId, rows, broken: { seq: headSeq, problem: "head" } };
  }
  return { companyId, rows, broken: null };
}

/** The report as the script prints it. */
export function describeChain(report: ChainReport): string {
  const { broken } = report;
  if (!broken) return `company ${report.companyId}: audit chain intact, ${report.rows} rows`;
  const what = {
    hash: "its contents do not match its hash (edited)",
    link: "its prev_hash is not the previous row's hash (a row before it was removed or edited)",
    gap: `seq ${"expected" in broken ? broken.expected : ""} is missing (removed)`,
    head: "the trail ends before the company's head (rows at the end were removed)",
  }[broken.problem];
  return `company ${report.companyId}: audit chain BROKEN at seq ${broken.seq}: ${what}; ${report.rows} rows verified before it`;
}
