import { VEHICLE_NO_MESSAGE } from "@kerf/core";
import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import ewaybillSchema from "@kerf/core/schemas/ewaybill.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { HEADER, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validEInvoice = ajv.compile(einvoiceSchema);
const validEWayBill = ajv.compile(ewaybillSchema);
const validGstr1 = ajv.compile(gstr1Schema);

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

describe("GST files (REST and tRPC)", () => {
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

  it("answers the e-invoice file itself, named, valid against the corrected INV-01 schema", async () => {
    const { token, id } = await invoiced("einv@kerf.test");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/draft/invoice/einvoice?id=${id}`,
      headers: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="INV-26-27-0001-einvoice.json"');
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const file = res.json();
    expect(validEInvoice(file), JSON.stringify(validEInvoice.errors)).toBe(true);
    expect(file.SellerDtls).toMatchObject({ Gstin: "27AAPFU0939F1ZV", Loc: "Pune", Pin: 411026, Stcd: "27" });
    expect(file.BuyerDtls).toMatchObject({ Gstin: BUYER, Pos: "29", Loc: "Bengaluru", Pin: 560058 });
    expect(file.ShipDtls).toMatchObject({ Addr1: "Site 9, Baner, Pune", Pin: 560100, Stcd: "29" });
    // 4 sq ft of Clear 5mm: 262.50 and its cutting 16.00, taxed with it (CGST Act sec. 15(2)(c)), as a
    // company with a GSTIN starts: 278.50, IGST 50.13.
    expect(
      file.ItemList.map((i: Record<string, unknown>) => [i.HsnCd, i.Qty, i.Unit, i.AssAmt, i.IgstAmt]),
    ).toEqual([["700529", 4, "SQF", 278.5, 50.13]]);
    expect(file.ValDtls).toMatchObject({
      AssVal: 278.5,
      IgstVal: 50.13,
      OthChrg: 0,
      RndOffAmt: 0.37,
      TotInvVal: 329,
    });
  });

  it("refuses a B2C invoice with a clear 409 in the envelope; another company's invoice is a 404", async () => {
    const { id } = await invoiced("b2c@kerf.test", { ...GSTIN_HEADER, gst_no: undefined } as never);
    const other = await signupCompany(t.app, { email: "b2c-other@kerf.test" });
    expect(
      (await rest(t.app, "GET", `/draft/invoice/einvoice?id=${id}`, undefined, other.accessToken)).status,
    ).toBe(404);
    const mine = await invoiced("b2c-2@kerf.test", { ...GSTIN_HEADER, gst_no: undefined } as never);
    const res = await rest(t.app, "GET", `/draft/invoice/einvoice?id=${mine.id}`, undefined, mine.token);
    // The request is fine; the invoice is not one the portal registers: 409, with each reason.
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      isError: true,
      message: "An e-invoice is only for a registered customer: this invoice has no customer GSTIN (B2C)",
      errors: {
        "customer.gstNo":
          "An e-invoice is only for a registered customer: this invoice has no customer GSTIN (B2C)",
      },
    });
  });

  it("stores transport details, checks them, and exports the e-way bill", async () => {
    const { token, id, call } = await invoiced("ewb@kerf.test");
    const noTransport = await call("GET", `/draft/invoice/ewaybill?id=${id}`, undefined, token);
    expect(noTransport.status).toBe(409);
    expect(noTransport.body.message).toBe(
      "Enter the transport details first (mode and vehicle, or the transporter for Part-A)",
    );
    const bad = await call(
      "POST",
      "/draft/invoice/transport",
      { id, vehicleNo: "12345", distanceKm: 5000, mode: "boat" },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      vehicleNo: VEHICLE_NO_MESSAGE,
      distanceKm: "Distance must be a whole number of km from 0 to 4000",
      mode: 'Mode must be "road", "rail", "air" or "ship"',
    });
    const saved = await call(
      "POST",
      "/draft/invoice/transport",
      { id, vehicleNo: "mh 12 ab 1234", transporterName: "VRL Logistics", distanceKm: "842", mode: "road" },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.transport).toEqual({
      vehicleNo: "MH12AB1234",
      vehicleType: "regular",
      transporterId: null,
      transporterName: "VRL Logistics",
      transDocNo: null,
      transDocDate: null,
      distanceKm: 842,
      mode: "road",
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/draft/invoice/ewaybill?id=${id}`,
      headers: { access_token: token },
    });
    expect(res.headers["content-disposition"]).toBe('attachment; filename="INV-26-27-0001-ewaybill.json"');
    const file = res.json();
    expect(validEWayBill(file), JSON.stringify(validEWayBill.errors)).toBe(true);
    expect(file.billLists[0]).toMatchObject({
      vehicleNo: "MH12AB1234",
      transDistance: 842,
      transMode: 1,
      transType: 2,
      actualFromStateCode: 27,
      toStateCode: 29,
      actualToStateCode: 29,
      totInvValue: 329,
      OthValue: 0.37,
    });
  });

  it("stores the IRN, acknowledgement and signed QR once per IRN", async () => {
    const { token, id, call } = await invoiced("irn@kerf.test");
    const irn = `${"a".repeat(60)}b1c2`;
    const bad = await call(
      "POST",
      "/draft/invoice/irn",
      { id, irn: "short", ackNo: "x", ackDate: "yesterday" },
      token,
    );
    expect(bad.body.errors).toEqual({
      irn: "IRN must be the 64 characters the portal returned",
      ackNo: "Acknowledgement number must be 1 to 20 digits",
      ackDate: "Acknowledgement date must look like 2026-11-26 10:15:00",
    });
    const ok = await call(
      "POST",
      "/draft/invoice/irn",
      {
        id,
        irn,
        ackNo: 112610123456789,
        ackDate: "2026-11-21 11:05:00",
        signedQr: "eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln",
      },
      token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.registration).toEqual({
      irn,
      ackNo: "112610123456789",
      ackDate: "2026-11-21 11:05:00",
      signedQr: "eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln",
    });
    // Within one company an IRN names one invoice; another company's invoices are its own.
    const mine = await invoiced("irn3@kerf.test");
    const one = await mine.client.invoices.create.mutate({
      customerId: mine.draftId,
      date: "2026-11-22",
      allowDuplicate: true,
    });
    const body = { irn, ackNo: "1", ackDate: "2026-11-21 11:05:00" };
    expect((await call("POST", "/draft/invoice/irn", { id: mine.id, ...body }, mine.token)).status).toBe(200);
    const twice = await call("POST", "/draft/invoice/irn", { id: one.id, ...body }, mine.token);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      "This IRN is already stored on invoice INV/26-27/0001",
    ]);
    expect((await call("POST", "/draft/invoice/irn", { id: one.id, ...body }, token)).status).toBe(404);
  });

  it("GSTR-1 of the month as JSON and as CSV, the file itself; a bad period or table is a 400", async () => {
    const { token } = await invoiced("gstr1@kerf.test");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/gst/gstr1?period=2026-11",
      headers: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="GSTR1-27AAPFU0939F1ZV-112026.json"',
    );
    const file = res.json();
    expect(validGstr1(file), JSON.stringify(validGstr1.errors)).toBe(true);
    expect(file.b2b).toEqual([
      {
        ctin: BUYER,
        inv: [
          {
            inum: "INV/26-27/0001",
            idt: "21-11-2026",
            val: 329,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1801, itm_det: { txval: 278.5, rt: 18, iamt: 50.13, csamt: 0 } }],
          },
        ],
      },
    ]);
    const quarter = await rest(t.app, "GET", "/gst/gstr1?period=2026-27-Q3", undefined, token);
    expect(quarter.body.fp).toBe("122026");
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/gst/gstr1?period=2026-11&format=csv&table=b2b",
      headers: { access_token: token },
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="GSTR1-27AAPFU0939F1ZV-112026-b2b.csv"',
    );
    expect(csv.body.split("\r\n").slice(0, 2)).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
      `${BUYER},Mehta Interiors,INV/26-27/0001,21-Nov-2026,329.00,29-Karnataka,N,,Regular B2B,,18.00,278.50,0.00`,
    ]);
    const badPeriod = await rest(t.app, "GET", "/gst/gstr1?period=2026-13", undefined, token);
    expect([badPeriod.status, badPeriod.body.message]).toEqual([
      400,
      "Period must be a month such as 2026-11 or a quarter such as 2026-27-Q3",
    ]);
    const badTable = await rest(
      t.app,
      "GET",
      "/gst/gstr1?period=2026-11&format=csv&table=hsn",
      undefined,
      token,
    );
    expect(badTable.status).toBe(400);
    expect(badTable.body.message).toContain("hsn is hsnb2b or hsnb2c");
  });

  it("tRPC answers the same files with their names", async () => {
    const { token, id } = await invoiced("trpc-gst@kerf.test");
    const client = trpcClient(url, token);
    const einvoice = await client.gst.einvoice.query({ id });
    expect(einvoice.filename).toBe("INV-26-27-0001-einvoice.json");
    expect(einvoice.file.ValDtls.TotInvVal).toBe(329);
    const csv = await client.gst.gstr1.query({ period: "2026-11", table: "docs" });
    expect(csv.format === "csv" && csv.file).toBe(
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\nInvoices for outward supply,INV/26-27/0001,INV/26-27/0001,1,0\r\n",
    );
  });
});
