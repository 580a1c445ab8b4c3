import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CreditedInvoice, type CreditFigures, creditNoteFigures } from "./credit-note-figures";
import type { InvoiceLine, InvoiceSnapshot } from "./entities/invoice";
import { priceQuote } from "./price-quote";
import { pieceQuoteArb as quoteArb } from "./testing/quote-arbitraries";

// For any priced quote made an invoice: a full note credits exactly the payable; the invoice's lines
// credited in two notes add up to the payable to the paisa; every note's tax by rate adds up to its
// CGST, SGST and IGST.

const cents = (figure: string) => BigInt(figure.replace(".", ""));

function invoiceOf(quote: Parameters<typeof priceQuote>[0], interState: boolean) {
  const priced = priceQuote({
    ...quote,
    supplierGstin: interState ? "27AAPFU0939F1ZV" : undefined,
    recipientGstin: interState ? "29AAPFU0939F1ZV" : undefined,
  });
  const rateOf = new Map(quote.materials.map((m) => [m.materialName, String(m.materialGst)]));
  const lines = priced.lines.map(
    (l, i) =>
      ({ ...l, n: i + 1, gstRate: rateOf.get(quote.lines[i]!.materialType!)! }) as unknown as InvoiceLine,
  );
  const invoice: CreditedInvoice = {
    number: "INV/26-27/0001",
    payable: priced.totals.payable,
    snapshot: { interState, lines, totals: priced.totals } as unknown as InvoiceSnapshot,
  };
  return { invoice, totals: priced.totals };
}

function addsUp(note: CreditFigures) {
  const sum = (field: "taxableValue" | "gst" | "cgst" | "sgst" | "igst") =>
    note.rates.reduce((s, r) => s + cents(r[field]), 0n);
  expect(sum("taxableValue")).toBe(cents(note.totals.taxableValue));
  expect(sum("gst")).toBe(cents(note.totals.gst));
  expect(sum("cgst")).toBe(cents(note.totals.cgst));
  expect(sum("sgst")).toBe(cents(note.totals.sgst));
  expect(sum("igst")).toBe(cents(note.totals.igst));
  expect(cents(note.totals.cgst) + cents(note.totals.sgst) + cents(note.totals.igst)).toBe(
    cents(note.totals.gst),
  );
}

describe("credit note figures, for any invoice", () => {
  it("clear the payable exactly, whole or line by line, and split their tax by rate exactly", () => {
    fc.assert(
      fc.property(quoteArb, fc.boolean(), fc.nat(), (quote, interState, seed) => {
        const { invoice, totals } = invoiceOf(quote, interState);
        fc.pre(cents(totals.payable) > 0n);
        const full = creditNoteFigures(invoice, {}, []);
        expect(full.totals.total).toBe(totals.payable);
        expect(full.totals.cgst).toBe(totals.cgst);
        expect(full.totals.igst).toBe(totals.igst);
        addsUp(full);

        const numbers = invoice.snapshot.lines.map((l) => l.n);
        fc.pre(numbers.length >= 2);
        const cut = 1 + (seed % (numbers.length - 1));
        const firstLines = numbers.slice(0, cut);
        const first = invoice.snapshot.lines.slice(0, cut).reduce((s, l) => s + cents(l.total), 0n);
        fc.pre(first > 0n && first < cents(totals.payable));
        const one = creditNoteFigures(invoice, { lines: firstLines }, []);
        addsUp(one);
        const earlier = [{ number: "CN/26-27/0001", kind: one.kind, snapshot: one }];
        const rest = creditNoteFigures(invoice, { lines: numbers.slice(cut) }, earlier);
        addsUp(rest);
        expect(cents(one.totals.total) + cents(rest.totals.total)).toBe(cents(totals.payable));
      }),
      { numRuns: 200 },
    );
  });
});
