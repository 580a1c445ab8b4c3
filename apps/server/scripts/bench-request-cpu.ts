import { MAX_DRAFT_LINES } from "@kerf/core";
import type { InjectOptions } from "fastify";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";
import { openScriptDatabase } from "./database";

// The server CPU of the costliest requests we know (issue 13: no request should cost more than ~50 ms),
// each sent many times through Fastify's inject in this process and measured with process.cpuUsage
// (user + system, every thread: argon2's too; PostgreSQL's own work is not counted). Prints the median
// and the worst of each case and the worst of all. Not a test: figures depend on the machine.
//   npm run bench:request-cpu -w @kerf/server [-- --runs 20] [--only "quote"]
// For a profile of one case: npx tsx --cpu-prof scripts/bench-request-cpu.ts --only "a quote of"

const flag = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const runs = Number(flag("--runs") || 20);
const only = flag("--only");
const { db, close } = await openScriptDatabase(process.env.DATA_DIR ?? "data/bench");
const app = await buildApp({
  db,
  env: parseEnv({
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    RESET_MAILS_PER_HOUR: "1000000",
  }),
  mailTransport: null,
  mailIntervalMs: 3_600_000,
});

const json = { "content-type": "application/json" };
const stamp = Date.now();
const signup = (email: string) => ({
  companyName: "Bench Glass",
  email,
  password: "bench-password",
  phoneNumber: "9876543210",
  gstNo: "27AAPFU0939F1ZV",
  address: "Pune",
});
const signed = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  headers: json,
  payload: signup(`bench-${stamp}@kerf.test`),
});
const token = signed.json().accessToken as string;
const authed = { ...json, access_token: token };
const material = {
  materialName: "Clear",
  materialRate: "99.99",
  cuttingRate: "999.99",
  materialGst: "18",
  materialWastage: "5",
};
await app.inject({ method: "POST", url: "/api/setting/material", headers: authed, payload: material });
await app.inject({
  method: "POST",
  url: "/api/setting/edgeProfile",
  headers: authed,
  payload: {
    edgeProfileName: "edgeProfile1",
    saveAsEdgeProfile: "byDefault",
    edgeProfileRate: "99.99",
  },
});
const customer = await app.inject({
  method: "POST",
  url: "/api/draft",
  headers: authed,
  payload: { customerName: "Bench", phoneNo: "9876543210", date: "2026-11-21" },
});
const draftId = customer.json().data._id as string;
const line = (i: number) => ({
  widthForDisplay: `${100 + (i % 50)}#${i % 8}`,
  lengthForDisplay: "999#7",
  quantity: 100,
  materialType: "Clear",
  edgeSelection: null,
  edgeProfile: null,
  areaExtras: [],
  multiplier: "1.5",
});
// A full order: MAX_DRAFT_LINES lines, stored as the server would store them.
const company = await db
  .selectFrom("customers")
  .select("companyId")
  .where("id", "=", draftId)
  .executeTakeFirstOrThrow();
await db
  .insertInto("draftLines")
  .values(
    Array.from({ length: MAX_DRAFT_LINES - 1 }, (_, i) => ({
      companyId: company.companyId,
      customerId: draftId,
      position: i,
      widthForDisplay: line(i).widthForDisplay,
      lengthForDisplay: line(i).lengthForDisplay,
      quantity: 100,
      materialType: "Clear",
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: "[]",
      multiplier: "1.5",
    })),
  )
  .execute();
await app.inject({
  method: "POST",
  url: "/trpc/orders.saveHeader",
  headers: authed,
  payload: {
    customerId: draftId,
    header: { customer_name: "Bench", date: "2026-11-21", billing_address: "Pune", shipping_address: "Pune" },
  },
});

const { id: lineId } = await db
  .selectFrom("draftLines")
  .select("id")
  .where("customerId", "=", draftId)
  .limit(1)
  .executeTakeFirstOrThrow();
const quote = (lines: number) => ({
  lines: Array.from({ length: lines }, (_, i) => line(i)),
  materials: [material],
});
const deep = `${"[".repeat(100_000)}1${"]".repeat(100_000)}`;

const cases: [string, () => InjectOptions][] = [
  [
    "login, unknown e-mail (argon2 verify)",
    () => ({
      method: "POST",
      url: "/api/auth/login",
      headers: json,
      payload: { email: `nobody-${Math.random()}@kerf.test`, password: "wrong" },
    }),
  ],
  [
    "signup (argon2 hash, welcome mail)",
    () => ({
      method: "POST",
      url: "/api/auth/signup",
      headers: json,
      payload: signup(`bench-${stamp}-${Math.random()}@kerf.test`),
    }),
  ],
  [
    "forgot password",
    () => ({
      method: "POST",
      url: "/api/auth/forgotPassword",
      headers: json,
      payload: { email: `bench-${stamp}@kerf.test` },
    }),
  ],
  [
    "price a quote of 2,000 lines (tRPC)",
    () => ({ method: "POST", url: "/trpc/quotes.price", headers: authed, payload: quote(MAX_DRAFT_LINES) }),
  ],
  [
    "a batch of 3 quotes of 2,000 lines (tRPC)",
    () => ({
      method: "POST",
      url: "/trpc/quotes.price,quotes.price,quotes.price?batch=1",
      headers: authed,
      payload: { 0: quote(MAX_DRAFT_LINES), 1: quote(MAX_DRAFT_LINES), 2: quote(MAX_DRAFT_LINES) },
    }),
  ],
  [
    "the order of 1,999 lines (tRPC orders.get)",
    () => ({
      method: "GET",
      url: `/trpc/orders.get?input=${encodeURIComponent(JSON.stringify({ customerId: draftId }))}`,
      headers: authed,
    }),
  ],
  [
    "a line refused by its size, on the 1,999-line order",
    () => ({
      method: "POST",
      url: "/api/draft/material",
      headers: authed,
      payload: { draftId, ...line(1), widthForDisplay: "9".repeat(16) },
    }),
  ],
  [
    "update a line of the 1,999-line order (whole order re-priced)",
    () => ({
      method: "PATCH",
      url: "/api/draft/material",
      headers: authed,
      payload: { _id: lineId, draftId, ...line(2) },
    }),
  ],
  [
    "1 MB string in a field",
    () => ({
      method: "POST",
      url: "/api/auth/login",
      headers: json,
      payload: JSON.stringify({ email: "a".repeat(1024 * 1024 - 100), password: "x" }),
    }),
  ],
  [
    "1 MB of digits as a size",
    () => ({
      method: "POST",
      url: "/api/draft/material",
      headers: authed,
      payload: JSON.stringify({ draftId, ...line(0), widthForDisplay: "9".repeat(1024 * 1024 - 400) }),
    }),
  ],
  [
    "200,000 numbers in an array",
    () => ({
      method: "POST",
      url: "/trpc/quotes.price",
      headers: authed,
      payload: JSON.stringify({ lines: Array.from({ length: 200_000 }, () => 1) }),
    }),
  ],
  [
    "100,000 nested arrays",
    () => ({
      method: "POST",
      url: "/api/setting/general",
      headers: authed,
      payload: `{"commonSetting":${deep}}`,
    }),
  ],
  [
    "50,000 keys",
    () => ({
      method: "POST",
      url: "/api/draft",
      headers: authed,
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
    }),
  ],
];

const rows: { case: string; status: number; medianMs: number; worstMs: number }[] = [];
for (const [name, make] of cases) {
  if (only && !name.includes(only)) continue;
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < runs + 2; i++) {
    const options = make(); // built before the clock starts: that is the client's work
    if (typeof options.payload === "object") options.payload = JSON.stringify(options.payload);
    const start = process.cpuUsage();
    const res = await app.inject(options);
    const used = process.cpuUsage(start);
    status = res.statusCode;
    if (i >= 2) times.push((used.user + used.system) / 1000); // the first two compile the code
  }
  times.sort((a, b) => a - b);
  rows.push({ case: name, status, medianMs: times[Math.floor(times.length / 2)]!, worstMs: times.at(-1)! });
}
console.table(rows.map((r) => ({ ...r, medianMs: r.medianMs.toFixed(1), worstMs: r.worstMs.toFixed(1) })));
const worst = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
console.log(`costliest request (median of ${runs}): ${worst.medianMs.toFixed(1)} ms CPU, ${worst.case}`);
await app.close();
await close();
