import { describe, expect, it } from "vitest";
import {
  type CreditedInvoice,
  type CreditFigures,
  creditAmountInWords,
  creditNoteFigures,
  type EarlierCreditNote,
} from "./credit-note-figures";
import type { InvoiceLine, InvoiceSnapshot } from "./entities/invoice";

// Worked cases of issue 17's credit notes, with figures checked by hand. The invoice: three lines at two
// rates, cutting charged without GST; taxable 1833.35, GST 300.03 (CGST 150.02, SGST 150.01), cutting
// 60.00, total 2193.38, round off -0.38, payable 2193.00.

function line(n: number, gstRate: string, taxableValue: string, gstAmount: string, total: string) {
  return { n, gstRate, taxableValue, gstAmount, total } as InvoiceLine;
}

const LINES = [
  line(1, "18.00", "1000.00", "180.00", "1220.00"), // cutting 40.00 untaxed
  line(2, "12.00", "500.00", "60.00", "580.00"), // cutting 20.00 untaxed
  line(3, "18.00", "333.35", "60.03", "393.38"),
];

function invoice(interState: boolean): CreditedInvoice {
  return {
    number: "INV/26-27/0001",
    payable: "2193.00",
    snapshot: {
      interState,
      lines: LINES,
      totals: { roundOff: "-0.38", payable: "2193.00" },
    } as unknown as InvoiceSnapshot,
  };
}

const INTRA = invoice(false);
let sequence = 0;
const asEarlier = (figures: CreditFigures): EarlierCreditNote => ({
  number: `CN/26-27/000${++sequence}`,
  kind: figures.kind,
  snapshot: figures,
});

describe("credit note figures", () => {
  it("credits the whole invoice to its payable exactly, round-off included (intra-state, two rates)", () => {
    const note = creditNoteFigures(INTRA, {}, []);
    expect(note.kind).toBe("full");
    expect(note.lines.map((l) => l.n)).toEqual([1, 2, 3]);
    expect(note.totals).toEqual({
      taxableValue: "1833.35",
      untaxedCutting: "60.00",
      cgst: "150.02",
      sgst: "150.01",
      igst: "0.00",
      gst: "300.03",
      grandTotal: "2193.38",
      roundOff: "-0.38",
      total: "2193.00",
      amountInWords: "Rupees Two Thousand One Hundred Ninety Three Only",
    });
    expect(note.rates).toEqual([
      { rate: "12", taxableValue: "500.00", gst: "60.00", cgst: "30.00", sgst: "30.00", igst: "0.00" },
      { rate: "18", taxableValue: "1333.35", gst: "240.03", cgst: "120.02", sgst: "120.01", igst: "0.00" },
    ]);
  });

  it("splits inter-state GST as IGST", () => {
    const note = creditNoteFigures(invoice(true), { lines: [3] }, []);
    expect(note.totals).toMatchObject({ cgst: "0.00", sgst: "0.00", igst: "60.03", total: "393.38" });
    expect(note.rates).toEqual([
      { rate: "18", taxableValue: "333.35", gst: "60.03", cgst: "0.00", sgst: "0.00", igst: "60.03" },
    ]);
  });

  it("credits lines without round-off, and the note that credits the last lines takes the invoice's", () => {
    const first = creditNoteFigures(INTRA, { lines: [2] }, []);
    expect(first.totals).toMatchObject({
      taxableValue: "500.00",
      untaxedCutting: "20.00",
      cgst: "30.00",
      sgst: "30.00",
      roundOff: "0.00",
      total: "580.00",
    });
    const earlier = [asEarlier(first)];
    const rest = creditNoteFigures(INTRA, { lines: [3, 1] }, earlier);
    expect(rest.lines.map((l) => l.n)).toEqual([1, 3]);
    expect(rest.totals).toMatchObject({
      taxableValue: "1333.35",
      untaxedCutting: "40.00",
      gst: "240.03",
      cgst: "120.02",
      sgst: "120.01",
      grandTotal: "1613.38",
      roundOff: "-0.38",
      total: "1613.00",
    });
    // 580.00 + 1613.00 = 2193.00: the payable, and nothing more can be credited.
    earlier.push(asEarlier(rest));
    expect(() => creditNoteFigures(INTRA, { amount: "1.00", rate: "18" }, earlier)).toThrow(
      "Nothing is left to credit on INV/26-27/0001: its payable 2193.00 is credited in full",
    );
  });

  it("refuses a line given twice, a line the invoice lacks and a line already credited", () => {
    expect(() => creditNoteFigures(INTRA, { lines: [2, 2] }, [])).toThrow("Line 2 is given twice");
    expect(() => creditNoteFigures(INTRA, { lines: [4] }, [])).toThrow(
      "Invoice INV/26-27/0001 has no line 4",
    );
    const earlier = [{ ...asEarlier(creditNoteFigures(INTRA, { lines: [2] }, [])), number: "CN/26-27/0007" }];
    expect(() => creditNoteFigures(INTRA, { lines: [1, 2] }, earlier)).toThrow(
      "Line 2 of INV/26-27/0001 is already credited by CN/26-27/0007",
    );
  });

  it("credits an amount at one rate with its GST, the rate required when the invoice has several", () => {
    const note = creditNoteFigures(INTRA, { amount: "100.05", rate: "18.00" }, []);
    expect(note.amount).toEqual({ rate: "18", taxableValue: "100.05" });
    // GST 18% of 100.05 = 18.009 -> 18.01; CGST r2(9.005) = 9.01, SGST 9.00.
    expect(note.totals).toEqual({
      taxableValue: "100.05",
      untaxedCutting: "0.00",
      cgst: "9.01",
      sgst: "9.00",
      igst: "0.00",
      gst: "18.01",
      grandTotal: "118.06",
      roundOff: "0.00",
      total: "118.06",
      amountInWords: "Rupees One Hundred Eighteen and Six Paise Only",
    });
    expect(() => creditNoteFigures(INTRA, { amount: "100.00" }, [])).toThrow(
      "Invoice INV/26-27/0001 has several GST rates (12%, 18%): give the rate of the amount",
    );
    expect(() => creditNoteFigures(INTRA, { amount: "100.00", rate: "5.00" }, [])).toThrow(
      "5% is not a GST rate of invoice INV/26-27/0001 (12%, 18%)",
    );
  });

  it("takes the one rate of a single-rate invoice", () => {
    const single: CreditedInvoice = {
      number: "INV/26-27/0002",
      payable: "1220.00",
      snapshot: {
        interState: true,
        lines: [LINES[0]],
        totals: { roundOff: "0.00" },
      } as unknown as InvoiceSnapshot,
    };
    const note = creditNoteFigures(single, { amount: "250.00" }, []);
    expect(note.totals).toMatchObject({ igst: "45.00", total: "295.00" });
  });

  it("never credits more than the payable, nor more taxable value at a rate than the invoice has", () => {
    const earlier = [asEarlier(creditNoteFigures(INTRA, { amount: "100.05", rate: "18" }, []))];
    expect(() => creditNoteFigures(INTRA, {}, earlier)).toThrow(
      "This credit note comes to 2193.00, more than the 2074.94 left to credit on INV/26-27/0001 (payable 2193.00)",
    );
    expect(() => creditNoteFigures(INTRA, { amount: "600.00", rate: "12" }, [])).toThrow(
      "Only 500.00 of taxable value at 12% is left to credit on INV/26-27/0001",
    );
    const twelve = [asEarlier(creditNoteFigures(INTRA, { amount: "100.00", rate: "12" }, []))];
    expect(() => creditNoteFigures(INTRA, { lines: [2] }, twelve)).toThrow(
      "Only 400.00 of taxable value at 12% is left to credit on INV/26-27/0001",
    );
  });

  it("says paise in words only when there are some", () => {
    expect(creditAmountInWords("2193.00")).toBe("Rupees Two Thousand One Hundred Ninety Three Only");
    expect(creditAmountInWords("0.45")).toBe("Rupees Zero and Forty Five Paise Only");
  });
});
