/// <reference types="node" />
// The order page's own work for one keystroke on a 500-line order, in Node (no browser, no DOM): the
// typed row checked and priced, then the whole quote's totals (priceQuote over every line) and the
// row's tempering warnings, as OrderStore does on each edit. With and without operations on every line,
// so what issue 29's operations add is seen apart from the browser's rendering. Run from apps/web:
//   npx tsx bench/order-keystroke-cpu.bench.ts
import { performance } from "node:perf_hooks";
import { checkLine } from "../src/features/order/line-check";
import { lineWarnings } from "../src/features/order/operation-entries";
import type { LineDraft } from "../src/features/order/order-types";
import { pricingSetupFrom } from "../src/features/order/pricing-setup";
import { summarise } from "../src/features/order/quote-summary";
import { draftOf, exampleNamed, setupFor } from "../src/features/order/test-setup";

const LINES = 500;
const KEYSTROKES = 400;
const mixed = exampleNamed("a mixed quote over one lakh");
const plain = setupFor(mixed);
const withOps = pricingSetupFrom({
  ...plain,
  operations: [
    { operationName: "Hole", bands: [{ sizeUpTo: "1", rate: "40" }, { rate: "65" }] },
    { operationName: "Hinge cut-out", bands: [{ rate: "150" }] },
  ],
  toughenedMaterials: plain.materials.map((m) => m.materialName),
  materials: plain.materials.map((m) => ({ ...m, thickness: "8" })),
  holeOperations: ["Hole"],
});

function drafts(operations: boolean): LineDraft[] {
  return Array.from({ length: LINES }, (_, i) => {
    const base = draftOf(mixed.input.lines[i % mixed.input.lines.length]!);
    return {
      ...base,
      width: String(10 + (i % 30)),
      length: String(60 + (i % 50)),
      operations: operations
        ? [
            {
              name: "Hole",
              count: String(2 + (i % 3)),
              size: "0.5",
              edgeDistance: i % 2 ? "0.25" : "",
              cornerDistance: "",
            },
            { name: "Hinge cut-out", count: "1", size: "", edgeDistance: "", cornerDistance: "" },
          ]
        : [],
    };
  });
}

function run(name: string, setup: typeof plain, lines: LineDraft[]) {
  const checks = lines.map((d) => checkLine(d, setup));
  const rows = checks.map((c) => (c.kind === "valid" ? { input: c.input, priced: c.priced } : null));
  const times: number[] = [];
  for (let k = 0; k < KEYSTROKES; k++) {
    const start = performance.now();
    const typed = { ...lines[250]!, width: String(1 + (k % 9)) };
    const check = checkLine(typed, setup);
    if (check.kind === "valid") rows[250] = { input: check.input, priced: check.priced };
    summarise(
      rows.filter((r) => r !== null),
      setup,
      { interState: false, withoutTax: false },
    );
    lineWarnings(typed, setup);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor((q / 100) * (times.length - 1))]!.toFixed(2);
  console.log(`  ${name}: median ${p(50)} ms, p95 ${p(95)} ms over ${KEYSTROKES} keystrokes`);
}

console.log(`One keystroke's work on a ${LINES}-line order (Node ${process.version})`);
run("without operations", plain, drafts(false));
run("with operations on every line", withOps, drafts(true));
