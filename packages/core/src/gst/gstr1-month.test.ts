import { describe, expect, it } from "vitest";
import { invoice, outstationB2c, wholeCreditNote } from "./__fixtures__/gstr1-documents";
import { LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildGstr1, type Gstr1Json } from "./gstr1";
import { paise } from "./money";
import { parseReturnPeriod } from "./period";

// December 2026 at a shop that charges GST on cutting (CGST Act sec. 15(2)(c)), as registered shops now
// start: a b2b invoice, a B2CL one to Maharashtra and its credit note (cdnur), an SEZ unit's with
// payment of IGST, a bill of supply, a local B2C one, and one cancelled.
const taxedCutting = { gstOnCutting: true };
const b2cl = outstationB2c(32, "2026-12-08", [["Toughened 12mm", "48", "96", 8]], true);
const INVOICES = [
  invoice(31, "2026-12-02", [["Granite Black", "24", "36", 3]], {
    buyerGstin: OUTSTATION_GSTIN,
    ...taxedCutting,
  }),
  b2cl,
  invoice(33, "2026-12-10", [["Clear 5mm", "24", "36", 4]], {
    buyerGstin: LOCAL_GSTIN,
    sez: "with_payment",
    ...taxedCutting,
  }),
  invoice(34, "2026-12-15", [["Plain Sheet (nil)", "48", "96", 2]], {
    buyerGstin: LOCAL_GSTIN,
    ...taxedCutting,
  }),
  invoice(35, "2026-12-18", [["Clear 5mm", "12", "24", 2]], taxedCutting),
  invoice(36, "2026-12-20", [["Clear 5mm", "30", "30", 1]], { cancelled: true, ...taxedCutting }),
];
const NOTES = [wholeCreditNote(3, "2026-12-22", b2cl)];
const file = buildGstr1({
  gstin: SHOP_GSTIN,
  period: parseReturnPeriod("2026-12"),
  invoices: INVOICES,
  creditNotes: NOTES,
});

/** String(n) is the exact 2-decimal text a file's number was written from (money.ts): back to paise. */
const p = (n: number | undefined) => paise(String(n ?? 0));
type Itm = { itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } };
const itmSums = (itms: Itm[]) =>
  itms.reduce(
    (t, { itm_det: d }) => [t[0]! + p(d.txval), t[1]! + p(d.iamt) + p(d.camt) + p(d.samt)],
    [0n, 0n],
  );

/** The return's taxable value and GST, section by section: invoices add, credit notes subtract. */
function sectionTotals(json: Gstr1Json) {
  let taxable = 0n;
  let gst = 0n;
  const add = ([t, g]: bigint[], sign = 1n) => {
    taxable += sign * t!;
    gst += sign * g!;
  };
  for (const party of json.b2b ?? []) for (const inv of party.inv) add(itmSums(inv.itms));
  for (const group of json.b2cl ?? []) for (const inv of group.inv) add(itmSums(inv.itms));
  for (const row of json.b2cs ?? []) add(itmSums([{ itm_det: row }]));
  for (const party of json.cdnr ?? []) for (const nt of party.nt) add(itmSums(nt.itms), -1n);
  for (const nt of json.cdnur ?? []) add(itmSums(nt.itms), -1n);
  for (const row of json.nil?.inv ?? []) add([p(row.nil_amt), 0n]);
  return { taxable, gst };
}

describe("GSTR-1 of a month with B2CL, cdnur, an SEZ and a bill of supply", () => {
  it("is valid against the repository's GSTR-1 schema, each document where the law puts it", () => {
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(Object.keys(file)).toEqual([
      "gstin",
      "fp",
      "version",
      "hash",
      "b2b",
      "b2cl",
      "b2cs",
      "cdnur",
      "nil",
      "hsn",
      "doc_issue",
    ]);
    expect(file.b2b!.map((party) => [party.ctin, party.inv.map((i) => [i.inum, i.inv_typ, i.pos])])).toEqual([
      [OUTSTATION_GSTIN, [["INV/26-27/0031", "R", "27"]]],
      [LOCAL_GSTIN, [["INV/26-27/0033", "SEWP", "29"]]],
    ]);
    expect(file.b2cl!.map((g) => [g.pos, g.inv.map((i) => i.inum)])).toEqual([["27", ["INV/26-27/0032"]]]);
    expect(file.cdnur!.map((n) => [n.typ, n.nt_num, n.pos])).toEqual([["B2CL", "CN/26-27/0003", "27"]]);
    expect(file.b2cs!.map((r) => [r.sply_ty, r.pos, r.rt])).toEqual([["INTRA", "29", 18]]);
    expect(file.nil!.inv.map((r) => r.sply_ty)).toEqual(["INTRAB2B"]);
    expect(
      file.doc_issue!.doc_det.map((d) => [d.doc_typ, d.docs.map((r) => [r.from, r.to, r.totnum, r.cancel])]),
    ).toEqual([
      ["Invoices for outward supply", [["INV/26-27/0031", "INV/26-27/0036", 6, 1]]],
      ["Credit Note", [["CN/26-27/0003", "CN/26-27/0003", 1, 0]]],
    ]);
  });

  it("its sections add up to the invoice list of the month, less its credit notes, to the paisa", () => {
    const issued = INVOICES.filter((d) => !d.cancelled);
    const list = {
      taxable:
        issued.reduce((t, d) => t + d.figures.assessable, 0n) -
        NOTES.reduce((t, n) => t + n.figures.assessable, 0n),
      gst:
        issued.reduce((t, d) => t + d.figures.cgst + d.figures.sgst + d.figures.igst, 0n) -
        NOTES.reduce((t, n) => t + n.figures.cgst + n.figures.sgst + n.figures.igst, 0n),
    };
    expect(sectionTotals(file)).toEqual(list);
    // The same from the HSN summary, b2b and b2c together.
    const hsn = [...(file.hsn!.hsn_b2b ?? []), ...(file.hsn!.hsn_b2c ?? [])];
    expect({
      taxable: hsn.reduce((t, r) => t + p(r.txval), 0n),
      gst: hsn.reduce((t, r) => t + p(r.iamt) + p(r.camt) + p(r.samt), 0n),
    }).toEqual(list);
    // Invoice values as the list shows each payable: cutting and round off included.
    const values = [...file.b2b!.flatMap((party) => party.inv), ...file.b2cl!.flatMap((g) => g.inv)].map(
      (i) => p(i.val),
    );
    expect(values).toEqual([INVOICES[0]!, INVOICES[2]!, b2cl].map((d) => d.figures.payable));
    // 48 x 96 x 8 = 256 sq ft + 10% = 281.6 at 310 = 87296.00, cutting 256 x 12.75 = 3264.00, taxable
    // 90560.00, IGST 16300.80: 106860.80, payable 106861.
    expect([b2cl.figures.assessable, b2cl.figures.igst, b2cl.figures.payable]).toEqual([
      9056000n,
      1630080n,
      10686100n,
    ]);
  });
});
