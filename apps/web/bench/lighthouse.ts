/// <reference types="node" />
// Lighthouse (mobile, its default simulated slow 4G and 4x CPU slowdown) on /login, /dashboard and an
// order page (issue 33: the owner's phone) of the real built server, in Debian's Chromium. Prints the performance score and the main figures of
// each page, the median of --runs runs (default 3), with the machine's load average: figures taken on
// a busy machine are not worth much. Run from apps/web after `npm run build`:
//   npx tsx bench/lighthouse.ts [--runs 3]
import os from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { fillOrder, headerFor, MIXED, WITH_HSN } from "../e2e/support/documents";
import { companyForExample } from "../e2e/support/order-company";
import { CHROMIUM_PATH } from "../e2e/support/paths";
import { startServer } from "../e2e/support/server";
import { STATE_KEY } from "../e2e/support/session";

const TARGET = 95;
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

type Figures = {
  score: number;
  a11y: number;
  a11yFailures: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kib: number;
  /** The main thread's work by kind (ms, as Lighthouse simulates the slow phone): what TBT is made of. */
  work: string;
  /** The longest tasks (simulated ms) with the script they ran, and what the LCP was: where to look. */
  detail: string;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(url: string, port: number): Promise<Figures> {
  // Storage is kept: /dashboard needs the session this script put in localStorage.
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    a11y: Math.round((categories.accessibility?.score ?? 0) * 100),
    // The accessibility audits that failed, with the elements they name (contrast, labels...).
    a11yFailures: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score === 0)
      .map((audit) => {
        const items =
          (audit!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        return `${audit!.id}: ${items.map((i) => i.node?.snippet ?? "").join(" ")}`;
      }),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    kib: value("total-byte-weight") / 1024,
    work: (
      (audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] })
        ?.items ?? []
    )
      .slice(0, 4)
      .map((i) => `${i.groupLabel} ${Math.round(i.duration)} ms`)
      .join(", "),
    detail: [
      `long tasks: ${(
        (audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] })
          ?.items ?? []
      )
        .slice(0, 5)
        .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url.split("/").pop()})`)
        .join(", ")}`,
      `LCP element: ${(JSON.stringify(audits["lcp-breakdown-insight"]?.details) ?? "").match(/"snippet":"(.{0,120})/)?.[1] ?? "?"}`,
      `LCP phases: ${(JSON.stringify(audits["lcp-breakdown-insight"]?.details) ?? "").match(/"subpart[^\]]*/)?.[0]?.slice(0, 400) ?? "?"}`,
    ].join("\n  "),
  };
}

async function main() {
  const server = await startServer({ LOG_LEVEL: "warn" });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    // A company of its own with an order, its session put into the browser's localStorage as a login would.
    const company = await companyForExample(server.baseURL, WITH_HSN, {
      customerName: "Lighthouse Interiors",
    });
    await fillOrder(company, company.customerId, headerFor("Lighthouse Interiors"), MIXED.input.lines);
    const session = company.session;
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const stored = JSON.stringify({ isLogin: true, ...session });
    /**
     * Puts the session into the browser's localStorage (as a login does), or takes it out, and empties
     * the HTTP cache: every run is a first visit (Lighthouse, told to keep storage, keeps the cache too).
     */
    const setSession = async (loggedIn: boolean) => {
      const page = await browser.contexts()[0]!.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.clearBrowserCache");
      await page.goto(`${server.baseURL}/healthz`);
      await page.evaluate(
        ({ key, value }) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
        { key: STATE_KEY, value: loggedIn ? stored : null },
      );
      await page.close();
    };

    const loadBefore = os.loadavg()[0]!;
    let failed = false;
    for (const path of ["/login", "/dashboard", `/order/${company.customerId}`]) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // /login is measured logged out (with a session it sends the browser on to /dashboard).
        await setSession(path !== "/login");
        runs.push(await measure(`${server.baseURL}${path}`, chrome.port));
      }
      const pick = (key: Exclude<keyof Figures, "a11yFailures" | "work" | "detail">) =>
        median(runs.map((r) => r[key]));
      const score = pick("score");
      const a11y = pick("a11y");
      failed ||= score < TARGET || a11y < 100;
      console.log(
        `${(path.startsWith("/order/") ? "/order/<id>" : path).padEnd(11)} performance ${score} (runs: ${runs.map((r) => r.score).join(", ")})  accessibility ${a11y}  ` +
          `FCP ${(pick("fcp") / 1000).toFixed(2)} s  LCP ${(pick("lcp") / 1000).toFixed(2)} s  ` +
          `TBT ${Math.round(pick("tbt"))} ms  CLS ${pick("cls").toFixed(3)}  sent ${Math.round(pick("kib"))} KiB`,
      );
      console.log(`  main thread (last run): ${runs.at(-1)?.work}`);
      console.log(`  ${runs.at(-1)?.detail}`);
      for (const failure of new Set(runs.flatMap((r) => r.a11yFailures))) console.log(`  ${failure}`);
    }
    const loadAfter = os.loadavg()[0]!;
    console.log(
      `load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} CPUs; target ${TARGET}`,
    );
    await browser.close().catch(() => {});
    if (failed) process.exitCode = 1;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();
