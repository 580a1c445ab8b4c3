import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";
import { openScriptDatabase } from "./database";
import { DEMO_PASSWORD, seedDemoCompany } from "./seed-demo";

// The dashboard's two queries at scale: the first page, and a search for part of a name, each timed at the
// server (Fastify's inject: routing, session check, query, JSON) over many requests.
const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "100000" },
    companies: { type: "string", default: "10" },
    requests: { type: "string", default: "200" },
  },
});
const customers = Number(values.customers);
const requests = Number(values.requests);

const { db, close } = await openScriptDatabase(process.env.DATA_DIR ?? "data/bench");
try {
  const seeding = performance.now();
  await seedDemoCompany(db, "demo@kerf.local", customers);
  for (let n = 1; n <= Number(values.companies); n++) {
    await seedDemoCompany(db, `demo${n}@kerf.local`, customers, `Kerf Demo Glass ${n}`);
  }
  const total = await db
    .selectFrom("customers")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  console.log(
    `customers in the database: ${total.n} (ready in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
  );

  const app = await buildApp({ db, env: parseEnv({ LOG_LEVEL: "silent" }), mailTransport: null });
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "demo@kerf.local", password: DEMO_PASSWORD },
  });
  const token = login.json().accessToken as string;

  async function measure(url: string) {
    const times: number[] = [];
    let body: { data: unknown[]; total: number } | undefined;
    for (let i = 0; i < requests + 10; i++) {
      const start = performance.now();
      const res = await app.inject({ url, headers: { access_token: token } });
      const elapsed = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      body = res.json();
      if (i >= 10) times.push(elapsed); // the first ten warm the caches
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    return { median: at(0.5), p99: at(0.99), rows: body!.data.length, total: body!.total };
  }

  const rows = [
    ["first page", "/api/draft?page=1"],
    ['search "mehta inter"', `/api/draft?page=1&search=${encodeURIComponent("mehta inter")}`],
    ['search "sha"', "/api/draft?page=1&search=sha"],
  ] as const;
  console.log(
    `\n${requests} requests each, one company of ${customers} among ${1 + Number(values.companies)}:`,
  );
  console.log("query                  median ms   p99 ms   rows   total");
  for (const [name, url] of rows) {
    const r = await measure(url);
    console.log(
      `${name.padEnd(22)} ${r.median.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${String(r.rows).padStart(6)} ${String(r.total).padStart(7)}`,
    );
  }
  await app.close();
} finally {
  await close();
}
