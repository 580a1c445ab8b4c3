import { ZCreateChallanInput } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import type { SessionInfo } from "../auth/sessions";
import { createInvoice } from "../billing/invoice-creation";
import { cancelInvoice } from "../billing/invoices";
import { cancelChallan, createChallan, getChallan, listChallans } from "./challans";
import { orderDelivery } from "./order-delivery";

// Delivery challans (issue 30): part deliveries of an order, an invoice from two challans (every piece
// once), cancelling, and two challans made at once for the same pieces.

const { db, company, refusal, rest } = paymentFixture();

/** Company with the fixture's order (line 1: 12 x 24, 2 pieces) and a second line of 3 pieces. */
async function shop(email: string) {
  const a = await company(email);
  const added = await rest(
    "POST",
    "/draft/material",
    {
      draftId: a.draftId,
      widthForDisplay: "12",
      lengthForDisplay: "24",
      quantity: 3,
      materialType: "Clear 5mm",
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: [],
      multiplier: 1,
    },
    a.token,
  );
  expect(added.status).toBe(201);
  const lines = (await orderDelivery(db(), a.session, a.draftId)).map((l) => l.lineId);
  const challan = (date: string, pieces: [number, number][], session: SessionInfo = a.session) =>
    createChallan(
      db(),
      session,
      ZCreateChallanInput.parse({
        draftId: a.draftId,
        reason: "before_invoice",
        date,
        lines: pieces.map(([i, quantity]) => ({ lineId: lines[i]!, quantity })),
        transport: { vehicleNo: "mh12ab1234", mode: "road" },
      }),
    );
  const state = async () =>
    (await orderDelivery(db(), a.session, a.draftId)).map((l) => [l.delivered, l.pendingDelivery]);
  return { ...a, lines, challan, state };
}

describe("delivery challans", () => {
  it("delivers an order in parts, then one invoice takes two challans' pieces exactly once", async () => {
    const a = await shop("dc-parts@kerf.test");
    // The whole order (5 pieces of 12 x 24) as one invoice, for the figures to compare with.
    const whole = await a.invoice("2026-11-21");
    // 5 pieces of 2 sq ft: material 656.25, GST 18 % 118.13 (59.07 + 59.06), cutting 40.00 without GST,
    // 814.38 rounded to 814.00.
    expect(whole.payable).toBe("814.00");
    await cancelInvoice(db(), a.session, whole.id);

    const first = await a.challan("2026-11-22", [
      [0, 1],
      [1, 2],
    ]);
    expect(first).toMatchObject({ number: "DC/26-27/0001", status: "open", pieces: 3, total: "489.00" });
    expect(first.snapshot.totals).toMatchObject({
      taxableValue: "393.75",
      gst: "70.88",
      grandTotal: "488.63",
    });
    expect(first.number.length).toBeLessThanOrEqual(16);
    expect(first.snapshot.consignee).toEqual({
      name: "Mehta Interiors",
      address: "Site 9, Baner, Pune",
      gstNo: "",
    });
    expect(first.snapshot.transport).toMatchObject({ mode: "road", vehicleNo: "MH12AB1234" });
    expect(first.snapshot.lines.map((l) => [l.quantity, l.total])).toEqual([
      [1, "162.88"],
      [2, "325.75"],
    ]);
    expect(await a.state()).toEqual([
      [1, 1],
      [2, 1],
    ]);

    // Line 2 has 1 piece left: 2 more are refused, nothing stored.
    expect(await refusal(a.challan("2026-11-23", [[1, 2]]))).toEqual({
      kind: "BAD_REQUEST",
      message: "Line 2: 1 of its 3 pieces are pending delivery, not 2",
      fieldErrors: { "lines.0.quantity": "Line 2: 1 of its 3 pieces are pending delivery, not 2" },
    });
    // A challan is never dated before the last of its series.
    expect((await refusal(a.challan("2026-11-21", [[1, 1]]))).message).toBe(
      "The challan date cannot be before 22-11-2026, the date of DC/26-27/0001, the last challan of its series",
    );

    const second = await a.challan("2026-11-23", [
      [0, 1],
      [1, 1],
    ]);
    expect(second).toMatchObject({ number: "DC/26-27/0002", pieces: 2, total: "326.00" });
    expect(second.snapshot.totals.grandTotal).toBe("325.76");
    expect(await a.state()).toEqual([
      [2, 0],
      [3, 0],
    ]);

    // Cancelled: keeps its number, its pieces are pending again; the next challan takes the next number.
    const cancelled = await cancelChallan(db(), a.session, { id: second.id, reason: "Truck did not come" });
    expect(cancelled).toMatchObject({
      number: "DC/26-27/0002",
      status: "cancelled",
      cancelReason: "Truck did not come",
    });
    expect(await a.state()).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const third = await a.challan("2026-11-24", [
      [0, 1],
      [1, 1],
    ]);
    expect(third.number).toBe("DC/26-27/0003");

    const invoice = await createInvoice(db(), a.session, {
      customerId: a.draftId,
      date: "2026-11-25",
      challanIds: [first.id, third.id],
    });
    // Every piece once, each order line's pieces one invoice line: the whole order's figures.
    expect(invoice.payable).toBe("814.00");
    expect(invoice.snapshot.lines.map((l) => [l.quantity, l.total])).toEqual([
      [2, "325.75"],
      [3, "488.63"],
    ]);
    expect(invoice.snapshot.totals).toMatchObject({
      taxableValue: "656.25",
      cgst: "59.07",
      sgst: "59.06",
      cuttingAmount: "40.00",
      grandTotal: "814.38",
    });
    for (const id of [first.id, third.id]) {
      expect(await getChallan(db(), a.session, id)).toMatchObject({
        status: "invoiced",
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
      });
    }
    expect(
      await refusal(createInvoice(db(), a.session, { customerId: a.draftId, challanIds: [first.id] })),
    ).toMatchObject({
      kind: "CONFLICT",
      message: "DC/26-27/0001 is invoiced already",
    });
    expect(
      await refusal(createInvoice(db(), a.session, { customerId: a.draftId, challanIds: [second.id] })),
    ).toMatchObject({
      kind: "CONFLICT",
      message: "DC/26-27/0002 is cancelled",
    });
    expect(await refusal(cancelChallan(db(), a.session, { id: first.id, reason: "x" }))).toMatchObject({
      kind: "CONFLICT",
      message: "An invoiced challan cannot be cancelled",
    });
    // Invoiced pieces stay delivered.
    expect(await a.state()).toEqual([
      [2, 0],
      [3, 0],
    ]);
    // Cancelling the invoice opens its challans again (their pieces were delivered, no longer billed).
    await cancelInvoice(db(), a.session, invoice.id);
    expect((await getChallan(db(), a.session, first.id)).status).toBe("open");

    const listed = await listChallans(db(), a.session, { search: "0002" });
    expect(listed.map((c) => [c.number, c.status])).toEqual([["DC/26-27/0002", "cancelled"]]);
    expect((await listChallans(db(), a.session, { status: "open" })).map((c) => c.number)).toEqual([
      "DC/26-27/0003",
      "DC/26-27/0001",
    ]);
  });

  it("never lets another company see or invoice a challan", async () => {
    const a = await shop("dc-a@kerf.test");
    const b = await shop("dc-b@kerf.test");
    const mine = await a.challan("2026-11-22", [[0, 1]]);
    expect(await refusal(getChallan(db(), b.session, mine.id))).toMatchObject({
      kind: "NOT_FOUND",
      message: "Challan not found",
    });
    expect(await refusal(cancelChallan(db(), b.session, { id: mine.id, reason: "x" }))).toMatchObject({
      kind: "NOT_FOUND",
    });
    expect(
      await refusal(createInvoice(db(), b.session, { customerId: b.draftId, challanIds: [mine.id] })),
    ).toMatchObject({ kind: "NOT_FOUND", message: "Challan not found" });
    expect(await listChallans(db(), b.session, {})).toEqual([]);
    // A's line id on B's order: not one of B's lines.
    const foreignLine = createChallan(
      db(),
      b.session,
      ZCreateChallanInput.parse({
        draftId: b.draftId,
        reason: "other",
        lines: [{ lineId: a.lines[0]!, quantity: 1 }],
      }),
    );
    expect(await refusal(foreignLine)).toMatchObject({
      kind: "BAD_REQUEST",
      message: "Line 1: no such line in this order",
    });
    expect((await getChallan(db(), a.session, mine.id)).status).toBe("open");
  });

  it("two challans made at once for the last pieces: one is made, the other refused", async () => {
    const a = await shop("dc-race@kerf.test");
    const results = await Promise.allSettled([
      a.challan("2026-11-22", [[1, 2]]),
      a.challan("2026-11-22", [[1, 2]]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason.message).toBe("Line 2: 1 of its 3 pieces are pending delivery, not 2");
    expect(await a.state()).toEqual([
      [0, 2],
      [2, 1],
    ]);
  });
});
