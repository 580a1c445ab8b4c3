import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZCreateCustomerInput } from "./customer";

describe("ZCreateCustomerInput", () => {
  it("reads the date from a Date or ISO text", () => {
    const parsed = ZCreateCustomerInput.parse({
      customerName: " Mehta ",
      phoneNo: 9876543210,
      date: "2024-03-05T10:00:00Z",
    });
    expect(parsed).toStrictEqual({
      customerName: "Mehta",
      phoneNo: "9876543210",
      date: new Date("2024-03-05T10:00:00Z"),
    });
    const now = new Date();
    expect(
      ZCreateCustomerInput.parse({ customerName: "M", phoneNo: "9876543210", date: now }).date,
    ).toStrictEqual(now);
    expect(
      ZCreateCustomerInput.parse({ customerName: "M", phoneNo: "9876543210", date: "2024-03-05" }).date,
    ).toStrictEqual(new Date("2024-03-05"));
  });

  it("has the spec's messages", () => {
    expect(issuesOf(ZCreateCustomerInput, { customerName: "", phoneNo: "", date: "" })).toStrictEqual([
      ["customerName", "Customer name is Required"],
      ["phoneNo", "Phone number is required"],
      ["date", "Date is required"],
    ]);
    expect(
      issuesOf(ZCreateCustomerInput, { customerName: "x".repeat(121), phoneNo: "12345", date: "5 March" }),
    ).toStrictEqual([
      ["customerName", "Must be at most 120 characters"],
      ["phoneNo", "Invalid phone number"],
      ["date", "Invalid date"],
    ]);
    expect(
      issuesOf(ZCreateCustomerInput, { customerName: "M", phoneNo: "98765 43210", date: new Date() }),
    ).toStrictEqual([["phoneNo", "Invalid phone number"]]);
  });
});
