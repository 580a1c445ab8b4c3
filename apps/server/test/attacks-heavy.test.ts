import { DOCUMENT_MESSAGES, GST_MESSAGES, MAX_SIGNED_QR_LENGTH } from "@kerf/core";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentSettings } from "../src/services/settings/document-settings";
import { frozenLogo, logoHash } from "../src/services/sharing/document-logos";
import { reencodeStoredLogos } from "../src/services/sharing/logo-image";
import { listen, rest, signupCompany, trpcClient } from "./clients";
import { CPU_TEST_LIMIT_MS, withCpu } from "./cpu";
import { bombPng, dataUrl, largeLogoPng } from "./images";
import { prepareOrder } from "./order-fixture";
import { storedState } from "./stored-state";
import { createTestApp, type TestApp } from "./test-app";

// The attacks of issue 26 on weight and time, each replayed with its limit asserted and nothing else
// changed: a decompression bomb as the logo, a signed QR longer than a QR code holds, one company's flood
// of cut plans measured from another's. (Frozen quotations, mail limits and leaks have their own suites.)

/** A JWT-shaped signed QR of `length` characters. */
const signedQr = (length: number) => `${"a".repeat(100)}.${"b".repeat(length - 202)}.${"c".repeat(100)}`;
/** Twenty 34 x 34 squares, four to a 100 x 100 sheet: never proved optimal, so it takes its whole limit. */
const SLOW_JOB = {
  sheets: [{ id: "S", width: 100, length: 100 }],
  pieces: [{ id: "Q", width: 34, length: 34, quantity: 20 }],
};

describe("attacks on weight and time (issue 26)", () => {
  let t: TestApp;
  let url: string;
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    // One cut-plan worker: every job of every company competes for it.
    t = await createTestApp(
      { mailIntervalMs: 60_000 },
      { AUTH_RATE_LIMIT_PER_MINUTE: "100000", CUT_WORKERS: "1" },
    );
    url = await listen(t.app);
    token = (await signupCompany(t.app)).accessToken;
    companyId = (await t.testDb.db.selectFrom("companies").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const saveLogo = (logo: string | null) => rest(t.app, "POST", "/setting/company", { logo }, token);

  describe("images are decoded before they are trusted", () => {
    it("refuses a 96 KB PNG claiming 23,000 x 23,000 pixels from its header, at once, and keeps the logo it had", async () => {
      const honest = await saveLogo(dataUrl("image/png", await largeLogoPng(300, 200)));
      expect(honest.status).toBe(200);
      const bomb = bombPng(23_000, 23_000);
      expect(bomb.length).toBeLessThan(100 * 1024);
      const before = await storedState(t.testDb.db);
      const { result, cpuMs } = await withCpu(() => saveLogo(dataUrl("image/png", bomb)));
      expect([result.status, result.body.message, result.body.errors]).toEqual([
        400,
        DOCUMENT_MESSAGES.logoTooManyPixels(23_000, 23_000),
        { logo: DOCUMENT_MESSAGES.logoTooManyPixels(23_000, 23_000) },
      ]);
      // Read from the header: no pixel decoded (decoding it would take seconds and gigabytes).
      expect(cpuMs).toBeLessThan(CPU_TEST_LIMIT_MS);
      expect(await storedState(t.testDb.db)).toEqual(before);
      expect((await rest(t.app, "GET", "/setting/company", undefined, token)).body.data.logo).toBe(
        honest.body.data.logo,
      );
    });

    it("keeps a 3000 x 2000 logo as the server re-encoded it: 1000 x 667 pixels, under 500 KB", async () => {
      const sent = await largeLogoPng(3000, 2000);
      const saved = await saveLogo(dataUrl("image/png", sent));
      expect(saved.status).toBe(200);
      const kept = Buffer.from((saved.body.data.logo as string).split(",")[1]!, "base64");
      expect(kept.equals(sent)).toBe(false);
      expect(kept.length).toBeLessThanOrEqual(500 * 1024);
      const { width, height, format } = await sharp(kept).metadata();
      expect([width, height, format]).toEqual([1000, 667, "png"]);
    });

    it("re-encodes the logos stored before (settings and issued documents), dropping a bomb; until then none is shown", async () => {
      const db = t.testDb.db;
      const other = await signupCompany(t.app, { email: "old@kerf.test", companyName: "Old Glass" });
      const otherId = (
        await db
          .selectFrom("users")
          .select("companyId")
          .where("email", "=", "old@kerf.test")
          .executeTakeFirstOrThrow()
      ).companyId;
      // As the older version stored them: checked by their first bytes only.
      const stored = [
        { companyId, logo: dataUrl("image/png", bombPng(23_000, 23_000)) },
        { companyId: otherId, logo: dataUrl("image/png", await largeLogoPng(2400, 1200)) },
      ];
      for (const row of stored) {
        await db
          .insertInto("documentSettings")
          .values({ ...row, logoDecoded: false })
          .onConflict((oc) => oc.column("companyId").doUpdateSet({ logo: row.logo, logoDecoded: false }))
          .execute();
      }
      expect((await getDocumentSettings(db, { companyId })).logo).toBeNull();
      expect(
        (await rest(t.app, "GET", "/setting/company", undefined, other.accessToken)).body.data.logo,
      ).toBeNull();

      // And as issued documents kept them (frozen when the older version printed them).
      for (const row of stored) {
        await db
          .insertInto("documentLogos")
          .values({ companyId: row.companyId, hash: logoHash(row.logo), dataUrl: row.logo, decoded: null })
          .execute();
      }
      for (const row of stored) {
        expect(await frozenLogo(db, row.companyId, logoHash(row.logo))).toBeNull();
      }

      expect(await reencodeStoredLogos(db, t.app.log)).toBe(4);
      expect(await frozenLogo(db, companyId, logoHash(stored[0]!.logo))).toBeNull();
      const issued = (await frozenLogo(db, otherId, logoHash(stored[1]!.logo)))!;
      expect((await sharp(Buffer.from(issued.split(",")[1]!, "base64")).metadata()).width).toBe(1000);
      expect((await getDocumentSettings(db, { companyId })).logo).toBeNull();
      const kept = (await getDocumentSettings(db, { companyId: otherId })).logo!;
      expect((await sharp(Buffer.from(kept.split(",")[1]!, "base64")).metadata()).width).toBe(1000);
      expect(await db.selectFrom("documentSettings").select("logoDecoded").execute()).toEqual([
        { logoDecoded: true },
        { logoDecoded: true },
      ]);
    });
  });

  describe("what the printer cannot draw is refused on entry", () => {
    it("refuses a signed QR of 4,000 characters (more than a QR code holds) and stores nothing; the longest one it holds is kept", async () => {
      const { draftId } = await prepareOrder((...a) => rest(t.app, ...a), url, token);
      const invoice = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
      expect(invoice.status).toBe(201);
      const body = {
        id: invoice.body.data._id,
        irn: "a".repeat(64),
        ackNo: "1",
        ackDate: "2026-11-21 11:05:00",
      };
      const before = await storedState(t.testDb.db);
      const refused = await rest(
        t.app,
        "POST",
        "/draft/invoice/irn",
        { ...body, signedQr: signedQr(4000) },
        token,
      );
      expect([refused.status, refused.body.errors]).toEqual([
        400,
        { signedQr: GST_MESSAGES.signedQrInvalid },
      ]);
      expect(await storedState(t.testDb.db)).toEqual(before);

      const kept = await rest(
        t.app,
        "POST",
        "/draft/invoice/irn",
        { ...body, signedQr: signedQr(MAX_SIGNED_QR_LENGTH) },
        token,
      );
      expect(kept.status).toBe(200);
      expect(kept.body.data.registration.signedQr).toHaveLength(MAX_SIGNED_QR_LENGTH);
    });
  });

  describe("no company's heavy work slows another's", () => {
    it("answers B's one-piece plan in its turn while A floods eight slow plans at the one worker; nothing left behind", async () => {
      const a = trpcClient(url, token);
      const b = trpcClient(
        url,
        (await signupCompany(t.app, { email: "b@kerf.test", companyName: "B Glass" })).accessToken,
      );
      const order: string[] = [];
      const flood = Array.from({ length: 8 }, (_, i) =>
        a.cutting.planJob.mutate({ job: SLOW_JOB, timeLimit: 0.5 }).then(
          () => order.push(`A${i}`),
          (error: { data?: { httpStatus?: number } }) => order.push(`A${i} ${error.data?.httpStatus}`),
        ),
      );
      // A's first job is running, seven wait.
      await expect
        .poll(
          async () =>
            (await sql`SELECT 1 FROM graphile_worker.jobs WHERE locked_at IS NOT NULL`.execute(t.testDb.db))
              .rows.length,
        )
        .toBe(1);
      const plan = await b.cutting.planJob.mutate({
        job: { ...SLOW_JOB, pieces: [{ id: "P", width: 10, length: 10 }] },
      });
      order.push("B");
      expect(plan.sheets).toHaveLength(1);
      await Promise.all(flood);
      // B waited for A's running job only, not for the seven behind it; every one of A's was answered.
      expect(order.indexOf("B")).toBeLessThanOrEqual(1);
      expect(order.filter((o) => o.startsWith("A"))).toHaveLength(8);
      expect(order.every((o) => !o.includes(" "))).toBe(true);
      // Each job leaves the queue's table once done (written just after its answer is handed over).
      const jobsLeft = async () =>
        (await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker.jobs`.execute(t.testDb.db))
          .rows[0]!.n;
      await expect.poll(jobsLeft).toBe("0");
      expect(await t.testDb.db.selectFrom("jobResults").selectAll().execute()).toEqual([]);
    }, 60_000);
  });
});
