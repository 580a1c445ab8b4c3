import { describe, expect, it } from "vitest";
import examples from "./__fixtures__/pricing-examples.json";
import { priceQuote } from "./price-quote";
import { PricingError } from "./pricing-error";
import type { PriceQuoteInput } from "./pricing-types";

interface Example {
  name: string;
  input: unknown;
  expected?: unknown;
  error?: string;
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("pricing-examples.json", () => {
  for (const example of examples as Example[]) {
    const input = example.input as PriceQuoteInput;
    if (example.error !== undefined) {
      it(`${example.name}: throws "${example.error}"`, () => {
        const error = thrownBy(() => priceQuote(input));
        expect(error).toBeInstanceOf(PricingError);
        expect((error as PricingError).message).toBe(example.error);
      });
    } else {
      it(example.name, () => {
        expect(priceQuote(input)).toStrictEqual(example.expected);
      });
    }
  }
});
