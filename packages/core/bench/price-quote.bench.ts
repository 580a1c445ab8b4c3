/// <reference types="node" />
import { priceQuote } from "../src/price-quote";
import type { PricedQuote, PriceQuoteInput } from "../src/pricing-types";
import { floatPriceQuote } from "./float-price-quote";
import { sampleQuotes } from "./sample-quotes";

const LINES = 1000;
const ROUNDS = 300;
const TARGET_MS = 5;
const TARGET_RATIO = 10;

const quotes = sampleQuotes(LINES);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Milliseconds per quote, one sample per quote priced; the result is kept so no work is skipped. */
function measure(price: (input: PriceQuoteInput) => PricedQuote, rounds: number): number[] {
  const samples: number[] = [];
  let keep = 0;
  for (let round = 0; round < rounds; round++) {
    for (const quote of quotes) {
      const start = performance.now();
      keep += price(quote).lines.length;
      samples.push(performance.now() - start);
    }
  }
  if (keep !== rounds * quotes.length * LINES) throw new Error("lost lines");
  return samples;
}

// Warm both up so the JIT has compiled them before anything is timed; then interleave the two so
// that machine noise falls on both alike.
measure(priceQuote, 50);
measure(floatPriceQuote, 50);
const exact: number[] = [];
const float: number[] = [];
for (let i = 0; i < 10; i++) {
  exact.push(...measure(priceQuote, ROUNDS / 10));
  float.push(...measure(floatPriceQuote, ROUNDS / 10));
}

const exactMs = median(exact);
const floatMs = median(float);
const ratio = exactMs / floatMs;
const verdict = (ok: boolean) => (ok ? "ok" : "OVER TARGET");
console.log(`priceQuote, ${LINES} lines, mixed settings (${exact.length} quotes priced)`);
console.log(
  `  exact engine : ${exactMs.toFixed(3)} ms median per quote  (target <= ${TARGET_MS} ms: ${verdict(exactMs <= TARGET_MS)})`,
);
console.log(`  float floor  : ${floatMs.toFixed(3)} ms median per quote`);
console.log(
  `  ratio        : ${ratio.toFixed(2)}x  (target <= ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)})`,
);
