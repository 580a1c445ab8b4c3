import { describe, expect, it } from "vitest";
import { ZCreateCreditNoteInput } from "./credit-note";

const ID = "9b2f7d5e-3c1a-4b8e-9f00-0a1b2c3d4e5f";
const parse = (input: Record<string, unknown>) =>
  ZCreateCreditNoteInput.safeParse({ invoiceId: ID, ...input });
const firstMessage = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("ZCreateCreditNoteInput", () => {
  it("reads an amount and a rate as exact 2-decimal strings, JSON numbers too, and trims the reason", () => {
    expect(parse({ reason: "  Chipped  ", amount: 100.5, rate: 18 }).data).toEqual({
      invoiceId: ID,
      reason: "Chipped",
      amount: "100.50",
      rate: "18.00",
    });
    expect(parse({ reason: "Returned", lines: [3, 1] }).data).toMatchObject({ lines: [3, 1] });
    expect(parse({ reason: "Whole" }).data).toEqual({ invoiceId: ID, reason: "Whole" });
  });

  it("refuses each broken rule with its message", () => {
    expect(firstMessage({})).toBe("Reason is required");
    expect(firstMessage({ reason: "x".repeat(201) })).toBe("Must be at most 200 characters");
    expect(firstMessage({ reason: "r", amount: "" })).toBe("Amount is required");
    expect(firstMessage({ reason: "r", amount: "0.00" })).toBe("Amount must be more than 0");
    expect(firstMessage({ reason: "r", amount: "0.001" })).toBe("Use at most 2 decimals");
    expect(firstMessage({ reason: "r", amount: "5.005" })).toBe("Use at most 2 decimals");
    expect(firstMessage({ reason: "r", amount: "5", rate: "101" })).toBe(
      "value should be less then or equal to 100",
    );
    expect(firstMessage({ reason: "r", lines: [0] })).toBe(
      "Lines are line numbers of the invoice (1, 2, ...)",
    );
    expect(firstMessage({ reason: "r", lines: "1" })).toBe(
      "Lines are line numbers of the invoice (1, 2, ...)",
    );
    expect(firstMessage({ reason: "r", lines: [1], amount: "5" })).toBe("Send lines or amount, not both");
    expect(firstMessage({ reason: "r", rate: "18" })).toBe("rate goes with amount");
  });
});
