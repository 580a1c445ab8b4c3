import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { ITEM_MESSAGES } from "../operations-items";
import { ORDER_ITEM_MESSAGES, ZCreateItemLineInput, ZUpdateItemLineInput } from "./order-item-line";

const ID = "5f0c7a2e-1b1a-4c1e-9d1e-2a7b3c4d5e6f";

function errors(result: ReturnType<typeof ZCreateItemLineInput.safeParse>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("an item line as typed (pricing.md 'Item lines')", () => {
  it("keeps the name trimmed and the quantity as its decimal text", () => {
    expect(ZCreateItemLineInput.parse({ customerId: ID, name: " Hinge ", quantity: 6 })).toEqual({
      customerId: ID,
      name: "Hinge",
      quantity: "6",
    });
    expect(
      ZCreateItemLineInput.parse({ customerId: ID, name: "Silicone", quantity: " 12.375 " }).quantity,
    ).toBe("12.375");
  });

  it("refuses with the exact messages: item, blank, zero, text, 4 decimals, too large", () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ name: "", quantity: 1 }, { name: ORDER_ITEM_MESSAGES.itemRequired }],
      [{ name: "Hinge", quantity: "" }, { quantity: MESSAGES.required }],
      [{ name: "Hinge", quantity: 0 }, { quantity: MESSAGES.quantityBelowOne }],
      [{ name: "Hinge", quantity: "six" }, { quantity: MESSAGES.invalidInput }],
      [{ name: "Silicone", quantity: "1.2345" }, { quantity: ITEM_MESSAGES.quantityDecimals }],
      [{ name: "Hinge", quantity: 100001 }, { quantity: MESSAGES.quantityTooLarge }],
    ];
    for (const [body, expected] of cases) {
      expect(errors(ZCreateItemLineInput.safeParse({ customerId: ID, ...(body as object) }))).toEqual(
        expected,
      );
    }
    expect(ORDER_ITEM_MESSAGES.unknownItem("Crane")).toBe('Unknown item "Crane"');
    expect(ORDER_ITEM_MESSAGES.tooMany).toBe("An order holds at most 200 item lines");
  });

  it("changes either field alone", () => {
    expect(ZUpdateItemLineInput.parse({ id: ID, quantity: "2" })).toEqual({ id: ID, quantity: "2" });
    expect(ZUpdateItemLineInput.parse({ id: ID, name: "Transport" })).toEqual({ id: ID, name: "Transport" });
  });
});
