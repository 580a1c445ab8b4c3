import type { InvoiceRecord } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { needsEWayBill } from "./gst-dialog";

const invoice = (payable: string, itemLines: { isService: boolean; itemTotal: string }[] = []) =>
  ({ payable, snapshot: { itemLines } }) as unknown as InvoiceRecord;

describe("whether an invoice needs an e-way bill", () => {
  it("counts the goods over Rs 50,000 (rule 138), never the services billed with them (issue 29)", () => {
    expect(needsEWayBill(invoice("50000.00"))).toBe(false);
    expect(needsEWayBill(invoice("50001.00"))).toBe(true);
    // 50,590.00 payable, of which transport 590.00: the consignment is 50,000.00.
    expect(needsEWayBill(invoice("50590.00", [{ isService: true, itemTotal: "590.00" }]))).toBe(false);
    expect(needsEWayBill(invoice("50590.00", [{ isService: false, itemTotal: "590.00" }]))).toBe(true);
  });
});
