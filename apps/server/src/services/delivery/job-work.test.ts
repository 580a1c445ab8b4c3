import { ZCreateChallanInput, ZJobWorkReceiveInput, ZJobWorkSendInput, ZProcessorInput } from "@kerf/core";
import ewaybillSchema from "@kerf/core/schemas/ewaybill.json" with { type: "json" };
import itc04Schema from "@kerf/core/schemas/itc04.json" with { type: "json" };
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { HEADER } from "../../../test/order-fixture";
import { paymentFixture } from "../../../test/payment-fixture";
import { loadOrderInput } from "../cutting/cutting-order-input";
import { itc04 } from "../gst/itc04";
import { saveQuoteHeader } from "../orders/orders";
import { challanEWayBill } from "./challan-ewaybill";
import { cancelChallan, createChallan } from "./challans";
import { listReceipts, pendingJobWork, receiveFromProcessor, recutBroken, sendToProcessor } from "./job-work";
import { dueByOf } from "./job-work-pieces";
import { orderDelivery } from "./order-delivery";
import { createProcessor, deleteProcessor } from "./processors";

// Job work (issue 30 points 2-4): pieces out to a toughening plant and back with breakage, a re-cut, the
// pending count under concurrent receipts, the challan's e-way bill and ITC-04.

const { db, company, refusal, rest } = paymentFixture();
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validEWayBill = ajv.compile(ewaybillSchema);
const validItc04 = ajv.compile(itc04Schema);

/** Company with the fixture's order (line 1: 12 x 24, 2 pieces), a second line of 3 pieces, a processor. */
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
  const plant = await createProcessor(
    db(),
    a.session,
    ZProcessorInput.parse({
      name: "Shree Toughened Glass",
      gstin: " 29aagcb7383j1z4 ",
      address: "Plot 4, Peenya",
      city: "Bengaluru",
      pinCode: "560058",
    }),
  );
  const send = (date: string, pieces: [number, number][], transport?: object) =>
    sendToProcessor(
      db(),
      a.session,
      ZJobWorkSendInput.parse({
        processorId: plant.id,
        date,
        lines: pieces.map(([i, quantity]) => ({ lineId: lines[i]!, quantity })),
        transport,
      }),
    );
  const receive = (challanId: string, date: string, back: [number, number, number, string?][]) =>
    receiveFromProcessor(
      db(),
      a.session,
      ZJobWorkReceiveInput.parse({
        challanId,
        date,
        lines: back.map(([i, received, broken, reason]) => ({ lineId: lines[i]!, received, broken, reason })),
      }),
    );
  const state = async () =>
    (await orderDelivery(db(), a.session, a.draftId)).map((l) => [l.delivered, l.withProcessors]);
  return { ...a, lines, plant, send, receive, state };
}

describe("job work", () => {
  it("sends pieces out, takes them back in parts with breakage, and re-cuts the broken one", async () => {
    const a = await shop("jw-trip@kerf.test");
    expect(a.plant).toMatchObject({ gstin: "29AAGCB7383J1Z4", stateCode: "29" });
    const out = await a.send("2026-11-22", [
      [0, 2],
      [1, 3],
    ]);
    expect(out).toMatchObject({ number: "DC/26-27/0001", reason: "job_work", status: "open", pieces: 5 });
    expect(out.snapshot.consignee).toEqual({
      name: "Shree Toughened Glass",
      address: "Plot 4, Peenya",
      gstNo: "29AAGCB7383J1Z4",
    });
    // 5 pieces of 2 sq ft, as the delivery challan test prices them: 656.25 of material.
    expect(out.snapshot.totals.taxableValue).toBe("656.25");
    expect(out.snapshot.lines.map((l) => [l.widthForDisplay, l.lengthForDisplay, l.area])).toEqual([
      ["12", "24", "4.00"],
      ["12", "24", "6.00"],
    ]);
    expect(await a.state()).toEqual([
      [0, 2],
      [0, 3],
    ]);
    // Nothing left at the shop to send.
    expect(await refusal(a.send("2026-11-22", [[0, 1]]))).toMatchObject({
      kind: "BAD_REQUEST",
      message: "Line 1: 0 of its 2 pieces are at the shop (not delivered, not with a processor), not 1",
    });
    // A piece out cannot be delivered on a job-work challan's count either: the delivery count is apart.
    expect(await refusal(deleteProcessor(db(), a.session, a.plant.id))).toMatchObject({ kind: "CONFLICT" });

    const first = await a.receive(out.id, "2026-11-25", [
      [0, 1, 1, "Cracked in the furnace"],
      [1, 2, 0],
    ]);
    expect(first.lines.map((l) => [l.sent, l.received, l.broken, l.pending])).toEqual([
      [2, 1, 1, 0],
      [3, 2, 0, 1],
    ]);
    expect(await refusal(a.receive(out.id, "2026-11-26", [[1, 1, 1, "Chipped"]]))).toMatchObject({
      kind: "BAD_REQUEST",
      message: "Line 2 of DC/26-27/0001: 1 of its 3 pieces are pending with the processor, not 2",
    });
    // Before the challan's date: refused.
    expect((await refusal(a.receive(out.id, "2026-11-21", [[1, 1, 0]]))).message).toBe(
      "The date cannot be before the challan's (2026-11-22)",
    );
    // Broken without a reason: the schema says so.
    const noReason = ZJobWorkReceiveInput.safeParse({
      challanId: out.id,
      lines: [{ lineId: a.lines[1], received: 0, broken: 1 }],
    });
    expect(noReason.success).toBe(false);
    expect(noReason.error?.issues[0]?.message).toBe("Give a reason for broken or rejected pieces");

    const pending = await pendingJobWork(db(), a.session, { processorId: a.plant.id });
    expect(pending.map((l) => [l.challanNumber, l.size, l.pending, l.dueBy, l.overdue])).toEqual([
      ["DC/26-27/0001", "12 x 24", 1, "2027-11-22", false],
    ]);
    expect(await a.state()).toEqual([
      [0, 0],
      [0, 1],
    ]);
    // Pieces back can be delivered; the order's own challan counts them as delivered.
    const delivered = await createChallan(
      db(),
      a.session,
      ZCreateChallanInput.parse({
        draftId: a.draftId,
        reason: "before_invoice",
        lines: [{ lineId: a.lines[1], quantity: 2 }],
      }),
    );
    expect(delivered.number).toBe("DC/26-27/0002");
    expect(await a.state()).toEqual([
      [0, 0],
      [2, 1],
    ]);
    // Receipts came back: the job-work challan stays.
    expect((await refusal(cancelChallan(db(), a.session, { id: out.id, reason: "x" }))).kind).toBe(
      "CONFLICT",
    );

    // The broken piece goes to the order's next cut plan, with one action, once.
    const broken = first.receipts.find((r) => r.broken > 0)!;
    expect(broken.recut).toBe(false);
    expect((await recutBroken(db(), a.session, { receiptId: broken.id })).recut).toBe(true);
    expect(await refusal(recutBroken(db(), a.session, { receiptId: broken.id }))).toMatchObject({
      kind: "CONFLICT",
      message: "These broken pieces are already sent to the cut plan",
    });
    const noBroken = first.receipts.find((r) => r.broken === 0)!;
    expect((await refusal(recutBroken(db(), a.session, { receiptId: noBroken.id }))).kind).toBe(
      "BAD_REQUEST",
    );
    const plan = await loadOrderInput(db(), a.session, a.draftId);
    expect(plan.recuts).toBe(1);
    expect(plan.jobs[0]!.job.pieces.map((p) => [p.id, p.quantity])).toEqual([
      [a.lines[0], 3],
      [a.lines[1], 3],
    ]);
    // An order already cut plans only its re-cut next.
    await db()
      .insertInto("cutMarks")
      .values({
        customerId: a.draftId,
        companyId: a.session.companyId,
        sheetsUsed: 1,
        remnantsUsed: 0,
        remnantsAdded: 0,
      })
      .execute();
    const recutPlan = await loadOrderInput(db(), a.session, a.draftId);
    expect(recutPlan.jobs[0]!.job.pieces.map((p) => [p.id, p.quantity])).toEqual([[a.lines[0], 1]]);
    expect((await listReceipts(db(), a.session, { challanId: out.id })).map((r) => r.recut)).toEqual([
      true,
      false,
    ]);
  });

  it("counts receipts recorded at the same moment one after the other: pending never below 0", async () => {
    const a = await shop("jw-race@kerf.test");
    const out = await a.send("2026-11-22", [[1, 3]]);
    const tries = await Promise.allSettled(
      Array.from({ length: 6 }, () => a.receive(out.id, "2026-11-23", [[1, 1, 0]])),
    );
    const made = tries.filter((t) => t.status === "fulfilled");
    const refused = tries.filter((t) => t.status === "rejected") as PromiseRejectedResult[];
    expect(made).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect((r.reason as Error).message).toBe(
        "Line 1 of DC/26-27/0001: 0 of its 3 pieces are pending with the processor, not 1",
      );
    }
    const [line] = await pendingJobWork(db(), a.session, { customerId: a.draftId });
    expect([line!.sent, line!.received, line!.broken, line!.pending]).toEqual([3, 3, 0, 0]);
    const stored = await db()
      .selectFrom("jobWorkReceipts")
      .select((eb) => eb.fn.sum<string>("received").as("n"))
      .where("challanId", "=", out.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });

  it("files ITC-04 of a quarter, half-year and year with the challans' totals", async () => {
    const a = await shop("jw-itc04@kerf.test");
    const one = await a.send("2026-10-05", [[0, 2]]);
    const two = await a.send("2026-11-10", [[1, 3]]);
    await a.receive(one.id, "2026-10-20", [[0, 1, 1, "Cracked"]]);
    await a.receive(two.id, "2027-01-04", [[1, 3, 0]]);
    const q3 = await itc04(db(), a.session, { period: "2026-27-Q3" });
    if (q3.format !== "json") throw new Error("json expected");
    expect(q3.file.fp).toBe("152026");
    expect(validItc04(q3.file), JSON.stringify(validItc04.errors)).toBe(true);
    expect(q3.file.m2jw.map((c) => [c.ctin, c.jw_stcd, c.chnum, c.chdt])).toEqual([
      ["29AAGCB7383J1Z4", "29", "DC/26-27/0001", "05-10-2026"],
      ["29AAGCB7383J1Z4", "29", "DC/26-27/0002", "10-11-2026"],
    ]);
    const cents = (n: number) => Math.round(n * 100);
    const sentValue = q3.file.m2jw.flatMap((c) => c.itms).reduce((s, i) => s + cents(i.txval), 0);
    const challanValue = [one, two].reduce((s, c) => s + cents(Number(c.snapshot.totals.taxableValue)), 0);
    expect(sentValue).toBe(challanValue);
    expect(q3.file.m2jw.flatMap((c) => c.itms).map((i) => [i.goods_ty, i.uqc, i.qty])).toEqual([
      ["8b", "SQF", 4],
      ["8b", "SQF", 6],
    ]);
    // Table 5A: October's receipt only; the broken piece is a loss.
    expect(q3.file.table5A).toHaveLength(1);
    expect(q3.file.table5A[0]!.items.map((i) => [i.o_chnum, i.jw2_chdt, i.qty, i.lwqty])).toEqual([
      ["DC/26-27/0001", "20-10-2026", 2, 2],
    ]);
    const h2 = await itc04(db(), a.session, { period: "2026-27-H2" });
    if (h2.format !== "json") throw new Error("json expected");
    expect(h2.file.fp).toBe("182026");
    expect(h2.file.m2jw).toHaveLength(2);
    // Over the half-year all came back: what went out is what came back plus losses.
    const back = h2.file.table5A.flatMap((w) => w.items).reduce((s, i) => s + i.qty + i.lwqty, 0);
    const sent = h2.file.m2jw.flatMap((c) => c.itms).reduce((s, i) => s + i.qty, 0);
    expect(back).toBe(sent);
    const year = await itc04(db(), a.session, { period: "2026-27" });
    expect(year.format === "json" && year.file.fp).toBe("192026");
    const q1 = await itc04(db(), a.session, { period: "2026-27-Q1" });
    expect(q1.format === "json" && [q1.file.m2jw.length, q1.file.table5A.length]).toEqual([0, 0]);
    const csv = await itc04(db(), a.session, { period: "2026-27-H2", format: "csv" });
    expect(csv.filename).toBe("ITC-04-2026-27-H2.csv");
    const rows = (csv.file as string).trim().split("\r\n");
    expect(rows[0]).toBe("Table 4");
    expect(rows.filter((r) => r.startsWith("29AAGCB7383J1Z4"))).toHaveLength(4);
    expect((await refusal(itc04(db(), a.session, { period: "2026-28" }))).message).toBe(
      "Period must be a quarter such as 2026-27-Q3, a half-year such as 2026-27-H2 or a year such as 2026-27",
    );
  });

  it("makes a challan's e-way bill: job work 4 to the processor, a delivery challan 8, both CHL", async () => {
    const a = await shop("jw-ewb@kerf.test");
    const profile = await rest(
      "POST",
      "/auth/user",
      {
        company_name: "Sharma Glass Works",
        email_id: "x@y.in",
        phone_no: "9876543210",
        gstNo: "27AAPFU0939F1ZV",
        address: "12 MIDC Road, Bhosari",
        pinCode: "411026",
        city: "Pune",
      },
      a.token,
    );
    expect(profile.status).toBe(200);
    const out = await a.send("2026-11-22", [[1, 3]], { mode: "road", vehicleNo: "mh12ab1234" });
    const bill = await challanEWayBill(db(), a.session, out.id);
    expect(bill.filename).toBe("DC-26-27-0001-ewaybill.json");
    expect(validEWayBill(bill.file), JSON.stringify(validEWayBill.errors)).toBe(true);
    expect(bill.file.billLists[0]).toMatchObject({
      supplyType: "O",
      subSupplyType: 4,
      subSupplyDesc: "",
      docType: "CHL",
      docNo: "DC/26-27/0001",
      docDate: "22/11/2026",
      toGstin: "29AAGCB7383J1Z4",
      toTrdName: "Shree Toughened Glass",
      toPincode: 560058,
      toStateCode: 29,
      vehicleNo: "MH12AB1234",
      transMode: 1,
    });
    const none = await sendToProcessor(
      db(),
      a.session,
      ZJobWorkSendInput.parse({
        processorId: a.plant.id,
        date: "2026-11-22",
        lines: [{ lineId: a.lines[0], quantity: 1 }],
      }),
    );
    expect((await refusal(challanEWayBill(db(), a.session, none.id))).kind).toBe("CONFLICT");
    // A delivery challan goes to the customer's address: its PIN and city from the order's header.
    await saveQuoteHeader(db(), a.session, a.draftId, {
      ...HEADER,
      billing_pin: "411045",
      billing_city: "Pune",
      shipping_pin: "411045",
      shipping_city: "Pune",
    });
    const dc = await createChallan(
      db(),
      a.session,
      ZCreateChallanInput.parse({
        draftId: a.draftId,
        reason: "approval",
        lines: [{ lineId: a.lines[0], quantity: 1 }],
        transport: { mode: "road", vehicleNo: "MH12AB1234" },
      }),
    );
    const dcBill = await challanEWayBill(db(), a.session, dc.id);
    expect(validEWayBill(dcBill.file), JSON.stringify(validEWayBill.errors)).toBe(true);
    expect(dcBill.file.billLists[0]).toMatchObject({
      subSupplyType: 8,
      subSupplyDesc: "Supply on approval",
      docType: "CHL",
    });
  });

  it("a year after the challan is the last day (29 February: 28 February)", () => {
    expect(dueByOf("2026-11-22")).toBe("2027-11-22");
    expect(dueByOf("2028-02-29")).toBe("2029-02-28");
  });
});
