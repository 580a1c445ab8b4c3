import { describe, expect, it } from "vitest";
import {
  type CreditedInvoice,
  type CreditFigures,
  creditNoteFigures,
  type EarlierCreditNote,
} from "./credit-note-figures";
import type { CreditNoteSnapshot } from "./entities/credit-note";
import { FALLBACKS, LOCAL_GSTIN, snapshotOf } from "./gst/__fixtures__/invoices";
import { gstCreditNote } from "./gst/credit-note";
import { buildEInvoice } from "./gst/einvoice";

// Credit notes by item line (issue 29 point 3). The invoice (as gst/item-lines.test.ts): Toughened 12mm
// 4245.00 + GST 764.10; 6 hinges at 450 (2700.00 + 486.00); transport 1 job (500.00 + 90.00, SAC);
// 2 silicone at 180, 12% (360.00 + 43.20); payable 9188.00 with round off -0.30.

const snapshot = snapshotOf({
  buyerGstin: LOCAL_GSTIN,
  gstOnCutting: true,
  lines: [["Toughened 12mm", "24", "36", 2]],
  items: [
    ["Hinge", "6"],
    ["Transport", "1"],
    ["Silicone", "2"],
    ["Sealant bulk", "1.5"],
  ],
});
// 1.5 kg of sealant at 333.33: r2(499.995) = 500.00, GST 28% 140.00. Payable 9828.00 (round off -0.30).
const INVOICE: CreditedInvoice = { number: "INV/26-27/0031", payable: snapshot.totals.payable, snapshot };

let sequence = 0;
const asEarlier = (figures: CreditFigures): EarlierCreditNote => ({
  number: `CN/26-27/000${++sequence}`,
  kind: figures.kind,
  snapshot: figures,
});

function refusal(request: Parameters<typeof creditNoteFigures>[1], earlier: EarlierCreditNote[] = []) {
  try {
    creditNoteFigures(INVOICE, request, earlier);
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field };
  }
  return null;
}

describe("credit notes by item line", () => {
  it("the invoice: payable 9828.00", () => {
    expect(snapshot.totals).toMatchObject({ taxableValue: "8305.00", gst: "1523.30", payable: "9828.00" });
  });

  it("2 of 6 hinges returned: 900.00 + GST 162.00, at the hinge's rate; the rest is left to credit", () => {
    const note = creditNoteFigures(INVOICE, { items: [{ n: 1, quantity: "2" }] }, []);
    expect(note.kind).toBe("lines");
    expect(note.lines).toEqual([]);
    expect(note.itemLines).toEqual([
      {
        n: 1,
        name: "Hinge",
        unit: "nos",
        hsnCode: "830210",
        isService: false,
        quantity: "2",
        rate: "450.00",
        gstRate: "18.00",
        itemAmount: "900.00",
        itemGst: "162.00",
        itemTotal: "1062.00",
      },
    ]);
    expect(note.rates).toEqual([
      { rate: "18", taxableValue: "900.00", gst: "162.00", cgst: "81.00", sgst: "81.00", igst: "0.00" },
    ]);
    expect(note.totals).toMatchObject({
      taxableValue: "900.00",
      gst: "162.00",
      roundOff: "0.00",
      total: "1062.00",
    });
    const earlier = [asEarlier(note)];
    expect(refusal({ items: [{ n: 1, quantity: "5" }] }, earlier)).toEqual({
      message: "Only 4 nos of item line 1 (Hinge) is left to credit on INV/26-27/0031",
      field: "items",
    });
    // Without a quantity: all that is left (4 hinges).
    expect(creditNoteFigures(INVOICE, { items: [{ n: 1 }] }, earlier).itemLines?.[0]).toMatchObject({
      quantity: "4",
      itemAmount: "1800.00",
      itemGst: "324.00",
    });
  });

  it("refuses a part of a counted unit, an unknown item line, one given twice, and one credited in full", () => {
    expect(refusal({ items: [{ n: 1, quantity: "1.5" }] })?.message).toBe(
      "Item line 1 (Hinge) is counted in nos: credit a whole number",
    );
    expect(refusal({ items: [{ n: 9 }] })?.message).toBe("Invoice INV/26-27/0031 has no item line 9");
    expect(refusal({ items: [{ n: 2 }, { n: 2 }] })?.message).toBe("Item line 2 is given twice");
    const all = asEarlier(creditNoteFigures(INVOICE, { items: [{ n: 2 }] }, []));
    expect(refusal({ items: [{ n: 2, quantity: "1" }] }, [all])?.message).toBe(
      "Item line 2 (Transport) of INV/26-27/0031 is already credited in full",
    );
  });

  it("kilograms in thirds: each part r2(q x rate), the last takes what is left, so the parts add up to the invoice's figures", () => {
    // 0.5 kg x 333.33 = 166.665 -> 166.67, GST 28% 46.67; twice; the last 0.5 kg: 500.00 - 333.34 = 166.66,
    // GST 140.00 - 93.34 = 46.66.
    const earlier: EarlierCreditNote[] = [];
    const parts: [string, string][] = [];
    for (let i = 0; i < 3; i++) {
      const note = creditNoteFigures(INVOICE, { items: [{ n: 4, quantity: "0.5" }] }, earlier);
      parts.push([note.itemLines![0]!.itemAmount, note.itemLines![0]!.itemGst]);
      earlier.push(asEarlier(note));
    }
    expect(parts).toEqual([
      ["166.67", "46.67"],
      ["166.67", "46.67"],
      ["166.66", "46.66"],
    ]);
    expect(refusal({ items: [{ n: 4, quantity: "0.001" }] }, earlier)?.message).toBe(
      "Item line 4 (Sealant bulk) of INV/26-27/0031 is already credited in full",
    );
  });

  it("the note that credits the last lines and item lines takes the round-off: the notes add up to the payable", () => {
    const first = creditNoteFigures(INVOICE, { items: [{ n: 1 }, { n: 2 }] }, []);
    // 2700.00 + 486.00 + 500.00 + 90.00.
    expect(first.totals).toMatchObject({ roundOff: "0.00", total: "3776.00" });
    const second = creditNoteFigures(INVOICE, { lines: [1], items: [{ n: 3 }, { n: 4 }] }, [
      asEarlier(first),
    ]);
    // 4245.00 + 764.10 + 360.00 + 43.20 + 500.00 + 140.00 - 0.30.
    expect(second.totals).toMatchObject({
      taxableValue: "5105.00",
      gst: "947.30",
      cgst: "473.65",
      sgst: "473.65",
      roundOff: "-0.30",
      total: "6052.00",
    });
    expect(second.rates.map((r) => [r.rate, r.taxableValue, r.gst])).toEqual([
      ["12", "360.00", "43.20"],
      ["18", "4245.00", "764.10"],
      ["28", "500.00", "140.00"],
    ]);
    expect(Number(first.totals.total) + Number(second.totals.total)).toBe(9828);
  });

  it("a full note credits the item lines too; an amount note may be at an item's rate", () => {
    const full = creditNoteFigures(INVOICE, {}, []);
    expect(full.itemLines?.map((l) => [l.n, l.quantity, l.itemTotal])).toEqual([
      [1, "6", "3186.00"],
      [2, "1", "590.00"],
      [3, "2", "403.20"],
      [4, "1.5", "640.00"],
    ]);
    expect(full.totals.total).toBe("9828.00");
    expect(refusal({ amount: "100.00" })?.message).toBe(
      "Invoice INV/26-27/0031 has several GST rates (12%, 18%, 28%): give the rate of the amount",
    );
    const amount = creditNoteFigures(INVOICE, { amount: "100.00", rate: "12" }, []);
    expect(amount.totals).toMatchObject({ taxableValue: "100.00", gst: "12.00", total: "112.00" });
  });

  it("the credit note's e-invoice and GST figures carry the credited item lines; an amount at 12% goes under the silicone's HSN", () => {
    const figures = creditNoteFigures(INVOICE, { items: [{ n: 1, quantity: "2" }, { n: 2 }] }, []);
    const note: CreditNoteSnapshot = {
      invoice: { number: INVOICE.number, date: "2026-11-20", payable: INVOICE.payable },
      company: snapshot.company,
      header: snapshot.header,
      placeOfSupply: snapshot.placeOfSupply,
      interState: snapshot.interState,
      unit: snapshot.unit,
      dateFormat: snapshot.dateFormat,
      lines: figures.lines,
      itemLines: figures.itemLines,
      amount: figures.amount,
      rates: figures.rates,
      totals: figures.totals,
    };
    const gst = gstCreditNote(note, snapshot, FALLBACKS);
    const file = buildEInvoice({
      type: "CRN",
      number: "CN/26-27/0001",
      date: "2026-11-25",
      seller: {
        gstin: snapshot.company.gstNo,
        name: "Sharma Glass House",
        address: "Peenya",
        city: "Bengaluru",
        pin: "560058",
        stateCode: "29",
      },
      buyer: {
        gstin: LOCAL_GSTIN,
        name: "Ravi Interiors",
        address: "Plot 7",
        city: "Bengaluru",
        pin: "560010",
        stateCode: "29",
      },
      shipTo: null,
      placeOfSupply: "29",
      sez: null,
      figures: gst,
      preceding: { number: INVOICE.number, date: "2026-11-20" },
      today: "2026-11-26",
    });
    expect(
      file.ItemList.map((i) => [i.HsnCd, i.IsServc, i.Qty, i.Unit, i.AssAmt, i.CgstAmt, i.SgstAmt]),
    ).toEqual([
      ["830210", "N", 2, "NOS", 900, 81, 81],
      ["996511", "Y", 1, "OTH", 500, 45, 45],
    ]);
    expect(file.ValDtls).toMatchObject({
      AssVal: 1400,
      CgstVal: 126,
      SgstVal: 126,
      RndOffAmt: 0,
      TotInvVal: 1652,
    });

    const amount = creditNoteFigures(INVOICE, { amount: "100.00", rate: "12" }, []);
    const amountNote = {
      ...note,
      lines: [],
      itemLines: undefined,
      amount: amount.amount,
      rates: amount.rates,
      totals: amount.totals,
    };
    const item = gstCreditNote(amountNote, snapshot, FALLBACKS).items[0]!;
    expect([item.code, item.isService, item.unit, item.qtyMilli, item.taxable]).toEqual([
      "321410",
      false,
      "NOS",
      0n,
      10000n,
    ]);
  });
});
