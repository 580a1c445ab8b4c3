import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { SIGNUP, trpcClient } from "../test/clients";
import { CLEAR, HEADER, LINE } from "../test/order-fixture";
import { spawnServer, waitForHealthy } from "../test/spawn-server";

// Fair share of heavy work (issue 26): while company A floods the server with 2,000-line quotation PDFs
// (its own and through its share link) and 2,000-piece cut plans (posted jobs and plans of its edited
// order) from many clients at once, how long company B waits for its one-page PDF and its one-line cut
// plan. The server is its own process (src/index.ts, as `npm start` runs it); everything goes over HTTP.
// Needs apps/web/dist (the PDFs are printed from the web app's /render page).
//
//   npm run bench:fairness                 (6 PDF clients and 6 cut-plan clients for A, 5 samples of B)
//   npm run bench:fairness -- --pdf-clients 10 --cut-clients 10 --samples 8
// DATABASE_URL: use that (scratch) database; otherwise a fresh embedded one in a temporary folder.

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "2000" },
    "pdf-clients": { type: "string", default: "6" },
    "cut-clients": { type: "string", default: "6" },
    samples: { type: "string", default: "5" },
    warmup: { type: "string", default: "10" },
  },
});
const LINES = Number(values.lines);
const PDF_LIMIT_S = 5;
const PLAN_LIMIT_S = 3;
/** A sample that takes longer than this is given up and counted as this long. */
const GIVE_UP_MS = 60_000;

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), "kerf-fairness-"));
const server = await spawnServer({
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  LOG_LEVEL: "error",
});
const stop = new AbortController();

async function main() {
  await waitForHealthy(server, 120_000);
  const url = `http://127.0.0.1:${server.port}`;
  const http = async (
    method: string,
    route: string,
    token?: string,
    body?: unknown,
    signal?: AbortSignal,
  ) => {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(token ? { access_token: token } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(GIVE_UP_MS),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes, json: () => JSON.parse(bytes.toString("utf8")) };
  };
  const must = async (...args: Parameters<typeof http>) => {
    const res = await http(...args);
    if (res.status >= 300) throw new Error(`${args[0]} ${args[1]}: ${res.status} ${res.bytes.toString()}`);
    return res;
  };

  /** A company with Clear 5mm and an order of `lines` lines, each one piece of its own size. */
  async function company(email: string, lines: number) {
    const token = (await must("POST", "/api/auth/signup", undefined, { ...SIGNUP, email })).json()
      .accessToken as string;
    await must("POST", "/api/setting/material", token, CLEAR);
    const draftId = (
      await must("POST", "/api/draft", token, {
        customerName: "Mehta",
        phoneNo: "9876543210",
        date: "2026-11-21",
      })
    ).json().data._id as string;
    const client = trpcClient(url, token);
    await client.orders.saveHeader.mutate({ customerId: draftId, header: HEADER });
    let next = 0;
    const add = async () => {
      for (let i = next++; i < lines; i = next++) {
        await must("POST", "/api/draft/material", token, {
          ...LINE,
          draftId,
          widthForDisplay: String(6 + (i % 37)),
          lengthForDisplay: String(44 + ((i * 7) % 53)),
          quantity: 1,
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, add));
    const order = await client.orders.get.query({ customerId: draftId });
    return { token, draftId, client, firstLine: order.lines[0]!.id };
  }

  const setupStarted = performance.now();
  const a = await company("flood@kerf.test", LINES);
  const b = await company("small@kerf.test", 1);
  const link = (await must("POST", "/api/draft/share", a.token, { draftId: a.draftId })).json().data
    .url as string;
  const publicPdf = `/api/public/quote/${link.split("/q/")[1]}/pdf`;
  const job = {
    kerf: 0,
    trim: 0,
    sheets: [{ id: "S", width: 2440, length: 3660, quantity: null }],
    // The most a posted job takes: 1,000 piece lines, 2,000 pieces.
    pieces: Array.from({ length: Math.ceil(LINES / 2) }, (_, i) => ({
      id: `P${i}`,
      quantity: 2,
      width: 150 + ((i * 37) % 900),
      length: 200 + ((i * 53) % 1400),
      rotate: true,
    })),
  };
  console.log(
    `setup: ${LINES}-line order for A, 1-line order for B in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
  );

  const flood = { requests: 0, statuses: new Map<string, number>() };
  const count = (what: string, status: number | string) => {
    flood.requests++;
    const key = `${what} ${status}`;
    flood.statuses.set(key, (flood.statuses.get(key) ?? 0) + 1);
  };
  const loop = async (what: string, once: () => Promise<number>) => {
    while (!stop.signal.aborted) {
      try {
        count(what, await once());
      } catch (error) {
        if (!stop.signal.aborted) count(what, (error as Error).name);
      }
    }
  };
  let quantity = 1;
  const floods = [
    ...Array.from({ length: Number(values["pdf-clients"]) }, (_, i) =>
      loop(
        i % 2 ? "A public-link PDF" : "A quotation PDF",
        async () =>
          (i % 2
            ? await http("GET", publicPdf, undefined, undefined, stop.signal)
            : await http(
                "GET",
                `/api/draft/quotation.pdf?draftId=${a.draftId}`,
                a.token,
                undefined,
                stop.signal,
              )
          ).status,
      ),
    ),
    ...Array.from({ length: Number(values["cut-clients"]) }, (_, i) =>
      i % 2
        ? loop(
            "A posted 2,000-piece job",
            async () =>
              (await http("POST", "/trpc/cutting.planJob", a.token, { job, timeLimit: 1.6 }, stop.signal))
                .status,
          )
        : loop("A order plan after an edit", async () => {
            await a.client.orders.updateLine.mutate(
              { lineId: a.firstLine, line: { ...LINE, quantity: 1 + (quantity++ % 50) } },
              { signal: stop.signal },
            );
            return (
              await http("GET", `/api/draft/cutPlan?draftId=${a.draftId}`, a.token, undefined, stop.signal)
            ).status;
          }),
    ),
  ];
  console.log(`flooding from ${floods.length} clients; B measured after ${values.warmup} s`);
  await new Promise((r) => setTimeout(r, Number(values.warmup) * 1000));

  const pdfTimes: number[] = [];
  const planTimes: number[] = [];
  for (let s = 1; s <= Number(values.samples); s++) {
    let started = performance.now();
    const pdf = await http("GET", `/api/draft/quotation.pdf?draftId=${b.draftId}`, b.token).catch(() => null);
    const pdfMs = performance.now() - started;
    // A refusal (503 after the time limit) counts as never answered.
    pdfTimes.push(pdf?.status === 200 ? pdfMs : GIVE_UP_MS);

    // A new state of B's order, so the plan is made now, not read from an earlier one.
    await b.client.orders.updateLine.mutate({ lineId: b.firstLine, line: { ...LINE, quantity: 1 + s } });
    started = performance.now();
    let status = "";
    while (performance.now() - started < GIVE_UP_MS) {
      const plan = await http("GET", `/api/draft/cutPlan?draftId=${b.draftId}`, b.token).catch(() => null);
      status = plan?.status === 200 ? (plan.json().data.status as string) : `HTTP ${plan?.status}`;
      if (status !== "running") break;
    }
    const planMs = performance.now() - started;
    planTimes.push(status === "done" ? planMs : GIVE_UP_MS);
    console.log(
      `sample ${s}: B's PDF ${pdf?.status ?? "no answer"} in ${(pdfMs / 1000).toFixed(2)} s; ` +
        `B's cut plan ${status} in ${(planMs / 1000).toFixed(2)} s; load ${loadavg()[0]!.toFixed(1)}`,
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop.abort();
  await Promise.allSettled(floods);

  const summary = (times: number[]) => {
    const sorted = times.slice().sort((x, y) => x - y);
    const s = (ms: number) =>
      ms >= GIVE_UP_MS ? "never (refused or given up)" : `${(ms / 1000).toFixed(2)} s`;
    return {
      median: s(sorted[Math.floor(sorted.length / 2)]!),
      max: s(sorted.at(-1)!),
      worst: sorted.at(-1)!,
    };
  };
  console.log("A's flood while B was measured:");
  for (const [key, n] of [...flood.statuses].sort()) console.log(`  ${key}: ${n}`);
  const pdfSum = summary(pdfTimes);
  const planSum = summary(planTimes);
  console.log(
    `B one-page PDF:     median ${pdfSum.median}, max ${pdfSum.max} (limit ${PDF_LIMIT_S} s) ${pdfSum.worst <= PDF_LIMIT_S * 1000 ? "ok" : "TOO SLOW"}`,
  );
  console.log(
    `B one-line cut plan: median ${planSum.median}, max ${planSum.max} (limit ${PLAN_LIMIT_S} s) ${planSum.worst <= PLAN_LIMIT_S * 1000 ? "ok" : "TOO SLOW"}`,
  );
}

try {
  await main();
} finally {
  stop.abort();
  server.child.kill("SIGTERM");
  await server.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
