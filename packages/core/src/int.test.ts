import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, divCeil, divFloor, divRound, type Int, mul, pow10, roundScaled, sub } from "./int";

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
const asInt = (b: bigint): Int => (b <= MAX && b >= -MAX ? Number(b) : b);

/** Integers around the edge of the safe range, where the Number fast path must hand over to BigInt. */
const edgy = fc.oneof(
  fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
  fc.bigInt({ min: -100000n, max: 100000n }),
  fc.bigInt({ min: MAX - 1000n, max: MAX + 1000n }),
  fc.bigInt({ min: -MAX - 1000n, max: -MAX + 1000n }),
);
const positive = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 2n ** 70n }));

function halfAwayFromZero(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const q = ((negative ? -a : a) * 2n + b) / (2n * b);
  return negative ? -q : q;
}

describe("exact integers", () => {
  it("add, sub and mul equal BigInt arithmetic, and stay Numbers while safe", () => {
    fc.assert(
      fc.property(edgy, edgy, (a, b) => {
        for (const [got, want] of [
          [add(asInt(a), asInt(b)), a + b],
          [sub(asInt(a), asInt(b)), a - b],
          [mul(asInt(a), asInt(b)), a * b],
        ] as const) {
          expect(BigInt(got)).toBe(want);
          expect(typeof got).toBe(want <= MAX && want >= -MAX ? "number" : "bigint");
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("divRound rounds half away from zero; divCeil and divFloor are exact", () => {
    fc.assert(
      fc.property(edgy, positive, (a, b) => {
        expect(BigInt(divRound(asInt(a), asInt(b)))).toBe(halfAwayFromZero(a, b));
        if (a >= 0n) {
          expect(BigInt(divCeil(asInt(a), asInt(b)))).toBe((a + b - 1n) / b);
          const [q, r] = divFloor(asInt(a), asInt(b));
          expect([BigInt(q), BigInt(r)]).toStrictEqual([a / b, a % b]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("rounds the spec's half-up cases", () => {
    expect(divRound(125, 10)).toBe(13); // 0.125 -> 0.13
    expect(divRound(124, 10)).toBe(12); // 0.124 -> 0.12
    expect(divRound(-45, 10)).toBe(-5);
    expect(divRound(-44, 10)).toBe(-4);
  });

  it("roundScaled multiplies or divides by a power of ten", () => {
    expect(roundScaled(12345, 1, -2)).toBe(123);
    expect(roundScaled(12350, 1, -2)).toBe(124);
    expect(roundScaled(3, 4, 2)).toBe(75);
    expect(pow10(20)).toBe(10n ** 20n);
  });
});
