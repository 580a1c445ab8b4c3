import { spawn } from "node:child_process";
import path from "node:path";
import { createDb } from "@kerf/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupCompany } from "../../../test/clients";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { verifyAuditChain } from "./audit-verify";
import { recordAudit } from "./record-audit";

let t: TestApp;
const db = () => t.testDb.db;

/** A company of its own and its owner, with `rows` rows in its trail. */
async function companyWithTrail(email: string, rows: number) {
  await signupCompany(t.app, { email });
  const actor = await db()
    .selectFrom("users")
    .select(["id as userId", "companyId"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  for (let i = 1; i <= rows; i++) {
    await recordAudit(
      db(),
      { ...actor, clientAddress: "203.0.113.7" },
      {
        kind: "material.changed",
        entityId: `row-${i}`,
        before: { materialRate: `${i}.00` },
        after: { materialRate: `${i + 1}.00` },
      },
    );
  }
  return actor;
}

/** What a superuser could do: switch the guard off, change the table, switch it back on. */
async function tamper(statement: ReturnType<typeof sql>) {
  await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db());
  try {
    await statement.execute(db());
  } finally {
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db());
  }
}

/** `npm run audit:verify -- <companyId>`, as a user runs it, on this test's database. */
function verifyScript(companyId: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join("scripts", "audit-verify.ts"), companyId],
      {
        cwd: path.resolve(import.meta.dirname, "../../.."),
        env: { ...process.env, DATABASE_URL: t.testDb.url },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("the audit trail is append-only and chained (issue 27 point 4)", () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses UPDATE, DELETE and TRUNCATE, from the app's own connection", async () => {
    const { companyId } = await companyWithTrail("append-only@kerf.test", 2);
    const refused = /audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/;
    await expect(
      db()
        .updateTable("auditLog")
        .set({ after: JSON.stringify({ materialRate: "0.01" }) })
        .where("companyId", "=", companyId)
        .execute(),
    ).rejects.toThrow(refused);
    await expect(db().deleteFrom("auditLog").where("companyId", "=", companyId).execute()).rejects.toThrow(
      refused,
    );
    await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(refused);
    await expect(db().deleteFrom("auditHeads").where("companyId", "=", companyId).execute()).rejects.toThrow(
      /append-only/,
    );
    const rows = await db()
      .selectFrom("auditLog")
      .select(["seq", "after"])
      .where("companyId", "=", companyId)
      .orderBy("seq")
      .execute();
    expect(rows).toEqual([
      { seq: "1", after: { materialRate: "2.00" } },
      { seq: "2", after: { materialRate: "3.00" } },
    ]);
  });

  it("numbers and chains rows inserted at once from several connections", async () => {
    const actor = await companyWithTrail("concurrent@kerf.test", 0);
    // Pools of their own: as several Kerf processes on one database.
    const pools = [createDb(t.testDb.url), createDb(t.testDb.url), createDb(t.testDb.url)];
    try {
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pools[i % 3]!.transaction().execute((trx) =>
            recordAudit(trx, actor, {
              kind: "payment.recorded",
              entityId: `p${i}`,
              after: { amount: `${i}.00` },
            }),
          ),
        ),
      );
    } finally {
      await Promise.all(pools.map((p) => p.destroy()));
    }
    const seqs = await db()
      .selectFrom("auditLog")
      .select("seq")
      .where("companyId", "=", actor.companyId)
      .orderBy("seq")
      .execute();
    expect(seqs.map((r) => Number(r.seq))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await verifyAuditChain(db(), actor.companyId)).toEqual({
      companyId: actor.companyId,
      rows: 30,
      broken: null,
    });
  });

  it("verify finds a row edited directly in the database", async () => {
    const { companyId } = await companyWithTrail("edited@kerf.test", 5);
    const intact = await verifyScript(companyId);
    expect(intact).toEqual({ code: 0, out: `company ${companyId}: audit chain intact, 5 rows\n` });
    await tamper(
      sql`update audit_log set after = '{"materialRate": "0.01"}' where company_id = ${companyId} and seq = 3`,
    );
    expect((await verifyAuditChain(db(), companyId)).broken).toEqual({ seq: 3, problem: "hash" });
    const broken = await verifyScript(companyId);
    expect(broken.code).toBe(1);
    expect(broken.out).toBe(
      `company ${companyId}: audit chain BROKEN at seq 3: its contents do not match its hash (edited); 2 rows verified before it\n`,
    );
  });

  it("verify finds a row deleted, in the middle or at the end", async () => {
    const middle = await companyWithTrail("deleted@kerf.test", 5);
    await tamper(sql`delete from audit_log where company_id = ${middle.companyId} and seq = 2`);
    expect((await verifyAuditChain(db(), middle.companyId)).broken).toEqual({
      seq: 3,
      problem: "gap",
      expected: 2,
    });

    const last = await companyWithTrail("deleted-last@kerf.test", 4);
    await tamper(sql`delete from audit_log where company_id = ${last.companyId} and seq = 4`);
    expect(await verifyAuditChain(db(), last.companyId)).toEqual({
      companyId: last.companyId,
      rows: 3,
      broken: { seq: 4, problem: "head" },
    });
    // A whole chain rewritten with renumbered seqs still breaks: each prev_hash names the row removed.
    const renumbered = await companyWithTrail("renumbered@kerf.test", 3);
    await tamper(sql`delete from audit_log where company_id = ${renumbered.companyId} and seq = 1`);
    await tamper(sql`update audit_log set seq = seq - 1 where company_id = ${renumbered.companyId}`);
    expect((await verifyAuditChain(db(), renumbered.companyId)).broken).toEqual({ seq: 1, problem: "link" });
  });
});
