// The REST contract suite: an outside client of the legacy paths (docs/spec/portal-spec.md section 7), with nothing but
// `fetch`. It starts the server in a process of its own on a free port with a temporary DATA_DIR, signs up
// two companies and, for every path and method, makes a valid call, an invalid one (400 with the rule's
// message and `errors` by field), one without a token (401) and one with the other company's token on a
// record of the first (404, and nothing changed). Every answer body is checked against the OpenAPI document
// the server serves at /api/openapi.json. Prints a table of path x case and `N passed, M failed`; exits 1 on
// any failure.
//
//   npx tsx contract/run-contract.ts               (from apps/server; part of `npm test`)
//   CONTRACT_URL=http://localhost:3000 npx tsx contract/run-contract.ts   (a server already running, no SMTP_URL)
//
// The cases are in cases/, one file per concern. Each case runs in a context of its own (two new companies)
// and makes what it needs through the context's fixtures, so rows and cases run in any order and four at a
// time (issue 28 point 6):
//
//   CONTRACT_SEED=7 npx tsx contract/run-contract.ts         (rows and cases shuffled, seed 7; "reverse" too)
//   CONTRACT_CONCURRENCY=1 npx tsx contract/run-contract.ts  (one case at a time)

import { auditRows } from "./cases/audit";
import { authRows, logoutRows } from "./cases/auth";
import { bankStatementRows } from "./cases/bank-statements";
import { challanRows } from "./cases/challans";
import { CASES, type CaseName, type ContractContext, createContext, type Row } from "./cases/context";
import { creditNoteRows } from "./cases/credit-notes";
import { customerDeleteRows, customerRows } from "./cases/customers";
import { cuttingRows } from "./cases/cutting";
import { edgeRows } from "./cases/edges";
import { generalSettingsRows } from "./cases/general-settings";
import { gstFileRows } from "./cases/gst-files";
import { invoiceRows } from "./cases/invoices";
import { itemRows } from "./cases/items";
import { jobWorkRows } from "./cases/job-work";
import { materialRows } from "./cases/materials";
import { operationRows } from "./cases/operations";
import { orderItemRows } from "./cases/order-items";
import { orderLineRows } from "./cases/order-lines";
import { paymentRows } from "./cases/payments";
import { priceListRows } from "./cases/price-lists";
import { processorRows } from "./cases/processors";
import { reminderRows } from "./cases/reminders";
import { sharingRows } from "./cases/sharing";
import { staffRows } from "./cases/staff";
import { tdsRows } from "./cases/tds";
import { Client, ContractError, type Method, type OpenApi, startServer } from "./harness";

type Outcome = "ok" | "FAIL" | "n/a";

type Builder = (c: ContractContext) => Row[];

/** Every row, in the order of a run without CONTRACT_SEED (the settings, then the orders and what they make). */
const BUILDERS: Builder[] = [
  authRows,
  materialRows,
  edgeRows,
  itemRows,
  operationRows,
  priceListRows,
  generalSettingsRows,
  customerRows,
  orderLineRows,
  orderItemRows,
  cuttingRows,
  invoiceRows,
  paymentRows,
  bankStatementRows,
  tdsRows,
  reminderRows,
  creditNoteRows,
  gstFileRows,
  sharingRows,
  challanRows,
  processorRows,
  jobWorkRows,
  staffRows,
  customerDeleteRows,
  auditRows,
  logoutRows,
];

const buildRows = (c: ContractContext) => BUILDERS.flatMap((build) => build(c));

/** A small seeded generator (mulberry32): the same seed, the same order. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `items` in the order CONTRACT_SEED asks: as they are without it, reversed for "reverse", else shuffled. */
function reorder<T>(items: T[], seed: string | undefined, next: () => number): T[] {
  if (!seed) return items;
  if (seed === "reverse") return [...items].reverse();
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The run

interface Result {
  method: Method;
  path: string;
  outcomes: Record<CaseName, Outcome>;
}

function printTable(results: Result[]) {
  const header = ["path", ...CASES];
  const lines = results.map((r) => [
    `${r.method} ${r.path.replace(/^\/api/, "")}`,
    ...CASES.map((c) => r.outcomes[c]),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const started = Date.now();
  const external = process.env.CONTRACT_URL?.replace(/\/$/, "");
  const server = external ? { url: external, stop: async () => {} } : await startServer();
  const ready = Date.now();
  try {
    const docRes = await fetch(`${server.url}/api/openapi.json`);
    if (docRes.status !== 200) throw new Error(`GET /api/openapi.json answered ${docRes.status}`);
    const doc = (await docRes.json()) as OpenApi;
    const api = new Client(server.url, doc);

    const failures: string[] = [];
    let rows: Row[];
    try {
      // The rows are listed from a context of their own; each case then runs in one made for it.
      rows = buildRows(await createContext(api, "listing"));
    } catch (error) {
      console.error(`The setup failed: ${(error as Error).message}`);
      console.log("0 passed, 1 failed");
      return 1;
    }

    // CONTRACT_SEED=<n> shuffles the rows, and the cases within each; "reverse" turns them round. Without it
    // the order is the one above, so the usual run reads the same every time.
    const seed = process.env.CONTRACT_SEED?.trim() || undefined;
    if (seed && seed !== "reverse" && !/^\d+$/.test(seed))
      throw new Error(`CONTRACT_SEED=${seed}: a number or "reverse"`);
    if (seed)
      console.log(
        `CONTRACT_SEED=${seed}: rows and their cases in a ${seed === "reverse" ? "reversed" : "shuffled"} order`,
      );
    const next = random(Number(seed ?? 0));
    const runOrder = reorder(
      rows.map((_, i) => i),
      seed,
      next,
    );

    const results: Result[] = rows.map((row) => ({
      method: row.method,
      path: row.path,
      outcomes: Object.fromEntries(CASES.map((c) => [c, "n/a"])) as Record<CaseName, Outcome>,
    }));
    const tasks = runOrder.flatMap((index) => {
      const row = rows[index]!;
      const listed = [...(row.order ?? []), ...CASES.filter((c) => !row.order?.includes(c))];
      return reorder(listed, seed, next).flatMap((name) => (row.cases[name] ? [{ index, name }] : []));
    });
    const runCase = async ({ index, name }: (typeof tasks)[number]) => {
      const row = rows[index]!;
      try {
        // Each case gets a context of its own: new companies, fixtures made on first use.
        const own = buildRows(await createContext(api, `${index}-${CASES.indexOf(name)}`))[index]!;
        await own.setup?.();
        await own.cases[name]!();
        results[index]!.outcomes[name] = "ok";
      } catch (error) {
        results[index]!.outcomes[name] = "FAIL";
        const message =
          error instanceof ContractError ? error.message : String((error as Error).stack ?? error);
        failures.push(`${row.method} ${row.path} [${name}]: ${message}`);
      }
    };
    // No case sees another's records, so a few run at once (CONTRACT_CONCURRENCY, 1 for one at a time).
    const concurrency = Math.max(1, Number(process.env.CONTRACT_CONCURRENCY ?? 4) || 1);
    let taken = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (taken < tasks.length) await runCase(tasks[taken++]!);
      }),
    );

    // Every path and method of the document has its row, and every row is in the document.
    const covered = new Set(results.map((r) => `${r.method} ${r.path}`));
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const key = `${method.toUpperCase()} ${p}`;
        if (!covered.has(key)) {
          failures.push(`${key}: in the OpenAPI document but no contract cases`);
          results.push({
            method: method.toUpperCase() as Method,
            path: p,
            outcomes: {
              valid: "FAIL",
              invalid: "n/a",
              "no token": "n/a",
              "other company": "n/a",
              more: "n/a",
            },
          });
        }
      }
    }

    // Authenticated paths must each have a no-token case, public ones none.
    for (const r of results) {
      const operation = doc.paths[r.path]?.[r.method.toLowerCase()];
      const needsToken = (operation?.security?.length ?? 0) > 0;
      if (needsToken && r.outcomes["no token"] === "n/a") {
        failures.push(`${r.method} ${r.path}: needs a token but has no no-token case`);
        r.outcomes["no token"] = "FAIL";
      }
    }

    printTable(results);
    const all = results.flatMap((r) => CASES.map((c) => r.outcomes[c]));
    const passed = all.filter((o) => o === "ok").length;
    const failed = all.filter((o) => o === "FAIL").length;
    if (failures.length) {
      console.log("\nFailures:");
      for (const f of failures) console.log(`  - ${f}`);
    }
    console.log(
      `\n${results.length} path+method rows, ${api.calls} calls, every answer checked against /api/openapi.json; server up in ${((ready - started) / 1000).toFixed(1)} s, cases in ${((Date.now() - ready) / 1000).toFixed(1)} s`,
    );
    console.log(`${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  return 1;
});
