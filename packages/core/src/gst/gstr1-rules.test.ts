import { describe, expect, it } from "vitest";
import { invoice, outstationB2c } from "./__fixtures__/gstr1-documents";
import { LOCAL_GSTIN, SHOP_GSTIN } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildGstr1, type Gstr1Document } from "./gstr1";
import { parseReturnPeriod } from "./period";

const gstr1 = (invoices: Gstr1Document[], period = "2026-11") =>
  buildGstr1({ gstin: SHOP_GSTIN, period: parseReturnPeriod(period), invoices, creditNotes: [] });

// 8 sheets of 48 x 96 toughened to Maharashtra: 256 sq ft + 10% at 310 = 87296.00, IGST 15713.28,
// cutting 3264.00: 106273.28, payable 106273. 20 sheets: 218240.00 + 39283.20 + 8160.00 = 265683.
const EIGHT_SHEETS: Parameters<typeof invoice>[2] = [["Toughened 12mm", "48", "96", 8]];
const TWENTY_SHEETS: Parameters<typeof invoice>[2] = [["Toughened 12mm", "48", "96", 20]];
const where = (file: ReturnType<typeof gstr1>) => [
  (file.b2cl ?? []).flatMap((g) => g.inv.map((i) => [i.inum, "b2cl", i.val])),
  (file.b2cs ?? []).map((r) => ["b2cs", r.txval]),
];

describe("GSTR-1: B2CL by the invoice's date (Notification 12/2024-Central Tax)", () => {
  it("Rs 2,50,000 for invoices dated up to 31-7-2024", () => {
    const file = gstr1(
      [outstationB2c(1, "2024-07-31", EIGHT_SHEETS), outstationB2c(2, "2024-07-31", TWENTY_SHEETS)],
      "2024-07",
    );
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(where(file)).toEqual([[["INV/26-27/0002", "b2cl", 265683]], [["b2cs", 87296]]]);
  });

  it("Rs 1,00,000 for invoices dated from 1-8-2024, and only above it", () => {
    const file = gstr1(
      [
        outstationB2c(1, "2024-08-01", EIGHT_SHEETS),
        outstationB2c(2, "2024-08-01", [["Toughened 12mm", "48", "96", 7]]),
      ],
      "2024-08",
    );
    expect(schemaErrors("gstr1", file)).toEqual([]);
    // 7 sheets: 92989 is not above 1,00,000.
    expect(where(file)).toEqual([[["INV/26-27/0001", "b2cl", 106273]], [["b2cs", 76384]]]);
  });
});

describe("GSTR-1: what goes where", () => {
  it("an SEZ's invoices are b2b, SEWP with IGST or SEWOP with the rate and no tax", () => {
    const lines: Parameters<typeof invoice>[2] = [["Clear 5mm", "12", "24", 2]];
    const file = gstr1([
      invoice(1, "2026-11-03", lines, { buyerGstin: LOCAL_GSTIN, sez: "with_payment" }),
      invoice(2, "2026-11-04", lines, { buyerGstin: LOCAL_GSTIN, sez: "without_payment" }),
    ]);
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(file.b2b![0]!.inv.map((i) => [i.inum, i.pos, i.inv_typ, i.val, i.itms])).toEqual([
      [
        "INV/26-27/0001",
        "29",
        "SEWP",
        326,
        [{ num: 1801, itm_det: { txval: 262.5, rt: 18, iamt: 47.25, csamt: 0 } }],
      ],
      [
        "INV/26-27/0002",
        "29",
        "SEWOP",
        279,
        [{ num: 1801, itm_det: { txval: 262.5, rt: 18, iamt: 0, csamt: 0 } }],
      ],
    ]);
  });

  it("a bill of supply (no taxed line) is in nil only, never b2b; b2b never has an invoice without items", () => {
    const file = gstr1([
      invoice(1, "2026-11-03", [["Plain Sheet (nil)", "12", "24", 2]], { buyerGstin: LOCAL_GSTIN }),
    ]);
    expect(schemaErrors("gstr1", file)).toEqual([]);
    // 4 sq ft at 20 = 80.00 and its cutting 8.00, all of it nil rated.
    expect(file).toEqual({
      gstin: SHOP_GSTIN,
      fp: "112026",
      version: "GST3.2.3",
      hash: "hash",
      nil: { inv: [{ sply_ty: "INTRAB2B", nil_amt: 88, expt_amt: 0, ngsup_amt: 0 }] },
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: "700529",
            desc: "",
            uqc: "SQF",
            qty: 4,
            rt: 0,
            txval: 88,
            iamt: 0,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            doc_typ: "Invoices for outward supply",
            docs: [
              { num: 1, from: "INV/26-27/0001", to: "INV/26-27/0001", totnum: 1, cancel: 0, net_issue: 1 },
            ],
          },
        ],
      },
    });
  });

  it("a month with nothing issued is the header alone, valid", () => {
    const file = gstr1([]);
    expect(file).toEqual({ gstin: SHOP_GSTIN, fp: "112026", version: "GST3.2.3", hash: "hash" });
    expect(schemaErrors("gstr1", file)).toEqual([]);
  });

  it("doc_issue ranges run by number: 9,999 before 10,000", () => {
    const at = (n: number) => ({
      ...invoice(1, "2026-11-03", [["Clear 5mm", "12", "24", 1]]),
      number: `INV/26-27/${n}`,
    });
    const file = gstr1([at(10000), at(9999), at(10001)]);
    expect(file.doc_issue!.doc_det[0]!.docs).toEqual([
      { num: 1, from: "INV/26-27/9999", to: "INV/26-27/10001", totnum: 3, cancel: 0, net_issue: 3 },
    ]);
  });

  it("the schema refuses what the portal would: a b2b invoice with no items, an empty section", () => {
    const file = gstr1([
      invoice(1, "2026-11-03", [["Clear 5mm", "12", "24", 1]], { buyerGstin: LOCAL_GSTIN }),
    ]);
    const empty = { ...file, b2b: [{ ...file.b2b![0]!, inv: [{ ...file.b2b![0]!.inv[0]!, itms: [] }] }] };
    expect(schemaErrors("gstr1", empty)).toEqual(["/b2b/0/inv/0/itms must NOT have fewer than 1 items"]);
    expect(schemaErrors("gstr1", { ...file, b2cs: [] })).toEqual(["/b2cs must NOT have fewer than 1 items"]);
  });
});
