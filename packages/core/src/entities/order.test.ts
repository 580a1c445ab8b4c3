import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZQuoteHeader } from "./order";

const header = {
  customer_name: "Mehta Interiors",
  date: "2024-03-05",
  billing_address: "4 Park Street, Kolkata",
  shipping_address: "Site 9, Salt Lake, Kolkata",
};

describe("ZQuoteHeader", () => {
  it("leaves email, phone and GST out when blank", () => {
    expect(ZQuoteHeader.parse({ ...header, email_id: "", phone_no: "", gst_no: " " })).toStrictEqual({
      ...header,
      date: new Date("2024-03-05"),
      email_id: undefined,
      phone_no: undefined,
      gst_no: undefined,
    });
    expect(
      ZQuoteHeader.parse({ ...header, email_id: "A@B.in", phone_no: 9876543210, gst_no: "29aagcb7383j1z4" }),
    ).toMatchObject({ email_id: "a@b.in", phone_no: "9876543210", gst_no: "29AAGCB7383J1Z4" });
  });

  it("has the spec's messages", () => {
    expect(issuesOf(ZQuoteHeader, {})).toStrictEqual([
      ["customer_name", "Customer name is Required"],
      ["date", "Date is required"],
      ["billing_address", "Address is Required"],
      ["shipping_address", "Address is Required"],
    ]);
    expect(
      issuesOf(ZQuoteHeader, { ...header, email_id: "a@", phone_no: "12", gst_no: "27AAPFU0939F1ZW" }),
    ).toStrictEqual([
      ["email_id", "Invalid email address"],
      ["phone_no", "Invalid phone number"],
      ["gst_no", "Invalid GST number"],
    ]);
    expect(
      issuesOf(ZQuoteHeader, { ...header, billing_address: " ", shipping_address: "x".repeat(501) }),
    ).toStrictEqual([
      ["billing_address", "Address is Required"],
      ["shipping_address", "Must be at most 500 characters"],
    ]);
  });
});
