import { describe, expect, it } from "vitest";
import { sampleStatement } from "../../bench/bank-statement-sample";
import { matchCredits } from "./bank-match";

// The benchmark's figures (npm run bench:bank-match prints them for 1,000 credits), on other seeds:
// at least 95% of the matchable credits matched exactly, none wrongly. Not timed.
describe("matching a generated statement", () => {
  it.each([1, 2, 3])("seed %i: >= 95%% exact, 0 wrong", (seed) => {
    const { invoices, credits } = sampleStatement(400, seed);
    const matches = matchCredits(credits, invoices, new Set());
    const key = (xs: readonly { invoiceId: string; paise: bigint }[]) =>
      xs
        .map((a) => `${a.invoiceId}:${a.paise}`)
        .sort()
        .join(",");
    let matchable = 0;
    let exact = 0;
    let wrong = 0;
    credits.forEach((credit, i) => {
      if (credit.truth.length > 0) matchable++;
      const m = matches[i];
      if (m?.status !== "exact") return;
      if (key(m.suggestions[0]?.allocations ?? []) === key(credit.truth)) exact++;
      else wrong++;
    });
    expect(wrong).toBe(0);
    expect(exact * 100).toBeGreaterThanOrEqual(matchable * 95);
  });
});
