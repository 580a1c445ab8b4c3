import { describe, expect, it } from "vitest";
import { FALLBACKS, LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildGstr1, type Gstr1Document } from "./gstr1";
import { GSTR1_CSV_HEADINGS, gstr1Csv } from "./gstr1-csv";
import { formatPaise } from "./index";
import { gstInvoice } from "./items";
import { paise as paiseOf } from "./money";
import { parseReturnPeriod } from "./period";

type Lines = Parameters<typeof snapshotOf>[0]["lines"];
function invoice(
  n: number,
  date: string,
  lines: Lines,
  buyerGstin?: string,
  cancelled = false,
): Gstr1Document {
  const snapshot = snapshotOf({ lines, buyerGstin });
  return {
    number: `INV/26-27/${String(n).padStart(4, "0")}`,
    date,
    cancelled,
    buyerGstin: buyerGstin ?? null,
    buyerName: "Ravi Interiors",
    placeOfSupply: snapshot.placeOfSupply.code,
    figures: gstInvoice(snapshot, FALLBACKS),
  };
}
/** An unregistered buyer in Maharashtra: inter-state B2C. */
function outstationB2c(n: number, date: string, lines: Lines): Gstr1Document {
  const doc = invoice(n, date, lines, OUTSTATION_GSTIN);
  return { ...doc, buyerGstin: null };
}

// November 2026: b2b intra and inter, a cancelled invoice, an inter-state B2C over Rs 1 lakh (b2cl), one
// under it and a local B2C (both b2cs).
const NOVEMBER = [
  invoice(
    21,
    "2026-11-02",
    [
      ["Clear 5mm", "12", "24", 2],
      ["Granite Black", "24", "36", 1],
    ],
    LOCAL_GSTIN,
  ),
  invoice(22, "2026-11-05", [["Toughened 12mm", "48", "96", 6]], OUTSTATION_GSTIN),
  invoice(23, "2026-11-09", [["Clear 5mm", "30", "30", 4]], LOCAL_GSTIN, true),
  outstationB2c(24, "2026-11-12", [["Toughened 12mm", "48", "96", 7]]),
  outstationB2c(25, "2026-11-20", [["Clear 5mm", "24", "24", 5]]),
  invoice(26, "2026-11-28", [["Granite Black", "24", "36", 2]]),
];

describe("GSTR-1", () => {
  const file = buildGstr1({
    gstin: SHOP_GSTIN,
    period: parseReturnPeriod("2026-11"),
    invoices: NOVEMBER,
    creditNotes: [],
  });

  it("is valid against our schema of the offline tool's format", () => {
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(file.fp).toBe("112026");
  });

  it("b2b invoice by invoice, rate by rate; the cancelled one left out", () => {
    expect(file.b2b.map((p) => [p.ctin, p.inv.map((i) => i.inum)])).toEqual([
      [LOCAL_GSTIN, ["INV/26-27/0021"]],
      [OUTSTATION_GSTIN, ["INV/26-27/0022"]],
    ]);
    expect(file.b2b[0]!.inv[0]).toEqual({
      inum: "INV/26-27/0021",
      idt: "02-11-2026",
      val: 1433,
      pos: "29",
      rchrg: "N",
      inv_typ: "R",
      itms: [
        { num: 1201, itm_det: { txval: 937.51, rt: 12, camt: 56.25, samt: 56.25, csamt: 0 } },
        { num: 1801, itm_det: { txval: 262.5, rt: 18, camt: 23.63, samt: 23.62, csamt: 0 } },
      ],
    });
    expect(file.b2b[1]!.inv[0]!.itms).toEqual([
      { num: 1801, itm_det: { txval: 65472, rt: 18, iamt: 11784.96, csamt: 0 } },
    ]);
  });

  it("b2cl only above Rs 1,00,000 across states; the rest in b2cs by state and rate", () => {
    // 0024: 7 sheets of 48 x 96 = 224 sq ft + 10% at 310 = 76384.00, IGST 13749.12, cutting 2856.00:
    // 92989.12, not over Rs 1 lakh, so b2cs with 0025 (20 sq ft + 5% at 62.50 = 1312.50, IGST 236.25).
    // 0026 is local: 12 sq ft + 7.5% at 145.35 = 1875.015 -> 1875.02, CGST and SGST 112.50 each.
    expect(file.b2cl).toEqual([]);
    expect(file.b2cs).toEqual([
      { sply_ty: "INTER", pos: "27", typ: "OE", txval: 77696.5, rt: 18, iamt: 13985.37, csamt: 0 },
      { sply_ty: "INTRA", pos: "29", typ: "OE", txval: 1875.02, rt: 12, camt: 112.5, samt: 112.5, csamt: 0 },
    ]);
    const big = outstationB2c(27, "2026-11-30", [["Toughened 12mm", "48", "96", 8]]);
    const withBig = buildGstr1({
      gstin: SHOP_GSTIN,
      period: parseReturnPeriod("2026-11"),
      invoices: [...NOVEMBER, big],
      creditNotes: [],
    });
    expect(schemaErrors("gstr1", withBig)).toEqual([]);
    // 256 sq ft + 10% at 310 = 87296.00 + IGST 15713.28 + cutting 3264.00 = 106273.28 -> 106273.
    expect(withBig.b2cl).toEqual([
      {
        pos: "27",
        inv: [
          {
            inum: "INV/26-27/0027",
            idt: "30-11-2026",
            val: 106273,
            itms: [{ num: 1801, itm_det: { txval: 87296, rt: 18, iamt: 15713.28, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it("nil holds the untaxed cutting; doc_issue counts the cancelled invoice", () => {
    expect(file.nil.inv).toEqual([
      { sply_ty: "INTRB2B", nil_amt: 2448, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: "INTRAB2B", nil_amt: 73, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: "INTRB2C", nil_amt: 2936, expt_amt: 0, ngsup_amt: 0 },
      { sply_ty: "INTRAB2C", nil_amt: 114, expt_amt: 0, ngsup_amt: 0 },
    ]);
    expect(file.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: "INV/26-27/0021", to: "INV/26-27/0026", totnum: 6, cancel: 1, net_issue: 5 }],
      },
    ]);
  });

  it("hsn b2b and b2c apart, by HSN, unit and rate", () => {
    expect(
      file.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.iamt, r.camt, r.samt]),
    ).toEqual([
      ["6802", "SQF", 6, 12, 937.51, 0, 56.25, 56.25],
      ["7005", "SQF", 4, 18, 262.5, 0, 23.63, 23.62],
      ["7007", "SQF", 192, 18, 65472, 11784.96, 0, 0],
      ["998898", "NA", 0, 0, 2521, 0, 0, 0],
    ]);
    expect(file.hsn.hsn_b2c.map((r) => [r.hsn_sc, r.qty, r.txval])).toEqual([
      ["6802", 12, 1875.02],
      ["7005", 20, 1312.5],
      ["7007", 224, 76384],
      ["998898", 0, 3050],
    ]);
  });

  it("adds up to the invoice list of the period to the paisa", () => {
    const issued = NOVEMBER.filter((d) => !d.cancelled);
    const listTaxable = issued.reduce((t, d) => t + d.figures.assessable, 0n);
    const listGst = issued.reduce((t, d) => t + d.figures.cgst + d.figures.sgst + d.figures.igst, 0n);
    // String(n) is the exact 2-decimal text the file's number was written from.
    const paise = (n: number) => paiseOf(String(n));
    let taxable = 0n;
    let gst = 0n;
    for (const row of [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c]) {
      taxable += paise(row.txval);
      gst += paise(row.iamt) + paise(row.camt) + paise(row.samt);
    }
    expect([formatPaise(taxable), formatPaise(gst)]).toEqual([
      formatPaise(listTaxable),
      formatPaise(listGst),
    ]);
    let sections = file.nil.inv.reduce((t, r) => t + paise(r.nil_amt), 0n);
    for (const p of file.b2b)
      for (const i of p.inv) for (const it of i.itms) sections += paise(it.itm_det.txval);
    for (const r of file.b2cs) sections += paise(r.txval);
    expect(formatPaise(sections)).toBe(formatPaise(listTaxable));
    // Invoice values of b2b as the list shows each payable.
    const payables = file.b2b.flatMap((p) => p.inv.map((i) => i.val));
    expect(payables).toEqual(
      issued.filter((d) => d.buyerGstin).map((d) => Number(formatPaise(d.figures.payable))),
    );
    expect(payables).toEqual([1433, 79705]);
  });

  it("CSV per table with the offline tool's headings", () => {
    const names = new Map([
      [LOCAL_GSTIN, "Ravi Interiors"],
      [OUTSTATION_GSTIN, "Ravi Interiors"],
    ]);
    const b2b = gstr1Csv(file, "b2b", names).split("\r\n");
    expect(b2b[0]).toBe(GSTR1_CSV_HEADINGS.b2b.join(","));
    expect(b2b[1]).toBe(
      `${LOCAL_GSTIN},Ravi Interiors,INV/26-27/0021,02-Nov-2026,1433.00,29-Karnataka,N,,Regular B2B,,12.00,937.51,0.00`,
    );
    expect(gstr1Csv(file, "docs", names)).toBe(
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\nInvoices for outward supply,INV/26-27/0021,INV/26-27/0026,6,1\r\n",
    );
    expect(gstr1Csv(file, "hsnb2b", names).split("\r\n")[1]).toBe(
      "6802,,SQF-SQUARE FEET,6.000,1050.01,12.00,937.51,0.00,56.25,56.25,0.00",
    );
  });
});

describe("return periods", () => {
  it("reads a month or a quarter of the financial year", () => {
    expect(parseReturnPeriod("2026-11")).toEqual({
      label: "2026-11",
      from: "2026-11-01",
      to: "2026-11-30",
      fp: "112026",
    });
    expect(parseReturnPeriod("2026-27-Q3")).toEqual({
      label: "2026-27-Q3",
      from: "2026-10-01",
      to: "2026-12-31",
      fp: "122026",
    });
    expect(parseReturnPeriod("2026-27-Q4")).toEqual({
      label: "2026-27-Q4",
      from: "2027-01-01",
      to: "2027-03-31",
      fp: "032027",
    });
    expect(parseReturnPeriod("2027-02").to).toBe("2027-02-28");
    for (const bad of ["2026-13", "2026-28-Q3", "2026-27-Q5", "26-11", ""]) {
      expect(() => parseReturnPeriod(bad)).toThrow(
        "Period must be a month such as 2026-11 or a quarter such as 2026-27-Q3",
      );
    }
  });
});
