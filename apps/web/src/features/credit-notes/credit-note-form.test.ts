import { describe, expect, it } from "vitest";
import { type CreditNoteFormValues, requestOf } from "./credit-note-form";

const VALUES: CreditNoteFormValues = {
  invoiceId: "9b2f7d5e-3c1a-4b8e-9f00-0a1b2c3d4e5f",
  reason: "Chipped edge",
  lines: [2],
  items: [],
  amount: "100.50",
  rate: "18",
};

describe("the credit note dialog's request", () => {
  it("sends only the chosen mode's fields", () => {
    expect(requestOf(VALUES, "full")).toEqual({ invoiceId: VALUES.invoiceId, reason: "Chipped edge" });
    expect(requestOf(VALUES, "lines")).toEqual({
      invoiceId: VALUES.invoiceId,
      reason: "Chipped edge",
      lines: [2],
    });
    expect(requestOf({ ...VALUES, rate: "" }, "amount")).toEqual({
      invoiceId: VALUES.invoiceId,
      reason: "Chipped edge",
      amount: "100.50",
    });
  });

  it("sends item lines chosen (issue 29), a blank quantity for all that is left, with or without piece lines", () => {
    const items = [
      { n: 1, quantity: " 2 " },
      { n: 3, quantity: "" },
    ];
    expect(requestOf({ ...VALUES, lines: [], items }, "lines")).toEqual({
      invoiceId: VALUES.invoiceId,
      reason: "Chipped edge",
      items: [{ n: 1, quantity: "2" }, { n: 3 }],
    });
    expect(requestOf({ ...VALUES, items }, "lines")).toMatchObject({
      lines: [2],
      items: [{ n: 1, quantity: "2" }, { n: 3 }],
    });
    // Nothing chosen: the schema's own message ("Choose at least one line").
    expect(requestOf({ ...VALUES, lines: [] }, "lines")).toMatchObject({ lines: [] });
  });
});
