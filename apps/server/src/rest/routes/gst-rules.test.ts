import { todayInIndia } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../../test/clients";
import { HEADER, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { addDays } from "../../services/billing/financial-year";

const PROFILE = {
  company_name: "Sharma Glass Works",
  email_id: "x@y.in",
  phone_no: "9876543210",
  gstNo: "27AAPFU0939F1ZV",
  address: "12 MIDC Road, Bhosari",
  pinCode: "411026",
  city: "Pune",
};
const BUYER = "29AAGCB7383J1Z4";
const GSTIN_HEADER = {
  ...HEADER,
  gst_no: BUYER,
  billing_pin: "560058",
  billing_city: "Bengaluru",
  shipping_pin: "560100",
  shipping_city: "Bengaluru",
  shipping_state: "29",
};

let url: string;

describe("GST files: the portals' rules over the API (issue 25)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  /** A company with PIN and city, and an invoice of one line (Clear 5mm, 4 sq ft) to a Karnataka buyer. */
  async function invoiced(email: string, header = GSTIN_HEADER) {
    const { accessToken } = await signupCompany(t.app, { email });
    const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
      rest(t.app, ...args);
    expect((await call("POST", "/auth/user", PROFILE, accessToken)).body.data).toMatchObject({
      pinCode: "411026",
      city: "Pune",
    });
    const { draftId, client } = await prepareOrder(call, url, accessToken);
    await client.orders.saveHeader.mutate({ customerId: draftId, header });
    const invoice = await call("POST", "/draft/invoice", { draftId, date: "2026-11-21" }, accessToken);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    return { token: accessToken, id: invoice.body.data._id as string, draftId, client, call };
  }

  it("a registered buyer's goods shipped to another state: ShipDtls and actualToStateCode carry the ship-to's", async () => {
    // Billed to the Karnataka GSTIN, delivered to its site in Pune: place of supply Karnataka (the
    // GSTIN's, IGST Act sec. 10(1)(b)), the goods' destination Maharashtra.
    const header = { ...GSTIN_HEADER, shipping_pin: "411045", shipping_city: "Pune", shipping_state: "27" };
    const { token, id, call } = await invoiced("ship-to@kerf.test", header);
    const einvoice = (await call("GET", `/draft/invoice/einvoice?id=${id}`, undefined, token)).body;
    expect([
      einvoice.BuyerDtls.Stcd,
      einvoice.BuyerDtls.Pos,
      einvoice.ShipDtls.Stcd,
      einvoice.ShipDtls.Pin,
    ]).toEqual(["29", "29", "27", 411045]);
    await call(
      "POST",
      "/draft/invoice/transport",
      { id, vehicleNo: "MH12AB1234", distanceKm: 12, mode: "road" },
      token,
    );
    const bill = (await call("GET", `/draft/invoice/ewaybill?id=${id}`, undefined, token)).body.billLists[0];
    expect([bill.toStateCode, bill.actualToStateCode, bill.toPincode, bill.transType]).toEqual([
      29, 27, 411045, 2,
    ]);
  });

  it("registers no invoice dated after today in India (409), nor one with a 4-digit HSN, naming the material", async () => {
    const { token, draftId, client } = await invoiced("einv-rules@kerf.test");
    const tomorrow = addDays(todayInIndia(), 1);
    const later = await client.invoices.create.mutate({
      customerId: draftId,
      date: tomorrow,
      allowDuplicate: true,
    });
    const future = await rest(t.app, "GET", `/draft/invoice/einvoice?id=${later.id}`, undefined, token);
    expect([future.status, future.body.errors]).toEqual([
      409,
      {
        date: `The Document date should not be a future date: this one is dated ${tomorrow.split("-").reverse().join("-")}; register it on that day`,
      },
    ]);
    const [clear] = (await rest(t.app, "GET", "/setting/material", undefined, token)).body.data;
    await rest(t.app, "PATCH", "/setting/material", { ...clear, hsnCode: "7005" }, token);
    const short = await client.invoices.create.mutate({
      customerId: draftId,
      date: tomorrow,
      allowDuplicate: true,
    });
    const res = await rest(t.app, "GET", `/draft/invoice/ewaybill?id=${short.id}`, undefined, token);
    expect(res.status).toBe(409);
    expect(res.body.errors["lines.0.hsn"]).toBe(
      "Line 1: Clear 5mm has HSN 7005; e-invoices and e-way bills need at least 6 digits: set it on the material (Settings, Materials)",
    );
  });
});
