import { z } from "zod";
import { CREDIT_NOTE_KINDS } from "../enums";
import { MAX_LENGTH } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { MAX_QUANTITY } from "../quantity";
import {
  amountField,
  cappedString,
  decimalField,
  isoDateField,
  optionalField,
  percentField,
} from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";
import { ZInvoiceItemLine, ZInvoiceLine, ZInvoiceSnapshot } from "./invoice";
import { gstAndRoundOff, ids, money, recordId, timestamp } from "./record-fields";

export const MAX_CREDIT_REASON = 200;
/** More lines than any invoice holds (an order's lines are capped well below it). */
export const MAX_CREDIT_LINES = 5000;

export const CREDIT_NOTE_MESSAGES = {
  invoiceIdRequired: "invoiceId is required",
  reasonRequired: "Reason is required",
  linesOrAmount: "Send lines or amount, not both",
  itemsOrAmount: "Send item lines or amount, not both",
  itemNumber: "Item lines are item line numbers of the invoice (1, 2, ...)",
  itemQuantityRequired: "Quantity is required",
  itemQuantityPositive: "Quantity must be more than 0",
  itemQuantityTooLarge: `Quantity must be at most ${MAX_QUANTITY.toLocaleString("en-IN")}`,
  rateWithoutAmount: "rate goes with amount",
  noLines: "Choose at least one line",
  lineNumber: "Lines are line numbers of the invoice (1, 2, ...)",
  amountRequired: "Amount is required",
  amountPositive: "Amount must be more than 0",
  rateRequired: "Rate is required",
  cancelled: "A cancelled invoice takes no credit note",
} as const;

/** Line numbers of the invoice, from 1 (each once: the service says which is given twice). */
const creditLines = () =>
  z
    .array(
      z
        .number({ error: CREDIT_NOTE_MESSAGES.lineNumber })
        .int(CREDIT_NOTE_MESSAGES.lineNumber)
        .min(1, CREDIT_NOTE_MESSAGES.lineNumber)
        .max(1_000_000, CREDIT_NOTE_MESSAGES.lineNumber),
      { error: CREDIT_NOTE_MESSAGES.lineNumber },
    )
    .min(1, CREDIT_NOTE_MESSAGES.noLines)
    .max(MAX_CREDIT_LINES, `At most ${MAX_CREDIT_LINES} lines`);

/**
 * Item lines to credit (issue 29): each by its number on the invoice, with the quantity returned or
 * credited (whole for nos, set, pair, job; up to 3 decimals for rft, kg); without one, all that is left.
 */
const creditItems = () =>
  z
    .array(
      z.strictObject({
        n: z
          .number({ error: CREDIT_NOTE_MESSAGES.itemNumber })
          .int(CREDIT_NOTE_MESSAGES.itemNumber)
          .min(1, CREDIT_NOTE_MESSAGES.itemNumber)
          .max(1_000_000, CREDIT_NOTE_MESSAGES.itemNumber)
          .describe("The item line's number on the invoice"),
        quantity: decimalField({
          required: CREDIT_NOTE_MESSAGES.itemQuantityRequired,
          positive: CREDIT_NOTE_MESSAGES.itemQuantityPositive,
          decimals: { count: 3, message: MESSAGES.atMostThreeDecimals },
          max: { value: { m: MAX_QUANTITY, k: 0 }, message: CREDIT_NOTE_MESSAGES.itemQuantityTooLarge },
        })
          .optional()
          .describe("How much of it is credited; all that is left of it when left out"),
      }),
      { error: CREDIT_NOTE_MESSAGES.itemNumber },
    )
    .min(1, CREDIT_NOTE_MESSAGES.noLines)
    .max(MAX_CREDIT_LINES, `At most ${MAX_CREDIT_LINES} item lines`);

const body = z.object({
  invoiceId: cappedString(MAX_LENGTH.id, CREDIT_NOTE_MESSAGES.invoiceIdRequired)
    .min(1, CREDIT_NOTE_MESSAGES.invoiceIdRequired)
    .describe("The invoice the note corrects"),
  reason: z
    .string({ error: CREDIT_NOTE_MESSAGES.reasonRequired })
    .max(MAX_CREDIT_REASON, tooLongMessage(MAX_CREDIT_REASON))
    .trim()
    .min(1, CREDIT_NOTE_MESSAGES.reasonRequired)
    .describe("Why the invoice is corrected; printed on the note"),
  date: optionalField(isoDateField()).describe(
    "YYYY-MM-DD, on or after the invoice's date; today in India when left out",
  ),
  lines: creditLines()
    .optional()
    .describe("The invoice's line numbers to credit, each at most once and not credited before"),
  items: creditItems()
    .optional()
    .describe(
      "The invoice's item lines to credit, each with the quantity credited (never more than is left)",
    ),
  // Not blank-as-absent: whether `amount` is given decides the kind of note, so "" is refused, not ignored.
  amount: amountField({
    required: CREDIT_NOTE_MESSAGES.amountRequired,
    positive: CREDIT_NOTE_MESSAGES.amountPositive,
  })
    .optional()
    .describe("A taxable value to credit (rupees, 2 decimals) at one GST rate; its GST is added"),
  rate: percentField(CREDIT_NOTE_MESSAGES.rateRequired)
    .optional()
    .describe("The GST rate of `amount`, one of the invoice's; required when the invoice has several"),
});

/**
 * Issuing a credit note (REST and tRPC take the same): none of `lines`, `items` and `amount` credits the
 * whole invoice; `lines` credits those piece lines and `items` those item lines (or part of their
 * quantity), one or both; `amount` a taxable value at one `rate`, its GST added.
 */
export const ZCreateCreditNoteInput = takes(
  body.superRefine((input, ctx) => {
    if (input.lines !== undefined && input.amount !== undefined) {
      ctx.addIssue({ code: "custom", message: CREDIT_NOTE_MESSAGES.linesOrAmount, path: ["amount"] });
    } else if (input.items !== undefined && input.amount !== undefined) {
      ctx.addIssue({ code: "custom", message: CREDIT_NOTE_MESSAGES.itemsOrAmount, path: ["amount"] });
    } else if (input.rate !== undefined && input.amount === undefined) {
      ctx.addIssue({ code: "custom", message: CREDIT_NOTE_MESSAGES.rateWithoutAmount, path: ["rate"] });
    }
  }),
  (derived) => ({
    ...derived,
    not: { anyOf: [{ required: ["lines", "amount"] }, { required: ["items", "amount"] }] },
    dependentRequired: { rate: ["amount"] },
    description: refusedWith({
      "not lines and amount": CREDIT_NOTE_MESSAGES.linesOrAmount,
      "not items and amount": CREDIT_NOTE_MESSAGES.itemsOrAmount,
      "dependentRequired rate": CREDIT_NOTE_MESSAGES.rateWithoutAmount,
    }),
  }),
);
export type TCreateCreditNoteInput = z.input<typeof ZCreateCreditNoteInput>;
export type CreateCreditNoteInput = z.output<typeof ZCreateCreditNoteInput>;

/** One GST rate's share of a note, as pricing.md's "tax by rate" splits it. */
export const ZRateTax = z.strictObject({
  rate: z.string(),
  taxableValue: money(),
  gst: money(),
  cgst: money(),
  sgst: money(),
  igst: money(),
});

export const ZCreditNoteTotals = z.strictObject({
  taxableValue: money(),
  /** Cutting charged without GST on the credited lines (a supply at rate 0). */
  untaxedCutting: money(),
  ...gstAndRoundOff(),
  /** The payable credited. */
  total: money(),
  amountInWords: z.string(),
});
export type CreditNoteTotals = z.output<typeof ZCreditNoteTotals>;

const invoiceShape = ZInvoiceSnapshot.shape;

/** What a credit note shows, copied from its invoice when it is issued, with the figures it credits. */
export const ZCreditNoteSnapshot = z.strictObject({
  invoice: z.strictObject({ number: z.string(), date: z.iso.date(), payable: money() }),
  company: invoiceShape.company,
  header: invoiceShape.header,
  placeOfSupply: invoiceShape.placeOfSupply,
  interState: z.boolean(),
  unit: invoiceShape.unit,
  dateFormat: invoiceShape.dateFormat,
  /** The credited lines as the invoice has them (every line for a full note, none for an amount). */
  lines: z.array(ZInvoiceLine),
  /**
   * The credited item lines (issue 29): each as the invoice has it, with the quantity credited and its
   * figures for that quantity (every item line for a full note). Notes made before item lines lack it.
   */
  itemLines: z.array(ZInvoiceItemLine).optional(),
  /** An amount note's taxable value and rate. */
  amount: z.strictObject({ rate: z.string(), taxableValue: money() }).nullable(),
  rates: z.array(ZRateTax),
  totals: ZCreditNoteTotals,
});
export type CreditNoteSnapshot = z.output<typeof ZCreditNoteSnapshot>;

const creditNoteSummaryFields = {
  ...ids,
  /** One consecutive series per company and financial year, such as CN/26-27/0001. */
  number: z.string(),
  date: z.iso.date(),
  invoiceId: recordId(),
  invoiceNumber: z.string(),
  invoiceDate: z.iso.date(),
  customerName: z.string(),
  reason: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  /** The invoice's line numbers it credits (every line for a full note). */
  lines: z.array(z.number().int()),
  taxableValue: money(),
  gst: money(),
  total: money(),
  createdAt: timestamp(),
};

export const ZCreditNoteSummary = z.strictObject(creditNoteSummaryFields);
export type CreditNoteSummary = z.output<typeof ZCreditNoteSummary>;

export const ZCreditNoteRecord = z.strictObject({
  ...creditNoteSummaryFields,
  snapshot: ZCreditNoteSnapshot,
});
export type CreditNoteRecord = z.output<typeof ZCreditNoteRecord>;

/** An invoice's credit notes, with what they credit together and what is left of its payable. */
export const ZInvoiceCredit = z.strictObject({
  credited: money(),
  creditable: money(),
});
export type InvoiceCredit = z.output<typeof ZInvoiceCredit>;
