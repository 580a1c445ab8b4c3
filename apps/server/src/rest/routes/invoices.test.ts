import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { addCustomer, HEADER, LINE, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let url: string;

/** A company (GSTIN in Maharashtra) with one material and a customer whose order has one line. */
async function setUp(t: TestApp, email: string, recipientGstin?: string) {
  const { accessToken } = await signupCompany(t.app, { email, gstNo: "27AAPFU0939F1ZV" });
  return prepareOrder((...args) => rest(t.app, ...args), url, accessToken, recipientGstin);
}

describe("invoices (/api/draft/invoice and tRPC)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it("refuses an order without a complete header or without lines, and numbers nothing", async () => {
    const { accessToken } = await signupCompany(t.app, { email: "empty@kerf.test" });
    const draftId = await addCustomer(t.app, accessToken, "No Header");
    const noHeader = await rest(t.app, "POST", "/draft/invoice", { draftId }, accessToken);
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.errors).toMatchObject({
      "header.billing_address": "Address is Required",
      "header.shipping_address": "Address is Required",
    });
    await trpcClient(url, accessToken).orders.saveHeader.mutate({ customerId: draftId, header: HEADER });
    const noLines = await rest(t.app, "POST", "/draft/invoice", { draftId }, accessToken);
    expect(noLines.status).toBe(400);
    expect(noLines.body.message).toBe("Add at least one line before making an invoice");
    expect((await rest(t.app, "GET", "/draft/invoice", undefined, accessToken)).body.total).toBe(0);
  });

  it("makes a tax invoice with a snapshot, CGST and SGST within one state", async () => {
    const { token, draftId } = await setUp(t, "one@kerf.test");
    const res = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      number: "INV/26-27/0001",
      date: "2026-11-21",
      status: "issued",
      customerName: "Mehta Interiors",
      payable: "329.00",
    });
    const { snapshot } = res.body.data;
    expect(snapshot.company).toMatchObject({
      name: "Sharma Glass Works",
      gstNo: "27AAPFU0939F1ZV",
      stateCode: "27",
      stateName: "Maharashtra",
    });
    expect(snapshot.placeOfSupply).toEqual({ code: "27", name: "Maharashtra", basis: "delivery" });
    expect(snapshot.interState).toBe(false);
    // A company with a GSTIN charges GST on cutting (CGST Act sec. 15(2)(c)): 262.50 + 16.00 cutting =
    // 278.50 taxable, GST 18% 50.13.
    expect(snapshot.lines[0]).toMatchObject({
      hsnCode: "700529",
      gstRate: "18.00",
      area: "4.00",
      taxableValue: "278.50",
      total: "328.63",
    });
    expect(snapshot.totals).toMatchObject({
      cgst: "25.07",
      sgst: "25.06",
      igst: "0.00",
      amountInWords: "Rupees Three Hundred Twenty Nine Only",
    });
  });

  it("charges IGST when the customer's GSTIN is of another state", async () => {
    const { token, draftId } = await setUp(t, "igst@kerf.test", "29AAGCB7383J1Z4");
    const res = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.snapshot.totals).toMatchObject({ cgst: "0.00", sgst: "0.00", igst: "50.13" });
    expect(res.body.data.snapshot.placeOfSupply).toEqual({ code: "29", name: "Karnataka", basis: "gstin" });
  });

  it("gives 50 concurrent invoices of one company 50 distinct consecutive numbers", async () => {
    const { token, draftId, client } = await setUp(t, "fifty@kerf.test");
    const other = await setUp(t, "fifty-other@kerf.test");
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () =>
        client.invoices.create.mutate({ customerId: draftId, date: "2026-12-01", allowDuplicate: true }),
      ),
      ...Array.from({ length: 5 }, () =>
        other.client.invoices.create.mutate({
          customerId: other.draftId,
          date: "2026-12-01",
          allowDuplicate: true,
        }),
      ),
    ]);
    const mine = results
      .slice(0, 50)
      .map((r) => r.number)
      .sort();
    expect(mine).toEqual(Array.from({ length: 50 }, (_, i) => `INV/26-27/${String(i + 1).padStart(4, "0")}`));
    // The other company has its own series.
    expect(
      results
        .slice(50)
        .map((r) => r.number)
        .sort(),
    ).toEqual(["0001", "0002", "0003", "0004", "0005"].map((n) => `INV/26-27/${n}`));
    expect((await rest(t.app, "GET", "/draft/invoice?page=1", undefined, token)).body.total).toBe(50);
  });

  it("puts 31 March and 1 April in different financial years", async () => {
    const { client, draftId } = await setUp(t, "fy@kerf.test");
    const march = await client.invoices.create.mutate({
      customerId: draftId,
      date: "2027-03-31",
      allowDuplicate: true,
    });
    const april = await client.invoices.create.mutate({
      customerId: draftId,
      date: "2027-04-01",
      allowDuplicate: true,
    });
    const march2 = await client.invoices.create.mutate({
      customerId: draftId,
      date: "2027-03-31",
      allowDuplicate: true,
    });
    expect([march.number, april.number, march2.number]).toEqual([
      "INV/26-27/0001",
      "INV/27-28/0001",
      "INV/26-27/0002",
    ]);
  });

  it("never dates an invoice before the last one of its series: numbers and dates run together", async () => {
    const { client, token, draftId } = await setUp(t, "order@kerf.test");
    await client.invoices.create.mutate({ customerId: draftId, date: "2026-11-12", allowDuplicate: true });
    const earlier = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId, date: "2026-11-11", allowDuplicate: true },
      token,
    );
    const message =
      "The invoice date cannot be before 12-11-2026, the date of INV/26-27/0001, the last invoice of its series";
    expect([earlier.status, earlier.body.message, earlier.body.errors]).toEqual([
      400,
      message,
      { date: message },
    ]);
    // Nothing numbered: the next one is 0002, on the same day or later.
    const same = await client.invoices.create.mutate({
      customerId: draftId,
      date: "2026-11-12",
      allowDuplicate: true,
    });
    const earlierYear = await client.invoices.create.mutate({
      customerId: draftId,
      date: "2026-03-02",
      allowDuplicate: true,
    });
    expect([same.number, earlierYear.number]).toEqual(["INV/26-27/0002", "INV/25-26/0001"]);
  });

  it("keeps its snapshot when the material and the settings change afterwards", async () => {
    const { token, draftId, client } = await setUp(t, "snap@kerf.test");
    const invoice = await client.invoices.create.mutate({ customerId: draftId, date: "2026-11-21" });
    const [material] = (await rest(t.app, "GET", "/setting/material", undefined, token)).body.data;
    await rest(
      t.app,
      "PATCH",
      "/setting/material",
      { ...material, materialRate: "99", materialGst: "28" },
      token,
    );
    const general = (await rest(t.app, "GET", "/setting/general", undefined, token)).body.data;
    await rest(
      t.app,
      "POST",
      "/setting/general",
      { ...general, pricingSettings: { ...general.pricingSettings, roundingStep: "6" } },
      token,
    );
    await rest(t.app, "DELETE", `/draft/material/all?draftId=${draftId}`, undefined, token);
    expect((await rest(t.app, "DELETE", "/setting/material", material, token)).status).toBe(200);
    const again = await client.invoices.get.query({ id: invoice.id });
    expect(again.snapshot).toEqual(invoice.snapshot);
    expect(again.payable).toBe("329.00");
  });

  it("refuses a second live invoice of the same lines with 409 unless the caller means it", async () => {
    const { token, draftId } = await setUp(t, "twice@kerf.test");
    const first = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    expect(first.status).toBe(201);
    const again = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      isError: true,
      message:
        'This order is already invoiced as INV/26-27/0001 (not cancelled) with the same lines. To issue another invoice anyway, send "allowDuplicate": true.',
    });
    expect((await rest(t.app, "GET", "/draft/invoice", undefined, token)).body.total).toBe(1);
    const meant = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId, date: "2026-11-21", allowDuplicate: true },
      token,
    );
    expect(meant.status).toBe(201);
    expect(meant.body.data.number).toBe("INV/26-27/0002");
    // Other lines are another sale: no question asked.
    await rest(t.app, "POST", "/draft/material", { draftId, ...LINE, quantity: 3 }, token);
    const changed = await rest(t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(201);
    expect(changed.body.data.number).toBe("INV/26-27/0003");
  });

  it("cancels but keeps the number used; corrects an address but never a figure", async () => {
    const { token, draftId, client } = await setUp(t, "cancel@kerf.test");
    const first = await client.invoices.create.mutate({ customerId: draftId, date: "2026-11-21" });
    const corrected = await rest(
      t.app,
      "PATCH",
      "/draft/invoice",
      { _id: first.id, shipping_address: "Site 10, Baner", payable: "1.00" },
      token,
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({
      payable: "329.00",
      snapshot: { header: { shipping_address: "Site 10, Baner" } },
    });
    const cancelled = await rest(t.app, "DELETE", "/draft/invoice", { _id: first.id }, token);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", number: "INV/26-27/0001" });
    const next = await client.invoices.create.mutate({ customerId: draftId, date: "2026-11-21" });
    expect(next.number).toBe("INV/26-27/0002");
    const list = await rest(t.app, "GET", `/draft/invoice?draftId=${draftId}`, undefined, token);
    expect(list.body.data.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      ["INV/26-27/0002", "issued"],
      ["INV/26-27/0001", "cancelled"],
    ]);
    const search = await rest(t.app, "GET", "/draft/invoice?search=0002", undefined, token);
    expect(search.body.data.map((i: { number: string }) => i.number)).toEqual(["INV/26-27/0002"]);
  });

  it("is the company's own: another company can neither read, cancel nor invoice from it", async () => {
    const mine = await setUp(t, "iso-a@kerf.test");
    const theirs = await setUp(t, "iso-b@kerf.test");
    const invoice = await mine.client.invoices.create.mutate({
      customerId: mine.draftId,
      date: "2026-11-21",
    });
    expect(
      (await rest(t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, theirs.token)).status,
    ).toBe(404);
    expect((await rest(t.app, "DELETE", "/draft/invoice", { _id: invoice.id }, theirs.token)).status).toBe(
      404,
    );
    expect(
      (await rest(t.app, "POST", "/draft/invoice", { draftId: mine.draftId }, theirs.token)).status,
    ).toBe(404);
    expect((await mine.client.invoices.get.query({ id: invoice.id })).status).toBe("issued");
  });
});
