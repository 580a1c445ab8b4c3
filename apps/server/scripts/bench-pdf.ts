import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";
import { CLEAR, LINE } from "../test/order-fixture";
import { openScriptDatabase } from "./database";

// The quotation PDF of a 50-line order as a warm server makes it: Chromium printing the web app's own
// page (apps/web/dist must be built: `npm run build -w @kerf/web`). Times the first PDF (Chromium starts)
// and then `--runs` more, one after another, through GET /api/draft/quotation.pdf; and the share page's
// JSON (GET /api/public/quote/:token).
//
//   npm run bench:pdf -w @kerf/server -- --lines 50 --runs 10

const { values } = parseArgs({
  options: { lines: { type: "string", default: "50" }, runs: { type: "string", default: "10" } },
});
// A fresh folder each run (its own embedded PostgreSQL), or DATABASE_URL.
const { db, close } = await openScriptDatabase(process.env.DATA_DIR ?? `data/bench-pdf-${Date.now()}`);
const app = await buildApp({
  db,
  env: parseEnv({ LOG_LEVEL: "silent", AUTH_RATE_LIMIT_PER_MINUTE: "100000" }),
  mailTransport: null,
  webDist: path.resolve(import.meta.dirname, "../../web/dist"),
});
await app.listen({ port: 0, host: "127.0.0.1" });
const call = async (method: "GET" | "POST", url: string, token?: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: token ? { access_token: token } : {}, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
};
try {
  const signup = await call("POST", "/api/auth/signup", undefined, {
    companyName: "Bench Glass",
    email: `bench${Date.now()}@kerf.local`,
    password: "secret123",
    phoneNumber: "9876543210",
    gstNo: "27AAPFU0939F1ZV",
    address: "12 MIDC Road, Pune",
  });
  const token = signup.json().accessToken as string;
  await call("POST", "/api/setting/material", token, CLEAR);
  const customer = await call("POST", "/api/draft", token, {
    customerName: "Mehta",
    phoneNo: "9876543210",
    date: "2026-11-21",
  });
  const draftId = customer.json().data._id as string;
  await call("POST", "/trpc/orders.saveHeader", token, {
    customerId: draftId,
    header: {
      customer_name: "Mehta Interiors",
      date: "2026-11-21",
      billing_address: "4 Park Street, Pune",
      shipping_address: "Site 9, Baner, Pune",
    },
  });
  for (let i = 0; i < Number(values.lines); i++) {
    await call("POST", "/api/draft/material", token, {
      ...LINE,
      draftId,
      widthForDisplay: String(12 + (i % 30)),
      lengthForDisplay: String(48 + (i % 17)),
      quantity: 1 + (i % 4),
    });
  }
  const pdf = async () => {
    const started = performance.now();
    const res = await call("GET", `/api/draft/quotation.pdf?draftId=${draftId}`, token);
    // PDF_OUT=/tmp/q.pdf keeps the last one, to look at.
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
    return { ms: performance.now() - started, bytes: res.rawPayload.length };
  };
  const first = await pdf();
  console.log(`first PDF (Chromium starts): ${first.ms.toFixed(0)} ms, ${first.bytes} bytes`);
  const times: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) times.push((await pdf()).ms);
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  console.log(`warm, ${values.lines} lines, ${times.length} PDFs: median ${at(0.5)} ms, max ${at(1)} ms`);

  const link = (await call("POST", "/api/draft/share", token, { draftId })).json().data.url as string;
  const publicPath = `/api/public/quote/${link.split("/q/")[1]}`;
  const pageTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await call("GET", publicPath);
    pageTimes.push(performance.now() - started);
  }
  pageTimes.sort((x, y) => x - y);
  console.log(`share page's quotation (JSON), 20 calls: median ${pageTimes[10]!.toFixed(1)} ms`);
} finally {
  await app.close();
  await close();
}
