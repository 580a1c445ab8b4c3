import { amountInWords } from "./amount-in-words";
import { chooseItemLines, type ItemCredit, ItemCreditError, itemSums } from "./credit-note-items";
import { type Decimal, formatCents, parseDecimal, toCents } from "./decimal";
import type { CreditNoteSnapshot, CreditNoteTotals } from "./entities/credit-note";
import type { InvoiceItemLine, InvoiceLine, InvoiceSnapshot } from "./entities/invoice";
import type { CreditNoteKind } from "./enums";
import { add, divRound, type Int, mul, pow10, sub } from "./int";
import { type RateTax, taxByRate, taxLinesOf } from "./tax-by-rate";

/** A credit note the rules refuse: the message says why, `field` which input is at fault. */
export class CreditNoteError extends Error {
  override name = "CreditNoteError";
  constructor(
    message: string,
    readonly field: "lines" | "items" | "amount" | "rate" | "invoiceId",
  ) {
    super(message);
  }
}

/** What a note asks to credit (already checked for shape by ZCreateCreditNoteInput). */
export type CreditRequest = { lines?: number[]; items?: ItemCredit[]; amount?: string; rate?: string };

/** The invoice as a credit note reads it. */
export type CreditedInvoice = { number: string; payable: string; snapshot: InvoiceSnapshot };

/** An earlier note of the same invoice. */
export type EarlierCreditNote = {
  number: string;
  kind: CreditNoteKind;
  snapshot: Pick<CreditNoteSnapshot, "lines" | "itemLines" | "rates" | "totals">;
};

export type CreditFigures = Pick<
  CreditNoteSnapshot,
  "lines" | "itemLines" | "amount" | "rates" | "totals"
> & {
  kind: CreditNoteKind;
};

const cents = (value: string): Int => toCents(parseDecimal(value)!);
const text = formatCents;

/** A rate as a key, so "18", "18.0" and "18.00" are one rate. */
const rateKey = (rate: string) => text(cents(rate));

/** A line's cutting charged outside GST: its total less its taxable value and GST (0 when cutting is taxed). */
const untaxedOf = (line: InvoiceLine): Int =>
  sub(sub(cents(line.total), cents(line.taxableValue)), cents(line.gstAmount));

/**
 * "Rupees One Hundred Two Only"; a total with paise (a note for lines or an amount is not rounded to the
 * rupee) adds them: "Rupees One Hundred Two and Forty Five Paise Only".
 */
export function creditAmountInWords(total: string): string {
  const value = cents(total);
  const rupees = typeof value === "bigint" ? value / 100n : Math.trunc(value / 100);
  const paise = Number(typeof value === "bigint" ? value % 100n : value % 100);
  const whole = amountInWords(BigInt(rupees));
  if (paise === 0) return whole;
  const paiseWords = amountInWords(BigInt(paise)).slice("Rupees ".length, -" Only".length);
  return `${whole.slice(0, -" Only".length)} and ${paiseWords} Paise Only`;
}

function totalsOf(
  parts: { taxable: Int; untaxed: Int; gst: Int; interState: boolean; roundOff: Int },
  rates: RateTax[],
): CreditNoteTotals {
  const cgst = parts.interState ? 0 : divRound(parts.gst, 2);
  const grandTotal = add(add(parts.taxable, parts.untaxed), parts.gst);
  const total = add(grandTotal, parts.roundOff);
  // The rates' CGST adds up to the note's (tax-by-rate anchors on r2(gst / 2)); checked, never assumed.
  const rateCgst = rates.reduce<Int>((sum, r) => add(sum, cents(r.cgst)), 0);
  if (rateCgst !== cgst) throw new Error("credit note: tax by rate does not add up");
  return {
    taxableValue: text(parts.taxable),
    untaxedCutting: text(parts.untaxed),
    cgst: text(cgst),
    sgst: text(parts.interState ? 0 : sub(parts.gst, cgst)),
    igst: text(parts.interState ? parts.gst : 0),
    gst: text(parts.gst),
    grandTotal: text(grandTotal),
    roundOff: text(parts.roundOff),
    total: text(total),
    amountInWords: creditAmountInWords(text(total)),
  };
}

/** The piece lines and item lines credited (item lines with the quantity and figures credited). */
function linesFigures(
  invoice: CreditedInvoice,
  lines: InvoiceLine[],
  itemLines: InvoiceItemLine[],
  roundOff: Int,
): Pick<CreditFigures, "itemLines" | "rates" | "totals"> {
  const { interState } = invoice.snapshot;
  const items = itemSums(itemLines);
  let taxable: Int = items.taxable;
  let gst: Int = items.gst;
  let untaxed: Int = 0;
  for (const line of lines) {
    taxable = add(taxable, cents(line.taxableValue));
    gst = add(gst, cents(line.gstAmount));
    untaxed = add(untaxed, untaxedOf(line));
  }
  const split = taxByRate({
    lines: taxLinesOf({ lines, itemLines }),
    interState,
    untaxedCutting: text(untaxed),
  });
  return {
    // Only notes that credit item lines carry them: a note of piece lines keeps its earlier shape.
    ...(itemLines.length > 0 ? { itemLines } : {}),
    rates: split.rates,
    totals: totalsOf({ taxable, untaxed, gst, interState, roundOff }, split.rates),
  };
}

function chooseLines(
  invoice: CreditedInvoice,
  wanted: number[],
  wantedItems: ItemCredit[],
  earlier: EarlierCreditNote[],
) {
  const byNumber = new Map(invoice.snapshot.lines.map((line) => [line.n, line]));
  const creditedBy = new Map<number, string>();
  for (const note of earlier) for (const line of note.snapshot.lines) creditedBy.set(line.n, note.number);
  const seen = new Set<number>();
  const chosen: InvoiceLine[] = [];
  for (const n of wanted) {
    if (seen.has(n)) throw new CreditNoteError(`Line ${n} is given twice`, "lines");
    seen.add(n);
    const line = byNumber.get(n);
    if (!line) throw new CreditNoteError(`Invoice ${invoice.number} has no line ${n}`, "lines");
    const by = creditedBy.get(n);
    if (by) throw new CreditNoteError(`Line ${n} of ${invoice.number} is already credited by ${by}`, "lines");
    chosen.push(line);
  }
  chosen.sort((a, b) => a.n - b.n);
  let items: ReturnType<typeof chooseItemLines>;
  try {
    items = chooseItemLines(
      { number: invoice.number, itemLines: invoice.snapshot.itemLines ?? [] },
      wantedItems,
      earlier.map((note) => note.snapshot),
    );
  } catch (error) {
    if (error instanceof ItemCreditError) throw new CreditNoteError(error.message, "items");
    throw error;
  }
  // The note that credits the invoice's last lines (and the rest of its item lines) takes its round-off,
  // so notes for every line add up to the payable exactly (only when no amount was credited besides).
  const completes =
    creditedBy.size + chosen.length === invoice.snapshot.lines.length &&
    items.complete &&
    earlier.every((note) => note.kind !== "amount");
  return { chosen, items: items.chosen, roundOff: completes ? cents(invoice.snapshot.totals.roundOff) : 0 };
}

function amountFigures(invoice: CreditedInvoice, amount: string, rate: string | undefined) {
  const { interState } = invoice.snapshot;
  const invoiceRates = taxByRate({ lines: taxLinesOf(invoice.snapshot), interState }).rates;
  const listed = invoiceRates.map((r) => `${r.rate}%`).join(", ");
  let chosen: RateTax | undefined;
  if (rate === undefined) {
    if (invoiceRates.length > 1) {
      throw new CreditNoteError(
        `Invoice ${invoice.number} has several GST rates (${listed}): give the rate of the amount`,
        "rate",
      );
    }
    chosen = invoiceRates[0];
  } else {
    chosen = invoiceRates.find((r) => rateKey(r.rate) === rateKey(rate));
    if (!chosen) {
      throw new CreditNoteError(
        `${rate.replace(/\.?0+$/, "")}% is not a GST rate of invoice ${invoice.number} (${listed})`,
        "rate",
      );
    }
  }
  if (!chosen) throw new CreditNoteError(`Invoice ${invoice.number} has no lines to credit`, "amount");
  const taxable = cents(amount);
  const r = parseDecimal(chosen.rate) as Decimal;
  // GST = r2(taxable * rate / 100), exact: the rate is m / 10^k.
  const gst = divRound(mul(taxable, r.m), mul(100, pow10(r.k)));
  const line = { gstRate: chosen.rate, taxableValue: text(taxable), gstAmount: text(gst) };
  const split = taxByRate({ lines: [line], interState });
  return {
    amount: { rate: chosen.rate, taxableValue: text(taxable) },
    rates: split.rates,
    totals: totalsOf({ taxable, untaxed: 0, gst, interState, roundOff: 0 }, split.rates),
  };
}

/** No rate's taxable value is credited past the invoice's at that rate, whatever mix of notes. */
function checkRates(invoice: CreditedInvoice, rates: RateTax[], earlier: EarlierCreditNote[]) {
  const { interState } = invoice.snapshot;
  const invoiceRates = taxByRate({ lines: taxLinesOf(invoice.snapshot), interState }).rates;
  for (const r of rates) {
    const key = rateKey(r.rate);
    const onInvoice = invoiceRates.find((x) => rateKey(x.rate) === key);
    let credited: Int = 0;
    for (const note of earlier) {
      for (const x of note.snapshot.rates)
        if (rateKey(x.rate) === key) credited = add(credited, cents(x.taxableValue));
    }
    const left = sub(onInvoice ? cents(onInvoice.taxableValue) : 0, credited);
    if (cents(r.taxableValue) > left) {
      throw new CreditNoteError(
        `Only ${text(left)} of taxable value at ${r.rate}% is left to credit on ${invoice.number}`,
        "amount",
      );
    }
  }
}

/**
 * The figures of a new credit note on `invoice` (issue 17, pricing.md's tax by rate): a full note (no
 * lines, no amount) credits every line and the round-off, so it clears the payable exactly; a lines note
 * credits those lines (each once over all notes); an amount note credits a taxable value at one rate of
 * the invoice with its GST, split CGST/SGST or IGST as the invoice is. All the notes of an invoice never
 * credit more than its payable. Exact hundredths throughout.
 */
export function creditNoteFigures(
  invoice: CreditedInvoice,
  request: CreditRequest,
  earlier: EarlierCreditNote[],
): CreditFigures {
  let figures: CreditFigures;
  if (request.amount !== undefined) {
    figures = { kind: "amount", lines: [], ...amountFigures(invoice, request.amount, request.rate) };
  } else if (request.lines !== undefined || request.items !== undefined) {
    const { chosen, items, roundOff } = chooseLines(
      invoice,
      request.lines ?? [],
      request.items ?? [],
      earlier,
    );
    figures = {
      kind: "lines",
      lines: chosen,
      amount: null,
      ...linesFigures(invoice, chosen, items, roundOff),
    };
  } else {
    const lines = invoice.snapshot.lines;
    figures = {
      kind: "full",
      lines,
      amount: null,
      ...linesFigures(
        invoice,
        lines,
        [...(invoice.snapshot.itemLines ?? [])],
        cents(invoice.snapshot.totals.roundOff),
      ),
    };
  }

  const payable = cents(invoice.payable);
  const credited = earlier.reduce<Int>((sum, note) => add(sum, cents(note.snapshot.totals.total)), 0);
  const left = sub(payable, credited);
  if (left <= 0) {
    throw new CreditNoteError(
      `Nothing is left to credit on ${invoice.number}: its payable ${text(payable)} is credited in full`,
      "invoiceId",
    );
  }
  const total = cents(figures.totals.total);
  if (total > left) {
    throw new CreditNoteError(
      `This credit note comes to ${text(total)}, more than the ${text(left)} left to credit on ${invoice.number} (payable ${text(payable)})`,
      figures.kind === "amount"
        ? "amount"
        : figures.kind === "lines"
          ? figures.lines.length > 0
            ? "lines"
            : "items"
          : "invoiceId",
    );
  }
  if (total <= 0)
    throw new CreditNoteError(`This credit note comes to ${text(total)}: nothing to credit`, "lines");
  checkRates(invoice, figures.rates, earlier);
  return figures;
}
