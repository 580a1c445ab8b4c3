import { describe, expect, it } from "vitest";
import { parseQuantity } from "./quantity";

const message = (value: unknown) => {
  const result = parseQuantity(value);
  return result.ok ? result.quantity : result.message;
};

describe("parseQuantity", () => {
  it("takes a whole number from 1 to 100,000, as a number or digits", () => {
    expect(message(1)).toBe(1);
    expect(message("40")).toBe(40);
    expect(message(100000)).toBe(100000);
  });

  it("has a message for each broken rule", () => {
    expect(message(0)).toBe("Quantity should be greater than 0");
    expect(message(-2)).toBe("Quantity should be greater than 0");
    expect(message("-2")).toBe("Quantity should be greater than 0");
    expect(message(0.5)).toBe("Quantity should be greater than 0");
    expect(message(2.5)).toBe("Quantity must be a whole number");
    expect(message(100001)).toBe("Quantity must be at most 100000");
    expect(message("")).toBe("Required");
    expect(message(null)).toBe("Required");
    expect(message("two")).toBe("Invalid input");
    expect(message(Number.NaN)).toBe("Quantity should be greater than 0");
  });
});
