import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../../test/clients";
import { CLEAR, cuttingWithoutGst, HEADER } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validEInvoice = ajv.compile(einvoiceSchema);
const validGstr1 = ajv.compile(gstr1Schema);
const BUYER = "29AAGCB7383J1Z4";
const GRANITE = {
  materialName: "Granite Black",
  materialRate: "145.35",
  cuttingRate: "9.5",
  materialGst: "12",
  materialWastage: "7.5",
};
const line = (materialType: string, widthForDisplay: string, lengthForDisplay: string, quantity: number) => ({
  widthForDisplay,
  lengthForDisplay,
  quantity,
  materialType,
  edgeSelection: null,
  edgeProfile: null,
  areaExtras: [],
  multiplier: 1,
});

describe("credit notes in the GST files", () => {
  let t: TestApp;
  let token: string;
  const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
    rest(t.app, ...args);

  async function invoice(lines: ReturnType<typeof line>[], gst_no?: string) {
    const customer = await call(
      "POST",
      "/draft",
      { customerName: "Mehta", phoneNo: "9876543210", date: "2026-11-10" },
      token,
    );
    const draftId = customer.body.data._id;
    for (const l of lines) await call("POST", "/draft/material", { draftId, ...l }, token);
    const header = {
      ...HEADER,
      date: "2026-11-10",
      gst_no,
      billing_pin: "560058",
      billing_city: "Bengaluru",
      shipping_address: HEADER.billing_address,
    };
    const res = await call("POST", "/draft/invoice", { draftId, date: "2026-11-10", header }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await listen(t.app);
    token = (await signupCompany(t.app, { email: "cn-gst@kerf.test" })).accessToken;
    await call(
      "POST",
      "/auth/user",
      {
        company_name: "Sharma Glass Works",
        email_id: "x@y.in",
        phone_no: "9876543210",
        gstNo: "27AAPFU0939F1ZV",
        address: "12 MIDC Road",
        pinCode: "411026",
        city: "Pune",
      },
      token,
    );
    // The worked cases count cutting apart: this company charges it without GST, as it may choose.
    await cuttingWithoutGst(call, token);
    await call("POST", "/setting/material", CLEAR, token);
    await call("POST", "/setting/material", GRANITE, token);
  });
  afterAll(() => t.close());

  it("an amount credited to a registered buyer: e-invoice CRN naming the invoice, cdnr, hsn net of it", async () => {
    // Inter-state: Clear 4 sq ft 262.50 + IGST 47.25; Granite 6 sq ft 937.51 + IGST 112.50.
    const inv = await invoice(
      [line("Clear 5mm", "12", "24", 2), line("Granite Black", "24", "36", 1)],
      BUYER,
    );
    const note = await call(
      "POST",
      "/creditNote",
      { invoiceId: inv._id, reason: "Rate agreed lower", amount: "100", rate: "12" },
      token,
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const id = note.body.data._id;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/creditNote/einvoice?id=${id}`,
      headers: { access_token: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${note.body.data.number.replaceAll("/", "-")}-einvoice.json"`,
    );
    const file = res.json();
    expect(validEInvoice(file), JSON.stringify(validEInvoice.errors)).toBe(true);
    expect(file.DocDtls).toMatchObject({ Typ: "CRN", No: note.body.data.number });
    expect(file.DocDtls.Dt).toMatch(/^\d\d\/11\/2026$/);
    expect(file.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: inv.number, InvDt: "10/11/2026" }] });
    // The amount is reported under the HSN of the invoice's 12% line (Granite, made without one: 680293,
    // worked granite, filled in when the material was made).
    expect(file.ItemList).toEqual([
      expect.objectContaining({
        HsnCd: "680293",
        Qty: 1,
        Unit: "OTH",
        AssAmt: 100,
        GstRt: 12,
        IgstAmt: 12,
        TotItemVal: 112,
      }),
    ]);
    expect(file.ValDtls).toMatchObject({ AssVal: 100, IgstVal: 12, TotInvVal: 112 });

    const gstr1 = (await call("GET", "/gst/gstr1?period=2026-11", undefined, token)).body;
    expect(validGstr1(gstr1), JSON.stringify(validGstr1.errors)).toBe(true);
    expect(gstr1.cdnr).toEqual([
      {
        ctin: BUYER,
        nt: [
          {
            ntty: "C",
            nt_num: note.body.data.number,
            nt_dt: file.DocDtls.Dt.replaceAll("/", "-"),
            val: 112,
            pos: "29",
            itms: [{ num: 1201, itm_det: { txval: 100, rt: 12, iamt: 12, csamt: 0 } }],
            rchrg: "N",
            inv_typ: "R",
          },
        ],
      },
    ]);
    const granite = gstr1.hsn.hsn_b2b.find((r: { hsn_sc: string }) => r.hsn_sc === "680293");
    expect([granite.txval, granite.iamt, granite.qty]).toEqual([837.51, 100.5, 6]);
  });

  it("a line credited to an unregistered buyer nets into b2cs and hsn (b2c); untaxed cutting is in no table", async () => {
    // Local B2C: Clear 12 x 24 x 2 (262.50, GST 47.25, cutting 16.00) and 18 x 18 x 3 (443.13, GST 79.76,
    // cutting 27.00): 18% CGST r2(127.01 / 2) = 63.51 = 23.63 + 39.88, SGST 63.50.
    const inv = await invoice([line("Clear 5mm", "12", "24", 2), line("Clear 5mm", "18", "18", 3)]);
    const note = await call(
      "POST",
      "/creditNote",
      { invoiceId: inv._id, reason: "Broken in transit", lines: [1] },
      token,
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const gstr1 = (await call("GET", "/gst/gstr1?period=2026-11", undefined, token)).body;
    expect(validGstr1(gstr1), JSON.stringify(validGstr1.errors)).toBe(true);
    // Line 1 credited: 262.50 with CGST 23.63 and SGST 23.62 off; 443.13 with 39.88 and 39.88 left.
    expect(gstr1.b2cs).toEqual([
      { sply_ty: "INTRA", pos: "27", typ: "OE", txval: 443.13, rt: 18, camt: 39.88, samt: 39.88, csamt: 0 },
    ]);
    expect(gstr1.hsn.hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: "700529",
        desc: "",
        uqc: "SQF",
        qty: 6.75,
        rt: 18,
        txval: 443.13,
        iamt: 0,
        camt: 39.88,
        samt: 39.88,
        csamt: 0,
      },
    ]);
    // Cutting charged without GST on taxed glass is part of its value (CGST Act sec. 15(2)(c)), never a
    // nil-rated supply: only the invoice's value carries it.
    expect(gstr1.nil).toBeUndefined();
    expect(gstr1.cdnr.flatMap((p: { nt: unknown[] }) => p.nt)).toHaveLength(1);
    expect(
      gstr1.doc_issue.doc_det.map((d: { doc_typ: string; docs: { totnum: number }[] }) => [
        d.doc_typ,
        d.docs[0]!.totnum,
      ]),
    ).toEqual([
      ["Invoices for outward supply", 2],
      ["Credit Note", 2],
    ]);
  });
});
