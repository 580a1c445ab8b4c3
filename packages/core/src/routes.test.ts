import { describe, expect, it } from "vitest";
import { legacyOrderTarget, routes } from "./routes";

describe("routes", () => {
  it("builds each page's path with its parameters encoded", () => {
    expect(routes.order("c1")).toBe("/order/c1");
    expect(routes.order("a/b?c")).toBe("/order/a%2Fb%3Fc");
    expect(routes.invoiceDocument("i1")).toBe("/invoice/i1");
    expect(routes.invoiceDocument("i1", "worker-sheet")).toBe("/invoice/i1/worker-sheet");
    expect(routes.forgotPassword("t k")).toBe("/forgotPassword?token=t+k");
    expect(routes.sharedQuote("tok")).toBe("/q/tok");
  });

  it("leads the old /mode1 addresses to the order page, both spellings", () => {
    expect(legacyOrderTarget("?id=c1")).toBe("/order/c1");
    expect(legacyOrderTarget("?customerId=c2")).toBe("/order/c2");
    expect(legacyOrderTarget("")).toBeUndefined();
    expect(legacyOrderTarget("?id=")).toBeUndefined();
  });
});
