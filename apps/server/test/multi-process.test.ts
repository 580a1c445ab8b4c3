import { randomBytes } from "node:crypto";
import { createTestDb, type TestDb } from "@kerf/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restOverHttp, SIGNUP, trpcClient } from "./clients";
import { prepareOrder, type RestCall } from "./order-fixture";
import { type Received, startSmtp, stopSmtp, type TestSmtp } from "./smtp";
import { type RunningServer, spawnServer, waitForHealthy } from "./spawn-server";

const urlOf = (server: RunningServer) => `http://127.0.0.1:${server.port}`;
const restOver = (server: RunningServer) => restOverHttp(urlOf(server));

// Everything shared lives in PostgreSQL (docs/spec/product.md): two processes on one DATABASE_URL behave as one.
describe("two server processes on one database", () => {
  let testDb: TestDb;
  let smtp: TestSmtp;
  const received: Received[] = [];
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    testDb = await createTestDb();
    smtp = await startSmtp(received);
    const env = {
      DATABASE_URL: testDb.url,
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      // As README says for several machines: one key for share links on every process.
      SHARE_LINK_KEY: randomBytes(32).toString("hex"),
      // One cut-plan worker each: two in all, for the turns below.
      CUT_WORKERS: "1",
    };
    servers.push(await spawnServer(env), await spawnServer(env));
    await Promise.all(servers.map((s) => waitForHealthy(s, 90_000)));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    await stopSmtp(smtp);
    await testDb.destroy();
  }, 60_000);

  it("counts the login lockout across both: 10 password checks, then 429 on either", async () => {
    const [a, b] = servers.map(restOver) as [RestCall, RestCall];
    expect((await a("POST", "/auth/signup", SIGNUP)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b)("POST", "/auth/login", { email: SIGNUP.email, password: `guess-${i}` }),
      ),
    );
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const call of [a, b]) {
      const right = await call("POST", "/auth/login", { email: SIGNUP.email, password: SIGNUP.password });
      expect(right.status).toBe(429);
    }
  });

  it("gives 50 invoices made across both 50 consecutive numbers", async () => {
    const [a, b] = servers.map(restOver) as [RestCall, RestCall];
    const signup = await a("POST", "/auth/signup", { ...SIGNUP, email: "fifty@kerf.test" });
    const token = signup.body.accessToken as string;
    const { draftId } = await prepareOrder(a, urlOf(servers[0]!), token);
    const clients = servers.map((s) => trpcClient(urlOf(s), token));
    const invoices = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % 2]!.invoices.create.mutate({
          customerId: draftId,
          date: "2026-12-01",
          allowDuplicate: true,
        }),
      ),
    );
    expect(invoices.map((x) => x.number).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV/26-27/${String(i + 1).padStart(4, "0")}`),
    );
    expect((await b("GET", "/draft/invoice", undefined, token)).body.total).toBe(50);
  });

  it("shows one live share link from either, and counts a link's asks for changes across both", async () => {
    const [a, b] = servers.map(restOver) as [RestCall, RestCall];
    const signup = await a("POST", "/auth/signup", { ...SIGNUP, email: "links@kerf.test" });
    const token = signup.body.accessToken as string;
    const { draftId } = await prepareOrder(a, urlOf(servers[0]!), token);
    const first = (await a("POST", "/draft/share", { draftId }, token)).body.data;
    const second = (await b("POST", "/draft/share", { draftId }, token)).body.data;
    const link = first.url.split("/q/")[1];
    expect(first.made).toBe(true);
    // The same token (each process names its own address in APP_URL here).
    expect([second.url.split("/q/")[1], second.made]).toEqual([link, false]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b)("POST", `/public/quote/${link}/changes`, { name: "X", note: `n${i}`, revision: 1 }),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("takes a company's cut plans one at a time across both, another company's in between", async () => {
    const [a] = servers.map(restOver) as [RestCall, RestCall];
    const token = async (email: string) =>
      (await a("POST", "/auth/signup", { ...SIGNUP, email })).body.accessToken as string;
    const flood = await token("flood@kerf.test");
    const small = await token("small@kerf.test");
    const { companyId } = await testDb.db
      .selectFrom("users")
      .select("companyId")
      .where("email", "=", "flood@kerf.test")
      .executeTakeFirstOrThrow();
    // Twenty 34 x 34 squares, four to a 100 x 100 sheet: never proved optimal, so each job takes its 1.6 s.
    const job = {
      sheets: [{ id: "S", width: 100, length: 100 }],
      pieces: [{ id: "Q", width: 34, length: 34, quantity: 20 }],
    };
    const floodClients = servers.map((s) => trpcClient(urlOf(s), flood));
    let running = 0;
    let most = 0;
    const watch = setInterval(async () => {
      // Counted by the job's own company, whatever queue it would be in.
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs
        WHERE payload->>'companyId' = ${companyId} AND locked_at IS NOT NULL`.execute(testDb.db);
      running = Number(rows[0]!.n);
      most = Math.max(most, running);
    }, 25);
    const order: string[] = [];
    try {
      const floods = [0, 1, 2].map((i) =>
        floodClients[i % 2]!.cutting.planJob.mutate({ job, timeLimit: 1.6 }).then(() => order.push(`A${i}`)),
      );
      await expect.poll(() => running, { timeout: 10_000 }).toBe(1);
      await trpcClient(urlOf(servers[1]!), small)
        .cutting.planJob.mutate({
          job: { ...job, pieces: [{ id: "P", width: 10, length: 10 }] },
          timeLimit: 1,
        })
        .then(() => order.push("B"));
      await Promise.all(floods);
    } finally {
      clearInterval(watch);
    }
    // Two workers, and never two of A's jobs at once; B's came in while A's first ran and went ahead of
    // A's others (a queue in order of arrival would have put it last). Whether it also beat A's first is a
    // race with that job's last moments on a busy machine (CI once lost it), so it is not asserted.
    expect(most).toBe(1);
    expect(order.indexOf("B")).toBeLessThanOrEqual(1);
    expect(order).toHaveLength(4);
  }, 60_000);

  it("sends each mail once, whichever process picks it up", async () => {
    const [a, b] = servers.map(restOver) as [RestCall, RestCall];
    const email = "mail-once@kerf.test";
    expect((await b("POST", "/auth/signup", { ...SIGNUP, email })).status).toBe(201);
    for (const call of [a, b, a]) {
      expect((await call("POST", "/auth/forgotPassword", { email })).status).toBe(200);
    }
    const toThem = () => received.filter((m) => m.to.includes(email));
    // A welcome mail and three reset mails.
    await expect.poll(() => toThem().length, { timeout: 20_000 }).toBe(4);
    // Then each process is made to deliver again (a sign-up kicks its own worker): once both welcome
    // mails are out, both workers have looked at the outbox after the four were sent, and sent none twice.
    const later = ["mail-once-a@kerf.test", "mail-once-b@kerf.test"];
    for (const [i, call] of [a, b].entries()) {
      expect((await call("POST", "/auth/signup", { ...SIGNUP, email: later[i] })).status).toBe(201);
    }
    await expect
      .poll(() => later.filter((to) => received.some((m) => m.to.includes(to))).length, { timeout: 20_000 })
      .toBe(2);
    expect(toThem()).toHaveLength(4);
    const messageIds = new Set(toThem().map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]));
    expect(messageIds.size).toBe(4);
    expect(toThem().filter((m) => m.raw.includes("Subject: Welcome to Kerf"))).toHaveLength(1);
    const { rows } = await testDb.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("toAddress", "=", email)
      .execute()
      .then((r) => ({ rows: r }));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  }, 40_000);
});

describe("production without SMTP_URL", () => {
  it("starts, warns once, keeps mail in the outbox without logging a link, and sends it once SMTP_URL is set", async () => {
    const testDb = await createTestDb();
    const received: Received[] = [];
    const smtp = await startSmtp(received);
    const env = { NODE_ENV: "production", DATABASE_URL: testDb.url, LOG_LEVEL: "info", SMTP_URL: "" };
    try {
      const first = await spawnServer(env);
      await waitForHealthy(first, 90_000);
      const call = restOver(first);
      const email = "prod@kerf.test";
      expect((await call("POST", "/auth/signup", { ...SIGNUP, email })).status).toBe(201);
      expect((await call("POST", "/auth/forgotPassword", { email })).status).toBe(200);
      await expect
        .poll(
          async () => (await testDb.db.selectFrom("outbox").select("status").execute()).map((m) => m.status),
          {
            timeout: 15_000,
          },
        )
        .toEqual(["pending", "pending"]);
      // The page a reset link opens is requested with its token in the URL: the log must not keep it.
      await fetch(`${urlOf(first)}/forgotPassword?token=secret-token-in-url`);
      expect((await fetch(`${urlOf(first)}/dev/mail.json`)).status).not.toBe(200);
      first.child.kill("SIGTERM");
      await first.exited;
      const log = first.output();
      expect(log.match(/SMTP_URL is not set/g)).toHaveLength(1);
      expect(log).not.toMatch(/token=(?!\[redacted\])/);
      expect(log).not.toContain("secret-token-in-url");

      const second = await spawnServer({ ...env, SMTP_URL: smtp.url });
      await waitForHealthy(second, 90_000);
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
      second.child.kill("SIGTERM");
      await second.exited;
      expect(second.output()).not.toMatch(/token=(?!\[redacted\])/);
    } finally {
      await stopSmtp(smtp);
      await testDb.destroy();
    }
  }, 180_000);
});
