import { describe, expect, it } from "vitest";
import { type CreditNoteFormValues, requestOf } from "./credit-note-form";

const VALUES: CreditNoteFormValues = {
  invoiceId: "9b2f7d5e-3c1a-4b8e-9f00-0a1b2c3d4e5f",
  reason: "Chipped edge",
  lines: [2],
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
});
