import { describe, expect, it } from "vitest";
import { hasTooManyFields, MAX_FIELDS_IN_ONE_OBJECT } from "./json-fields";

const objectOf = (keys: number, prefix = "k") =>
  JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`${prefix}${i}`, i])));

describe("hasTooManyFields", () => {
  it("allows exactly 500 keys in one object and refuses 501", () => {
    expect(MAX_FIELDS_IN_ONE_OBJECT).toBe(500);
    expect(hasTooManyFields(objectOf(500))).toBe(false);
    expect(hasTooManyFields(objectOf(501))).toBe(true);
  });

  it("counts each object on its own, at any depth", () => {
    // 400 + 400 keys in two sibling objects, and 300 beside a nested 300: each within the limit.
    expect(hasTooManyFields(`[${objectOf(400)},${objectOf(400)}]`)).toBe(false);
    expect(hasTooManyFields(`{"a":${objectOf(300)},${objectOf(300, "b").slice(1)}`)).toBe(false);
    expect(hasTooManyFields(`{"a":{"b":[${objectOf(501)}]}}`)).toBe(true);
    // The outer object's keys resume counting after a nested object closes: 499 + "n" + 1 more = 501.
    const outer = `{"n":{"x":1},${objectOf(499).slice(1, -1)},"last":1}`;
    expect(hasTooManyFields(outer)).toBe(true);
    expect(hasTooManyFields(`{"n":{"x":1},${objectOf(499).slice(1, -1)}}`)).toBe(false);
  });

  it("does not count arrays' items: 2,000 lines are fine", () => {
    const lines = Array.from({ length: 2000 }, (_, i) => ({ length: "12#4", width: "6", qty: i }));
    expect(hasTooManyFields(JSON.stringify({ lines }))).toBe(false);
    expect(hasTooManyFields(JSON.stringify(Array.from({ length: 5000 }, (_, i) => i)))).toBe(false);
  });

  it("ignores colons, commas, braces and escaped quotes inside strings", () => {
    const tricky = 'a:"b\\":{c:1, d:2}\\\\';
    const big = JSON.stringify({ note: Array(2000).fill(tricky).join(":"), 'k"{:}': "]:[" });
    expect(hasTooManyFields(big)).toBe(false);
    // A string ending in an escaped backslash closes properly, so the keys after it are counted.
    const afterBackslash = `{"s":"x\\\\",${objectOf(500).slice(1)}`;
    expect(hasTooManyFields(afterBackslash)).toBe(true);
    expect(hasTooManyFields(`{"s":"x\\\\",${objectOf(499).slice(1)}`)).toBe(false);
    // Keys made of colons and quotes are still one key each.
    const odd = JSON.stringify(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`:"${i}":`, ":"])));
    expect(hasTooManyFields(odd)).toBe(true);
  });

  it("leaves malformed or non-object text to JSON.parse", () => {
    for (const text of ["", "{", "}}}", "]]", '"unterminated', "42", "null", '{"a":::}']) {
      expect(hasTooManyFields(text)).toBe(false);
    }
  });
});
