/**
 * Exact integers for money, areas and lengths. A value stays a plain Number while it is a safe
 * integer (integer arithmetic there is exact and fast) and becomes a BigInt only when a result would
 * leave the safe range, so ordinary quotes never pay for BigInt and huge ones are still exact.
 */
export type Int = number | bigint;

const MAX = Number.MAX_SAFE_INTEGER;
const MAX_BIG = BigInt(MAX);

function big(a: Int): bigint {
  return typeof a === "bigint" ? a : BigInt(a);
}

/** Back to a Number when it fits, so the steps after a large intermediate return to the fast path. */
function narrow(a: bigint): Int {
  return a <= MAX_BIG && a >= -MAX_BIG ? Number(a) : a;
}

// Rounding is monotonic, so a float result inside the safe range means the exact result was too.
export function add(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const s = a + b;
    if (s <= MAX && s >= -MAX) return s;
  }
  return narrow(big(a) + big(b));
}

export function sub(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const s = a - b;
    if (s <= MAX && s >= -MAX) return s;
  }
  return narrow(big(a) - big(b));
}

export function mul(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const p = a * b;
    if (p <= MAX && p >= -MAX) return p;
  }
  return narrow(big(a) * big(b));
}

/** a / b rounded half away from zero; b > 0. */
export function divRound(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    // `%` on integers is exact, and so is dividing the exact multiple a - r by b.
    const r = a % b;
    const q = (a - r) / b;
    if (r + r >= b) return q + 1;
    if (-(r + r) >= b) return q - 1;
    return q;
  }
  const x = big(a);
  const y = big(b);
  const q = x / y;
  const r2 = (x % y) * 2n;
  if (r2 >= y) return narrow(q + 1n);
  if (-r2 >= y) return narrow(q - 1n);
  return narrow(q);
}

/** ceil(a / b) for a >= 0, b > 0. */
export function divCeil(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const r = a % b;
    const q = (a - r) / b;
    return r > 0 ? q + 1 : q;
  }
  const x = big(a);
  const y = big(b);
  const q = x / y;
  return narrow(x % y > 0n ? q + 1n : q);
}

/** floor(a / b) and the remainder, for a >= 0, b > 0. */
export function divFloor(a: Int, b: Int): [Int, Int] {
  if (typeof a === "number" && typeof b === "number") {
    const r = a % b;
    return [(a - r) / b, r];
  }
  const x = big(a);
  const y = big(b);
  return [narrow(x / y), narrow(x % y)];
}

const POW10: number[] = [];
for (let i = 0, p = 1; i <= 15; i++, p *= 10) POW10.push(p);

export function pow10(k: number): Int {
  return POW10[k] ?? 10n ** BigInt(k);
}

/** a * 10^k for k >= 0. */
export function shift(a: Int, k: number): Int {
  return k === 0 ? a : mul(a, pow10(k));
}

/** round(num * 10^k / den), half away from zero; den > 0, k of either sign. */
export function roundScaled(num: Int, den: Int, k: number): Int {
  return k >= 0 ? divRound(shift(num, k), den) : divRound(num, shift(den, -k));
}
