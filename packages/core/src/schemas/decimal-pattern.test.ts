import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZPieceLine } from "../entities/order-line";
import { MESSAGES } from "../messages";
import { parseQuantity } from "../quantity";
import { parseSize } from "../sizes";
import { decimalTextPattern, ZERO_TEXT } from "./decimal-pattern";
import { amountField, decimalField, percentField } from "./fields";
import { type JsonSchema, TAKES } from "./takes";

// The patterns the REST document gives decimal text must take exactly what the server reads.
const text = fc.stringMatching(/^[ ]?[+-]?[0-9]{0,12}(?:[.#][0-9]{0,4})?[ ]?$/);
const runs = { numRuns: Number(process.env.PATTERN_RUNS ?? 2000) };

function ruleOf(schema: unknown): JsonSchema {
  const rule = TAKES.get(schema as never)?.rule;
  if (!rule || typeof rule === "function") throw new Error("no JSON Schema rule");
  return rule;
}

/** What a string pattern and its `not` say of a text. */
function takesText(rule: JsonSchema, value: string): boolean {
  const not = rule.not as { pattern: string } | undefined;
  return (
    new RegExp(rule.pattern as string, "u").test(value) && !(not && new RegExp(not.pattern, "u").test(value))
  );
}

describe("decimal text patterns", () => {
  const fields = {
    amount: amountField({ required: "r" }),
    "positive amount": amountField({ required: "r", positive: "p" }),
    percent: percentField("r"),
    "any decimal": decimalField({ required: "r" }),
    "positive decimal": decimalField({ required: "r", positive: "p" }),
  };
  for (const [name, field] of Object.entries(fields)) {
    it(`take exactly the text a ${name} field takes`, () => {
      const rule = ruleOf(field);
      fc.assert(
        fc.property(text, (value) => {
          expect(takesText(rule, value), JSON.stringify(value)).toBe(field.safeParse(value).success);
        }),
        runs,
      );
      for (const edge of [
        "100",
        "100.00",
        "100.01",
        "9999999999.99",
        "10000000000",
        "-0",
        "+.5",
        "12.",
        ".",
      ]) {
        expect(takesText(rule, edge), edge).toBe(field.safeParse(edge).success);
      }
    });
  }

  it("bound the fraction as well as the whole part", () => {
    const pattern = new RegExp(decimalTextPattern({ max: { m: 12345, k: 2 }, maxDecimals: 2 }));
    for (const [value, taken] of [
      ["123.45", true],
      ["123.4", true],
      ["123.46", false],
      ["123.450", true],
      ["0123.45", true],
      ["124", false],
      ["99.99", true],
    ] as const) {
      expect(pattern.test(value), value).toBe(taken);
    }
    expect(new RegExp(ZERO_TEXT).test(" -0.00 ")).toBe(true);
  });

  it("take exactly the sizes and quantities a line takes", () => {
    const shape = ZPieceLine.shape as unknown as Record<string, unknown>;
    const size = ruleOf(shape.widthForDisplay);
    const quantity = ruleOf(shape.quantity);
    fc.assert(
      fc.property(text, (value) => {
        expect(takesText(size, value), JSON.stringify(value)).toBe(parseSize(value, "inch").ok);
        expect(takesText(quantity, value), JSON.stringify(value)).toBe(parseQuantity(value).ok);
      }),
      runs,
    );
    expect(parseSize("10000#1", "inch")).toEqual({ ok: false, message: MESSAGES.sizeTooLarge });
    expect(takesText(size, "10000#1")).toBe(false);
    expect(takesText(size, "10000#0")).toBe(true);
  });
});
