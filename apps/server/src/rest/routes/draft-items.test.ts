import { MAX_ORDER_ITEM_LINES, ORDER_ITEM_MESSAGES } from "@kerf/core";
import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { addCustomer, HEADER } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// An order's item lines (issue 29 point 3, /api/draft/item): fittings and services beside the pieces,
// priced by pricing.md "Item lines", in the order's totals and frozen on its invoice. The figures are the
// worked example of pricing.md "Operations and items".

type Json = Record<string, unknown>;
const WORKED = (examples as unknown as { name: string; input: Json; expected: Json }[]).find((e) =>
  e.name.startsWith("operations and items: the worked example"),
)!;
const input = WORKED.input as {
  materials: Json[];
  operations: { operationName: string; bands: Json[] }[];
  lines: (Json & { operations: { operation: string; count: number }[] })[];
};
const expected = WORKED.expected as { totals: Json; itemLines: Json[] };
const HINGE = { name: "Hinge", unit: "nos", rate: "450", hsnCode: "8302", gstRate: "18" };
const TRANSPORT = {
  name: "Transport",
  unit: "job",
  rate: "500",
  hsnCode: "996511",
  gstRate: "18",
  isService: true,
};
const HINGE_LINE = {
  rate: "450.00",
  gstRate: "18.00",
  itemAmount: "2700.00",
  itemGst: "486.00",
  itemTotal: "3186.00",
};
const TRANSPORT_LINE = {
  rate: "500.00",
  gstRate: "18.00",
  itemAmount: "500.00",
  itemGst: "90.00",
  itemTotal: "590.00",
};

describe("item lines of an order (/api/draft/item)", () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let draftId: string;
  let url: string;
  /** The worked example's piece line, with its holes and hinge cut-out. */
  const pieceLine = (customer: string) => {
    const { operations, ...line } = input.lines[0]!;
    return {
      draftId: customer,
      ...line,
      operations: operations.map((o) => ({ name: o.operation, count: o.count })),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signupCompany(t.app)).accessToken;
    other = (await signupCompany(t.app, { email: "owner@other.in" })).accessToken;
    const general = await rest(
      t.app,
      "POST",
      "/setting/general",
      {
        commonSetting: {
          cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
          gstOnCuttingRate: true,
          isAddExtraMaterialInRate: false,
        },
        pricingSettings: { unit: "inch", roundingStep: 0, minAreaPerPiece: 0 },
      },
      token,
    );
    expect(general.status).toBe(200);
    expect((await rest(t.app, "POST", "/setting/material", input.materials[0], token)).status).toBe(201);
    const seeded = (await rest(t.app, "GET", "/setting/operation", undefined, token)).body.data as Json[];
    for (const { operationName, bands } of input.operations) {
      const row = seeded.find((o) => o.name === operationName)!;
      const body = { _id: row._id, name: operationName, bands };
      expect((await rest(t.app, "PATCH", "/setting/operation", body, token)).status).toBe(200);
    }
    for (const item of [HINGE, TRANSPORT]) {
      expect((await rest(t.app, "POST", "/setting/item", item, token)).status).toBe(201);
    }
    draftId = await addCustomer(t.app, token, "Shower enclosure");
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it("refuses an order's 201st item line and stores nothing", async () => {
    const full = await addCustomer(t.app, token, "Two hundred fittings");
    const { companyId } = await t.testDb.db
      .selectFrom("customers")
      .select("companyId")
      .where("id", "=", full)
      .executeTakeFirstOrThrow();
    await t.testDb.db
      .insertInto("draftItemLines")
      .values(
        Array.from({ length: MAX_ORDER_ITEM_LINES }, (_, position) => ({
          companyId,
          customerId: full,
          position,
          itemName: "Hinge",
          quantity: "1",
        })),
      )
      .execute();
    const res = await rest(
      t.app,
      "POST",
      "/draft/item",
      { draftId: full, name: "Hinge", quantity: 1 },
      token,
    );
    expect([res.status, res.body.message]).toEqual([400, ORDER_ITEM_MESSAGES.tooMany]);
    const stored = await t.testDb.db
      .selectFrom("draftItemLines")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("customerId", "=", full)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(MAX_ORDER_ITEM_LINES);
  });

  it("adds, lists, changes and deletes item lines; the order's totals are the worked example's", async () => {
    const hinge = await rest(t.app, "POST", "/draft/item", { draftId, name: "Hinge", quantity: 6 }, token);
    expect(hinge.status, JSON.stringify(hinge.body)).toBe(201);
    expect(hinge.body.message).toBe("Item line added");
    expect(hinge.body.data).toEqual({
      _id: hinge.body.data._id,
      id: hinge.body.data._id,
      draftId,
      name: "Hinge",
      quantity: "6",
      unit: "nos",
      ...HINGE_LINE,
      error: null,
    });
    // The catalogue's spelling is stored, whatever the case typed.
    const transport = await rest(
      t.app,
      "POST",
      "/draft/item",
      { draftId, name: "transport", quantity: "1" },
      token,
    );
    expect(transport.status, JSON.stringify(transport.body)).toBe(201);
    expect(transport.body.data).toMatchObject({
      name: "Transport",
      quantity: "1",
      unit: "job",
      ...TRANSPORT_LINE,
    });
    expect((await rest(t.app, "POST", "/draft/material", pieceLine(draftId), token)).status).toBe(201);

    const order = (await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token)).body
      .data;
    expect(order.itemLines.map((l: Json) => [l.name, l.itemTotal])).toEqual([
      ["Hinge", "3186.00"],
      ["Transport", "590.00"],
    ]);
    expect(order.totals).toEqual(expected.totals);
    expect(order.totals).toMatchObject({
      taxableValue: "7693.00",
      gst: "1384.74",
      grandTotal: "9077.74",
      payable: "9078.00",
    });
    const client = trpcClient(url, token);
    const viaTrpc = await client.orders.get.query({ customerId: draftId });
    expect(viaTrpc.itemLines.map((l) => l.priced)).toEqual(expected.itemLines);
    expect(await client.orders.items.list.query({ customerId: draftId })).toEqual(viaTrpc.itemLines);

    const listed = await rest(t.app, "GET", `/draft/item?draftId=${draftId}`, undefined, token);
    expect(listed.body.data.map((l: Json) => [l.name, l.quantity, l.itemAmount])).toEqual([
      ["Hinge", "6", "2700.00"],
      ["Transport", "1", "500.00"],
    ]);

    const changed = await rest(
      t.app,
      "PATCH",
      "/draft/item",
      { _id: hinge.body.data._id, quantity: "8" },
      token,
    );
    expect([changed.status, changed.body.message]).toEqual([200, "Item line updated"]);
    expect(changed.body.data).toMatchObject({
      name: "Hinge",
      quantity: "8",
      itemAmount: "3600.00",
      itemGst: "648.00",
    });
    const back = await client.orders.items.update.mutate({ id: hinge.body.data._id, quantity: "6" });
    expect(back.priced).toEqual(HINGE_LINE);

    const extra = await client.orders.items.add.mutate({ customerId: draftId, name: "Hinge", quantity: 1 });
    const after = (await client.orders.get.query({ customerId: draftId })).totals;
    expect(after).toMatchObject({ itemsAmount: "3650.00", taxableValue: "8143.00" });
    const removed = await rest(t.app, "DELETE", "/draft/item", { _id: extra._id }, token);
    expect([removed.status, removed.body.message]).toEqual([200, "Item line deleted"]);
    expect((await client.orders.get.query({ customerId: draftId })).totals).toEqual(expected.totals);
  });

  it("refuses an unknown item or a quantity its unit does not take, and stores nothing", async () => {
    const customer = await addCustomer(t.app, token, "Refused");
    const cases: [Json, Json][] = [
      [{ name: "Hinges", quantity: 1 }, { name: 'Unknown item "Hinges"' }],
      [{ name: "Hinge", quantity: "2.5" }, { quantity: "Quantity must be a whole number" }],
      [{ name: "Hinge", quantity: 0 }, { quantity: "Quantity should be greater than 0" }],
      [{ name: "Hinge", quantity: "" }, { quantity: "Required" }],
      [{ name: "", quantity: 1 }, { name: "Item is Required" }],
    ];
    for (const [body, errors] of cases) {
      const res = await rest(t.app, "POST", "/draft/item", { draftId: customer, ...body }, token);
      expect([res.status, res.body.errors], JSON.stringify(body)).toEqual([400, errors]);
      expect(res.body.message).toBe(Object.values(errors)[0]);
    }
    const listed = await rest(t.app, "GET", `/draft/item?draftId=${customer}`, undefined, token);
    expect(listed.body.data).toEqual([]);
  });

  it("never shows or changes one company's item lines to another", async () => {
    const customer = await addCustomer(t.app, token, "Private");
    const line = (
      await rest(t.app, "POST", "/draft/item", { draftId: customer, name: "Hinge", quantity: 2 }, token)
    ).body.data;
    expect(
      (await rest(t.app, "GET", `/draft/item?draftId=${customer}`, undefined, other)).body,
    ).toMatchObject({
      message: "Customer not found",
    });
    const attempts = [
      await rest(t.app, "POST", "/draft/item", { draftId: customer, name: "Hinge", quantity: 1 }, other),
      await rest(t.app, "PATCH", "/draft/item", { _id: line._id, quantity: 9 }, other),
      await rest(t.app, "DELETE", "/draft/item", { _id: line._id }, other),
    ];
    expect(attempts.map((r) => [r.status, r.body.message])).toEqual([
      [404, "Customer not found"],
      [404, "Item line not found"],
      [404, "Item line not found"],
    ]);
    const mine = await rest(t.app, "GET", `/draft/item?draftId=${customer}`, undefined, token);
    expect(mine.body.data.map((l: Json) => [l._id, l.quantity])).toEqual([[line._id, "2"]]);
  });

  it("Clear all deletes the order's item lines with its pieces, and no other order's", async () => {
    const cleared = await addCustomer(t.app, token, "Cleared");
    const kept = await addCustomer(t.app, token, "Kept");
    for (const customer of [cleared, kept]) {
      await rest(t.app, "POST", "/draft/item", { draftId: customer, name: "Hinge", quantity: 2 }, token);
    }
    await rest(t.app, "POST", "/draft/item", { draftId: cleared, name: "Transport", quantity: 1 }, token);
    expect((await rest(t.app, "POST", "/draft/material", pieceLine(cleared), token)).status).toBe(201);
    const all = (customer: string, as = token) =>
      rest(t.app, "DELETE", `/draft/material/all?draftId=${customer}`, undefined, as);
    expect((await all(cleared, other)).status).toBe(404);

    expect((await all(cleared)).body).toMatchObject({ message: "All lines deleted", data: { deleted: 3 } });
    const order = (await rest(t.app, "GET", `/draft/material?draftId=${cleared}`, undefined, token)).body
      .data;
    expect([order.lines, order.itemLines, order.totals.payable]).toEqual([[], [], "0.00"]);
    const client = trpcClient(url, token);
    expect((await client.orders.get.query({ customerId: kept })).itemLines.map((l) => l.name)).toEqual([
      "Hinge",
    ]);
    // The order page's Clear all (tRPC) does the same.
    expect(await client.orders.clear.mutate({ customerId: kept })).toEqual({ deleted: 1 });
    expect((await client.orders.items.list.query({ customerId: kept })).length).toBe(0);
  });

  it("freezes the item lines on the invoice with the catalogue's unit, HSN or SAC and kind", async () => {
    const client = trpcClient(url, token);
    const customerId = await addCustomer(t.app, token, "Invoiced enclosure");
    await client.orders.saveHeader.mutate({ customerId, header: HEADER });
    expect((await rest(t.app, "POST", "/draft/material", pieceLine(customerId), token)).status).toBe(201);
    await client.orders.items.add.mutate({ customerId, name: "Hinge", quantity: "6" });
    await client.orders.items.add.mutate({ customerId, name: "Transport", quantity: "1" });
    const made = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId: customerId, date: "2026-11-21" },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // A later change of the catalogue is not the invoice's.
    const items = (await rest(t.app, "GET", "/setting/item", undefined, token)).body.data as Json[];
    const hingeRow = items.find((i) => i.name === "Hinge")!;
    expect(
      (await rest(t.app, "PATCH", "/setting/item", { ...HINGE, _id: hingeRow._id, rate: "999" }, token))
        .status,
    ).toBe(200);
    const invoice = await client.invoices.get.query({ id: made.body.data.id });
    expect(invoice.snapshot.itemLines).toEqual([
      { n: 1, name: "Hinge", unit: "nos", hsnCode: "8302", isService: false, quantity: "6", ...HINGE_LINE },
      {
        n: 2,
        name: "Transport",
        unit: "job",
        hsnCode: "996511",
        isService: true,
        quantity: "1",
        ...TRANSPORT_LINE,
      },
    ]);
    expect(invoice.snapshot.totals).toEqual(expected.totals);
    expect(invoice.payable).toBe("9078.00");
    await rest(t.app, "PATCH", "/setting/item", { ...HINGE, _id: hingeRow._id }, token);
  });

  it("freezes the item lines on the quotation shown to the customer, and its acceptance invoices them", async () => {
    const client = trpcClient(url, token);
    const customerId = await addCustomer(t.app, token, "Quoted enclosure");
    await client.orders.saveHeader.mutate({ customerId, header: HEADER });
    expect((await rest(t.app, "POST", "/draft/material", pieceLine(customerId), token)).status).toBe(201);
    await client.orders.items.add.mutate({ customerId, name: "Hinge", quantity: "6" });
    await client.orders.items.add.mutate({ customerId, name: "Transport", quantity: "1" });
    const shared = await rest(t.app, "POST", "/draft/share", { draftId: customerId }, token);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const quoteToken = (shared.body.data.url as string).split("/q/")[1];
    const opened = await rest(t.app, "GET", `/public/quote/${quoteToken}`);
    expect(opened.body.data.snapshot.itemLines.map((l: Json) => [l.name, l.itemTotal])).toEqual([
      ["Hinge", "3186.00"],
      ["Transport", "590.00"],
    ]);
    expect(opened.body.data.snapshot.totals).toEqual(expected.totals);
    const accepted = await rest(t.app, "POST", `/public/quote/${quoteToken}/accept`, {
      name: "Mr Mehta",
      revision: 1,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const made = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId: customerId, date: "2026-11-21" },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invoice = await client.invoices.get.query({ id: made.body.data.id });
    expect(invoice.snapshot.itemLines?.map((l) => l.itemTotal)).toEqual(["3186.00", "590.00"]);
    expect(invoice.payable).toBe("9078.00");
  });
});
