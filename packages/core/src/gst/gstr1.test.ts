import { describe, expect, it } from "vitest";
import { invoice, outstationB2c } from "./__fixtures__/gstr1-documents";
import { LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildGstr1 } from "./gstr1";
import { GSTR1_CSV_HEADINGS, gstr1Csv } from "./gstr1-csv";
import { parseReturnPeriod } from "./period";

// November 2026: b2b intra and inter, a cancelled invoice, two inter-state B2C under Rs 1 lakh and a
// local B2C (all b2cs).
const NOVEMBER = [
  invoice(
    21,
    "2026-11-02",
    [
      ["Clear 5mm", "12", "24", 2],
      ["Granite Black", "24", "36", 1],
    ],
    { buyerGstin: LOCAL_GSTIN },
  ),
  invoice(22, "2026-11-05", [["Toughened 12mm", "48", "96", 6]], { buyerGstin: OUTSTATION_GSTIN }),
  invoice(23, "2026-11-09", [["Clear 5mm", "30", "30", 4]], { buyerGstin: LOCAL_GSTIN, cancelled: true }),
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
    expect(file.b2b!.map((p) => [p.ctin, p.inv.map((i) => i.inum)])).toEqual([
      [LOCAL_GSTIN, ["INV/26-27/0021"]],
      [OUTSTATION_GSTIN, ["INV/26-27/0022"]],
    ]);
    expect(file.b2b![0]!.inv[0]).toEqual({
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
    expect(file.b2b![1]!.inv[0]!.itms).toEqual([
      { num: 1801, itm_det: { txval: 65472, rt: 18, iamt: 11784.96, csamt: 0 } },
    ]);
  });

  it("b2cl only above the limit of the invoice's date across states; the rest in b2cs by state and rate", () => {
    // 0024: 7 sheets of 48 x 96 = 224 sq ft + 10% at 310 = 76384.00, IGST 13749.12, cutting 2856.00:
    // 92989.12, not over Rs 1 lakh, so b2cs with 0025 (20 sq ft + 5% at 62.50 = 1312.50, IGST 236.25).
    // 0026 is local: 12 sq ft + 7.5% at 145.35 = 1875.015 -> 1875.02, CGST and SGST 112.50 each.
    expect(file.b2cl).toBeUndefined();
    expect(file.b2cs).toEqual([
      { sply_ty: "INTER", pos: "27", typ: "OE", txval: 77696.5, rt: 18, iamt: 13985.37, csamt: 0 },
      { sply_ty: "INTRA", pos: "29", typ: "OE", txval: 1875.02, rt: 12, camt: 112.5, samt: 112.5, csamt: 0 },
    ]);
  });

  it("untaxed cutting of taxed goods is in no table (never nil rated); doc_issue counts the cancelled invoice", () => {
    // Each invoice's cutting without GST is in its value (b2b `val` 1433 = 1200.01 + GST 159.75 + 73.00 + round off).
    expect(file.nil).toBeUndefined();
    expect(file.doc_issue!.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: "INV/26-27/0021", to: "INV/26-27/0026", totnum: 6, cancel: 1, net_issue: 5 }],
      },
    ]);
  });

  it("hsn b2b and b2c apart, by HSN, unit and rate", () => {
    expect(
      file.hsn!.hsn_b2b!.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.iamt, r.camt, r.samt]),
    ).toEqual([
      ["680293", "SQF", 6, 12, 937.51, 0, 56.25, 56.25],
      ["700529", "SQF", 4, 18, 262.5, 0, 23.63, 23.62],
      ["70071900", "SQF", 192, 18, 65472, 11784.96, 0, 0],
    ]);
    expect(file.hsn!.hsn_b2c!.map((r) => [r.hsn_sc, r.qty, r.txval])).toEqual([
      ["680293", 12, 1875.02],
      ["700529", 20, 1312.5],
      ["70071900", 224, 76384],
    ]);
  });

  it("CSV per table with the offline tool's headings; text that a spreadsheet would run is neutralised", () => {
    const names = new Map([
      [LOCAL_GSTIN, '=HYPERLINK("http://x")'],
      [OUTSTATION_GSTIN, "Ravi Interiors"],
    ]);
    const b2b = gstr1Csv(file, "b2b", names).split("\r\n");
    expect(b2b[0]).toBe(GSTR1_CSV_HEADINGS.b2b.join(","));
    expect(b2b[1]).toBe(
      `${LOCAL_GSTIN},"'=HYPERLINK(""http://x"")",INV/26-27/0021,02-Nov-2026,1433.00,29-Karnataka,N,,Regular B2B,,12.00,937.51,0.00`,
    );
    for (const [name, cell] of [
      ["+91 cmd", "'+91 cmd"],
      ["-2+3", "'-2+3"],
      ["@SUM(A1)", "'@SUM(A1)"],
    ]) {
      const row = gstr1Csv(file, "b2b", new Map([[LOCAL_GSTIN, name!]])).split("\r\n")[1]!;
      expect(row.split(",")[1]).toBe(cell);
    }
    expect(gstr1Csv(file, "docs", names)).toBe(
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\nInvoices for outward supply,INV/26-27/0021,INV/26-27/0026,6,1\r\n",
    );
    expect(gstr1Csv(file, "hsnb2b", names).split("\r\n")[1]).toBe(
      "680293,,SQF-SQUARE FEET,6.000,1050.01,12.00,937.51,0.00,56.25,56.25,0.00",
    );
    // An empty table is its headings only.
    expect(gstr1Csv(file, "b2cl", names)).toBe(`${GSTR1_CSV_HEADINGS.b2cl.join(",")}\r\n`);
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
