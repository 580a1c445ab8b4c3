/// <reference types="node" />
import { matchCredits } from "../src/bank/bank-match";
import { sampleStatement } from "./bank-statement-sample";

// npm run bench:bank-match: matches a generated statement of 1,000 credits and prints how many of the
// matchable credits were matched exactly (goal: at least 95%) and how many exact matches were wrong
// (goal: none). A credit is matched exactly when the rules post it without a look, to exactly the
// invoices and amounts it pays.

const { invoices, credits } = sampleStatement(1000);
const started = performance.now();
const matches = matchCredits(credits, invoices, new Set());
const ms = performance.now() - started;

const key = (xs: readonly { invoiceId: string; paise: bigint }[]) =>
  xs
    .map((a) => `${a.invoiceId}:${a.paise}`)
    .sort()
    .join(",");
const byKind = new Map<string, { total: number; exact: number; wrong: number }>();
let matchable = 0;
let exact = 0;
let wrong = 0;
credits.forEach((credit, i) => {
  const m = matches[i];
  const row = byKind.get(credit.kind) ?? { total: 0, exact: 0, wrong: 0 };
  row.total++;
  if (credit.truth.length > 0) matchable++;
  if (m?.status === "exact") {
    if (key(m.suggestions[0]?.allocations ?? []) === key(credit.truth)) {
      exact++;
      row.exact++;
    } else {
      wrong++;
      row.wrong++;
    }
  }
  byKind.set(credit.kind, row);
});

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(
  `bank statement matching: ${credits.length} credits against ${invoices.length} open invoices, ${ms.toFixed(0)} ms`,
);
for (const [kind, row] of byKind)
  console.log(
    `  ${kind.padEnd(9)} ${String(row.total).padStart(4)} credits, ${String(row.exact).padStart(4)} exact, ${row.wrong} wrong`,
  );
console.log(
  `matched exactly: ${exact} of ${matchable} matchable credits = ${pct(exact, matchable)} (goal >= 95%)`,
);
console.log(`wrongly matched: ${wrong} (goal 0)`);
if (exact * 100 < matchable * 95 || wrong > 0) process.exitCode = 1;
