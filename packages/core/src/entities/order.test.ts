import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZQuoteHeader } from "./order";
import { GST_HEADER_MESSAGES } from "./order-supply";

const header = {
  customer_name: "Mehta Interiors",
  date: "2024-03-05",
  billing_address: "4 Park Street, Kolkata",
  shipping_address: "Site 9, Salt Lake, Kolkata",
  shipping_state: "19",
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

describe("ZQuoteHeader's place of supply", () => {
  const { shipping_state: _, ...noState } = header;
  const required = [["shipping_state", GST_HEADER_MESSAGES.shippingStateRequired]];

  it("needs the delivery state of an unregistered buyer unless its PIN gives it or the goods are collected", () => {
    expect(issuesOf(ZQuoteHeader, noState)).toStrictEqual(required);
    // 403 is Goa's and within Maharashtra's range: the PIN does not settle it.
    expect(issuesOf(ZQuoteHeader, { ...noState, shipping_pin: "403001" })).toStrictEqual(required);
    expect(issuesOf(ZQuoteHeader, { ...noState, shipping_pin: 700091 })).toStrictEqual([]);
    expect(issuesOf(ZQuoteHeader, { ...noState, collected_at_shop: true })).toStrictEqual([]);
    expect(issuesOf(ZQuoteHeader, { ...noState, gst_no: "29AAGCB7383J1Z4" })).toStrictEqual([]);
    expect(
      issuesOf(ZQuoteHeader, { ...noState, shipping_state: "30", shipping_pin: "403001" }),
    ).toStrictEqual([]);
  });

  it("takes today's state codes only", () => {
    for (const code of ["25", "28", "99", "40", "Karnataka", 29]) {
      expect(issuesOf(ZQuoteHeader, { ...header, shipping_state: code })).toStrictEqual([
        ["shipping_state", GST_HEADER_MESSAGES.stateInvalid],
      ]);
    }
  });

  it("an SEZ unit or developer is registered: its GSTIN is required", () => {
    expect(issuesOf(ZQuoteHeader, { ...header, sez_supply: "without_payment" })).toStrictEqual([
      ["gst_no", GST_HEADER_MESSAGES.sezNeedsGstin],
    ]);
    expect(issuesOf(ZQuoteHeader, { ...header, sez_supply: "lut" })).toStrictEqual([
      ["sez_supply", GST_HEADER_MESSAGES.sezInvalid],
    ]);
    expect(
      ZQuoteHeader.parse({ ...header, gst_no: "29AAGCB7383J1Z4", sez_supply: "with_payment" }).sez_supply,
    ).toBe("with_payment");
  });
});
