import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";
import { createCuttingPool } from "../src/services/cutting/cutting-pool";
import { openScriptDatabase } from "./database";

// The cut plan of a large order, end to end at the server: GET /api/draft/cutPlan (lines and stock read
// from PostgreSQL, one job per material in the worker-thread pool, the plan stored) asked until it is
// done, timed from the first request. Each run is a new order (new lines), so nothing is answered from
// an earlier plan.
//
//   npm run bench:cut-plan                    (500 lines, 5 materials, 3 orders)
//   npm run bench:cut-plan -- --lines 2000 --runs 1
const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "500" },
    runs: { type: "string", default: "3" },
  },
});
const LINES = Number(values.lines);
const RUNS = Number(values.runs);

const MATERIALS = [
  { materialName: "Clear 5mm", materialRate: "62.50" },
  { materialName: "Toughened 12mm", materialRate: "310" },
  { materialName: "Mirror 4mm", materialRate: "48" },
  { materialName: "Granite Black", materialRate: "145.35" },
  { materialName: "Plywood 18mm", materialRate: "95" },
];

/** A small repeatable generator, so every run of the script plans the same orders. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

const { db, close } = await openScriptDatabase(process.env.DATA_DIR ?? "data/bench-cut-plan");
// As the server does at start (src/index.ts): its planner's workers loaded before the first plan.
const cuttingPool = createCuttingPool();
await cuttingPool.warm();
const app = await buildApp({ db, env: parseEnv({ LOG_LEVEL: "silent" }), mailTransport: null, cuttingPool });
try {
  const email = `bench-${Date.now().toString(36)}@kerf.local`;
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: {
      companyName: "Bench Glass",
      email,
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "Pune",
    },
  });
  const token = signup.json().data.accessToken as string;
  const headers = { access_token: token };
  for (const m of MATERIALS) {
    const res = await app.inject({
      method: "POST",
      url: "/api/setting/material",
      headers,
      payload: { ...m, cuttingRate: "5", materialGst: "18", materialWastage: "5" },
    });
    if (res.statusCode !== 201) throw new Error(`material: ${res.body}`);
  }
  const company = await db
    .selectFrom("users")
    .select("companyId")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const customer = await app.inject({
      method: "POST",
      url: "/api/draft",
      headers,
      payload: { customerName: `Bench order ${run}`, phoneNo: "9822012345", date: "2026-11-21" },
    });
    const draftId = customer.json().data._id as string;
    const random = rng(run);
    // Sizes as a glass shop's order: 6 to 60 in wide, up to 90 in long, 1 to 4 of each.
    const rows = Array.from({ length: LINES }, (_, i) => {
      const width = 6 + Math.floor(random() * 55);
      const length = width + Math.floor(random() * Math.max(1, 90 - width));
      return {
        companyId: company.companyId,
        customerId: draftId,
        position: i,
        widthForDisplay: random() < 0.3 ? `${width}#${Math.floor(random() * 8)}` : String(width),
        lengthForDisplay: String(length),
        quantity: 1 + Math.floor(random() * 4),
        materialType: MATERIALS[i % MATERIALS.length]!.materialName,
        edgeSelection: null,
        edgeProfile: null,
        areaExtras: "[]",
      };
    });
    await db.insertInto("draftLines").values(rows).execute();
    const pieces = rows.reduce((n, r) => n + r.quantity, 0);

    const started = performance.now();
    let requests = 0;
    let plan: {
      status: string;
      materials: {
        materialName: string;
        sheetsUsed: number;
        yieldPercent: string;
        seconds: number;
        unplaced: unknown[];
      }[];
    };
    do {
      requests++;
      const res = await app.inject({ url: `/api/draft/cutPlan?draftId=${draftId}`, headers });
      if (res.statusCode !== 200) throw new Error(`cutPlan: ${res.statusCode} ${res.body}`);
      plan = res.json().data;
    } while (plan.status === "running");
    const seconds = (performance.now() - started) / 1000;
    times.push(seconds);
    console.log(
      `order ${run}: ${LINES} lines, ${pieces} pieces, ${plan.materials.length} materials: ${plan.status} in ${seconds.toFixed(2)} s (${requests} request${requests === 1 ? "" : "s"})`,
    );
    for (const m of plan.materials) {
      console.log(
        `  ${m.materialName.padEnd(15)} ${String(m.sheetsUsed).padStart(3)} sheets  yield ${m.yieldPercent.padStart(6)} %  planned in ${m.seconds.toFixed(2)} s${m.unplaced.length ? `  ${m.unplaced.length} lines fit no sheet` : ""}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${LINES}-line order, cut plan at the server: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} s, max ${times.at(-1)!.toFixed(2)} s over ${RUNS} orders (target: under 3 s)`,
  );
} finally {
  await app.close();
  await cuttingPool.close();
  await close();
}
