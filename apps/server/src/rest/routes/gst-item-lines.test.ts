import {
  amountInWords,
  formatCents,
  type InvoiceItemLine,
  type InvoiceSnapshot,
  parseDecimal,
  toCents,
} from "@kerf/core";
import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../../test/clients";
import { CLEAR, HEADER } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// Issue 29 point 3 through the API: an invoice whose snapshot carries item lines (as invoice creation
// writes them, items29) in its e-invoice, e-way bill, GSTR-1 and credit notes by item line.

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validEInvoice = ajv.compile(einvoiceSchema);
const validGstr1 = ajv.compile(gstr1Schema);
/** Karnataka: the shop is in Maharashtra (27), so the supply is inter-state (IGST). */
const BUYER = "29AAGCB7383J1Z4";

const item = (
  n: number,
  name: string,
  unit: InvoiceItemLine["unit"],
  hsnCode: string,
  isService: boolean,
  quantity: string,
  rate: string,
  gstRate: string,
  itemAmount: string,
  itemGst: string,
  itemTotal: string,
): InvoiceItemLine => ({
  n,
  name,
  unit,
  hsnCode,
  isService,
  quantity,
  rate,
  gstRate,
  itemAmount,
  itemGst,
  itemTotal,
});

const ITEM_LINES = [
  item(1, "Hinge", "nos", "830210", false, "6", "450.00", "18.00", "2700.00", "486.00", "3186.00"),
  item(2, "Transport", "job", "996511", true, "1", "500.00", "18.00", "500.00", "90.00", "590.00"),
  item(3, "Silicone", "nos", "321410", false, "2", "180.00", "12.00", "360.00", "43.20", "403.20"),
];

const c = (v: string) => BigInt(toCents(parseDecimal(v)!));
const t2 = (p: bigint) => formatCents(p);

describe("item lines of an invoice in the GST files and credit notes", () => {
  let t: TestApp;
  let token: string;
  let invoiceId: string;
  let snapshot: InvoiceSnapshot;
  const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
    rest(t.app, ...args);

  beforeAll(async () => {
    t = await createTestApp();
    await listen(t.app);
    token = (await signupCompany(t.app, { email: "items-gst@kerf.test" })).accessToken;
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
    await call("POST", "/setting/material", CLEAR, token);
    const customer = await call(
      "POST",
      "/draft",
      { customerName: "Mehta", phoneNo: "9876543210", date: "2026-11-10" },
      token,
    );
    const draftId = customer.body.data._id;
    await call(
      "POST",
      "/draft/material",
      {
        draftId,
        widthForDisplay: "24",
        lengthForDisplay: "36",
        quantity: 2,
        materialType: CLEAR.materialName,
        edgeSelection: null,
        edgeProfile: null,
        areaExtras: [],
        multiplier: 1,
      },
      token,
    );
    const header = {
      ...HEADER,
      date: "2026-11-10",
      gst_no: BUYER,
      billing_pin: "560058",
      billing_city: "Bengaluru",
      shipping_address: HEADER.billing_address,
    };
    const res = await call("POST", "/draft/invoice", { draftId, date: "2026-11-10", header }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    invoiceId = res.body.data._id;
    // The item lines as invoice creation snapshots them, the totals with them (pricing.md "Item lines").
    const made = res.body.data.snapshot as InvoiceSnapshot;
    const taxable = c(made.totals.taxableValue) + 356000n;
    const gst = c(made.totals.gst) + 61920n;
    const grand = c(made.totals.grandTotal) + 417920n;
    const payable = ((grand + 50n) / 100n) * 100n;
    snapshot = {
      ...made,
      itemLines: ITEM_LINES,
      totals: {
        ...made.totals,
        taxableValue: t2(taxable),
        gst: t2(gst),
        igst: t2(gst),
        grandTotal: t2(grand),
        payable: t2(payable),
        roundOff: t2(payable - grand),
        amountInWords: amountInWords(payable / 100n),
        operationsAmount: "0.00",
        itemsAmount: "3560.00",
      },
    };
    await t.testDb.db
      .updateTable("invoices")
      .set({ snapshot: JSON.stringify(snapshot), payable: t2(payable) })
      .where("id", "=", invoiceId)
      .execute();
  });
  afterAll(() => t.close());

  it("e-invoice: the items after the glass, the service IsServc Y with its SAC; ValDtls the invoice's totals", async () => {
    const file = (await call("GET", `/draft/invoice/einvoice?id=${invoiceId}`, undefined, token)).body;
    expect(validEInvoice(file), JSON.stringify(validEInvoice.errors)).toBe(true);
    expect(
      file.ItemList.slice(1).map((i: Record<string, unknown>) => [
        i.SlNo,
        i.HsnCd,
        i.IsServc,
        i.Qty,
        i.Unit,
        i.UnitPrice,
        i.AssAmt,
        i.GstRt,
        i.IgstAmt,
      ]),
    ).toEqual([
      ["2", "830210", "N", 6, "NOS", 450, 2700, 18, 486],
      ["3", "996511", "Y", 1, "OTH", 500, 500, 18, 90],
      ["4", "321410", "N", 2, "NOS", 180, 360, 12, 43.2],
    ]);
    expect(file.ValDtls).toMatchObject({
      AssVal: Number(snapshot.totals.taxableValue),
      IgstVal: Number(snapshot.totals.igst),
      RndOffAmt: Number(snapshot.totals.roundOff),
      TotInvVal: Number(snapshot.totals.payable),
    });
  });

  it("e-way bill: the transport service is no goods: left out of the items and the values", async () => {
    await call(
      "POST",
      "/draft/invoice/transport",
      { id: invoiceId, vehicleNo: "MH12AB1234", distanceKm: 842, mode: "road" },
      token,
    );
    const bill = (await call("GET", `/draft/invoice/ewaybill?id=${invoiceId}`, undefined, token)).body
      .billLists[0];
    expect(bill.itemList.map((i: { hsnCode: number; qtyUnit: string }) => [i.hsnCode, i.qtyUnit])).toEqual([
      [700529, "SQF"],
      [830210, "NOS"],
      [321410, "NOS"],
    ]);
    const glass = snapshot.lines[0]!;
    // Glass + hinges + silicone, their IGST; no round-off (it is the whole invoice's).
    const goods = c(glass.taxableValue) + 270000n + 36000n;
    const igst = c(glass.gstAmount) + 48600n + 4320n;
    expect([bill.totalValue, bill.igstValue, bill.OthValue, bill.totInvValue]).toEqual([
      Number(t2(goods)),
      Number(t2(igst)),
      0,
      Number(t2(goods + igst)),
    ]);
  });

  it("a credit note for 2 of the 6 hinges: 900.00 + IGST 162.00; the rest left; its e-invoice and GSTR-1's cdnr and HSN rows", async () => {
    const note = await call(
      "POST",
      "/creditNote",
      { invoiceId, reason: "Two hinges returned", items: [{ n: 1, quantity: "2" }] },
      token,
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.data).toMatchObject({
      kind: "lines",
      lines: [],
      taxableValue: "900.00",
      gst: "162.00",
      total: "1062.00",
    });
    expect(note.body.data.snapshot.itemLines).toEqual([
      { ...ITEM_LINES[0], quantity: "2", itemAmount: "900.00", itemGst: "162.00", itemTotal: "1062.00" },
    ]);

    const over = await call(
      "POST",
      "/creditNote",
      { invoiceId, reason: "Five more", items: [{ n: 1, quantity: "5" }] },
      token,
    );
    expect([over.status, over.body.message]).toEqual([
      400,
      `Only 4 nos of item line 1 (Hinge) is left to credit on ${note.body.data.invoiceNumber}`,
    ]);
    const both = await call(
      "POST",
      "/creditNote",
      { invoiceId, reason: "x", items: [{ n: 1 }], amount: "10" },
      token,
    );
    expect([both.status, both.body.message]).toEqual([400, "Send item lines or amount, not both"]);

    const file = (await call("GET", `/creditNote/einvoice?id=${note.body.data._id}`, undefined, token)).body;
    expect(validEInvoice(file), JSON.stringify(validEInvoice.errors)).toBe(true);
    expect(file.ItemList).toEqual([
      expect.objectContaining({
        HsnCd: "830210",
        IsServc: "N",
        Qty: 2,
        Unit: "NOS",
        AssAmt: 900,
        IgstAmt: 162,
      }),
    ]);
    expect(file.ValDtls).toMatchObject({ AssVal: 900, IgstVal: 162, TotInvVal: 1062 });

    const gstr1 = (await call("GET", "/gst/gstr1?period=2026-11", undefined, token)).body;
    expect(validGstr1(gstr1), JSON.stringify(validGstr1.errors)).toBe(true);
    expect(gstr1.cdnr[0].nt[0].itms).toEqual([
      { num: 1801, itm_det: { txval: 900, rt: 18, iamt: 162, csamt: 0 } },
    ]);
    expect(gstr1.b2b[0].inv[0].itms.map((i: { itm_det: { rt: number } }) => i.itm_det.rt)).toEqual([12, 18]);
    const rows = gstr1.hsn.hsn_b2b.map(
      (r: { hsn_sc: string; uqc: string; qty: number; rt: number; txval: number }) => [
        r.hsn_sc,
        r.uqc,
        r.qty,
        r.rt,
        r.txval,
      ],
    );
    // Net of the note: 4 hinges, 1800.00.
    expect(rows.filter((r: unknown[]) => r[0] !== "700529")).toEqual([
      ["321410", "NOS", 2, 12, 360],
      ["830210", "NOS", 4, 18, 1800],
      ["996511", "NA", 0, 18, 500],
    ]);
  });

  it("another company can neither credit the invoice nor read its files", async () => {
    const other = (await signupCompany(t.app, { email: "items-gst-other@kerf.test" })).accessToken;
    const note = await call("POST", "/creditNote", { invoiceId, reason: "x", items: [{ n: 1 }] }, other);
    expect(note.status).toBe(404);
    expect((await call("GET", `/draft/invoice/einvoice?id=${invoiceId}`, undefined, other)).status).toBe(404);
  });
});
