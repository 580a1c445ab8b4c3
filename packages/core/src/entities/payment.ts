import { z } from "zod";
import { todayInIndia } from "../calendar-date";
import { DATE_FORMATS, PAYMENT_MODES, TDS_SECTIONS } from "../enums";
import { EARLIEST_DATE, MAX_LENGTH } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { percentField } from "../schemas/decimal-fields";
import { amountField, cappedString, isoDateField, optionalField, requiredText } from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";
import { companyContact, ids, money, recordId, timestamp } from "./record-fields";

/** A record's id, with the message saying which record when it is missing or blank. */
export const requiredId = (message: string) => cappedString(MAX_LENGTH.id, message).min(1, message);

/**
 * Unpaid, Partly paid or Paid by what is left to collect; Credited when credit notes alone cleared it (no
 * money came in: "Paid" would tell the shop it was paid); a cancelled invoice has nothing to collect.
 */
export const PAYMENT_STATUSES = ["Unpaid", "Partly paid", "Paid", "Credited", "Cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MAX_PAYMENT_REFERENCE = 100;
export const MAX_DELETE_REASON = 200;

export const PAYMENT_MESSAGES = {
  invoiceRequired: "Choose the invoice this payment is for",
  paymentRequired: "Choose the payment",
  amountRequired: "Enter the amount received",
  amountPositive: "The amount must be more than 0",
  dateRequired: "Enter the date of the payment",
  modeInvalid: `Mode must be one of ${PAYMENT_MODES.join(", ")}`,
  reasonRequired: "Say why this payment is deleted",
  cancelledInvoice: "A cancelled invoice takes no payments",
  dateInFuture: "The payment date cannot be in the future",
  alreadyDeleted: "This payment was already deleted",
  tdsSectionInvalid: `The TDS section must be one of ${TDS_SECTIONS.join(", ")}`,
  tdsRateRequired: "Enter the TDS rate in percent",
  tdsAmountRequired: "Enter the TDS the customer deducted",
  tdsAmountPositive: "The TDS must be more than 0",
} as const;

/** More than what is still due: nothing is stored and the message says how much is. */
export function overpaymentMessage(amount: string, balance: string): string {
  return `The amount ${amount} is more than the balance due of ${balance}`;
}

/** Net received plus TDS kept (the gross the invoice's balance falls by) beyond what is still due. */
export function overpaymentWithTdsMessage(
  amount: string,
  tds: string,
  gross: string,
  balance: string,
): string {
  return `The amount ${amount} and the TDS ${tds} (${gross}) are more than the balance due of ${balance}`;
}

/** A cancelled invoice would leave its money received out of every balance and statement. */
export function paidInvoiceCancelMessage(receipt: string): string {
  return `This invoice has payments (${receipt}): delete them first, with the reason, or issue a credit note instead`;
}

export function dateBeforeInvoiceMessage(invoiceDate: string): string {
  return `The payment date cannot be before the invoice date (${invoiceDate})`;
}

/** The day money came in: a real day from 2017-07-01 to today in India (never ahead, unlike a document date). */
function paymentDateField() {
  return takes(
    isoDateField().refine((date) => date <= todayInIndia(), PAYMENT_MESSAGES.dateInFuture),
    {
      type: "string",
      format: "date",
      "x-date-window": { from: EARLIEST_DATE, to: "today in India", zone: "Asia/Kolkata" },
      description: `YYYY-MM-DD, from ${EARLIEST_DATE} to today in India, not before the invoice date. ${refusedWith(
        {
          "type, format": MESSAGES.dateInvalid,
          "x-date-window": `${MESSAGES.dateTooEarly} / ${PAYMENT_MESSAGES.dateInFuture}`,
          "before the invoice date": dateBeforeInvoiceMessage("YYYY-MM-DD"),
        },
      )}`,
    },
  );
}

/**
 * TDS the customer deducted and kept (Income-tax Act, Chapter XVII-B): the section, the rate applied and the
 * amount kept. The rate is what the customer says it applied, never recomputed: section 288B rounds the
 * TDS to the rupee, and a lower-deduction certificate (section 197) changes it.
 */
export const ZPaymentTds = z.strictObject({
  section: z.enum(TDS_SECTIONS, { error: PAYMENT_MESSAGES.tdsSectionInvalid }),
  rate: percentField(PAYMENT_MESSAGES.tdsRateRequired).describe("Percent, 0 to 100, at most 2 decimals"),
  amount: amountField({
    required: PAYMENT_MESSAGES.tdsAmountRequired,
    positive: PAYMENT_MESSAGES.tdsAmountPositive,
  }).describe("What the customer kept, in rupees"),
});
export type TPaymentTds = z.input<typeof ZPaymentTds>;

/** Recording a payment against an invoice (REST, tRPC and the web form take the same). */
export const ZCreatePaymentInput = z.object({
  invoiceId: requiredId(PAYMENT_MESSAGES.invoiceRequired).describe("The invoice paid"),
  date: paymentDateField(),
  amount: amountField({
    required: PAYMENT_MESSAGES.amountRequired,
    positive: PAYMENT_MESSAGES.amountPositive,
  }).describe(
    `At most the invoice's balance: more is refused with '${overpaymentMessage("<amount>", "<balance>")}'`,
  ),
  mode: z.enum(PAYMENT_MODES, { error: PAYMENT_MESSAGES.modeInvalid }),
  reference: optionalField(
    z.string().max(MAX_PAYMENT_REFERENCE, tooLongMessage(MAX_PAYMENT_REFERENCE)).trim(),
  ).describe("A cheque number, UPI or bank reference"),
  tds: ZPaymentTds.optional().describe(
    "TDS the customer deducted: `amount` is then the net received and the invoice's balance falls by `amount` + `tds.amount`",
  ),
});
export type TCreatePaymentInput = z.input<typeof ZCreatePaymentInput>;

/** A payment is never edited: a wrong one is deleted with the reason, and its row is kept. */
export const ZDeletePaymentInput = z.object({
  id: requiredId(PAYMENT_MESSAGES.paymentRequired),
  reason: requiredText(PAYMENT_MESSAGES.reasonRequired, MAX_DELETE_REASON),
});
export type TDeletePaymentInput = z.input<typeof ZDeletePaymentInput>;

export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

/** What is left to collect on an invoice: payable − credited − paid (0 once cancelled). */
export const ZInvoiceBalance = z.strictObject({
  payable: money(),
  credited: money(),
  paid: money(),
  balance: money(),
  paymentStatus: ZPaymentStatus,
});
export type InvoiceBalance = z.output<typeof ZInvoiceBalance>;

export const ZPaymentRecord = z.strictObject({
  ...ids,
  invoiceId: recordId(),
  invoiceNumber: z.string(),
  number: z.string(),
  date: z.iso.date(),
  amount: money(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  /** What the customer deducted and kept; null for none. */
  tds: z.strictObject({ section: z.enum(TDS_SECTIONS), rate: money(), amount: money() }).nullable(),
  /** amount + TDS: what the invoice's balance fell by. */
  gross: money(),
  /** The customer's Form 16A for this deduction, once received; null until then (or without TDS). */
  form16a: z.strictObject({ certificateNumber: z.string(), receivedAt: timestamp() }).nullable(),
  createdAt: timestamp(),
  deletedAt: timestamp().nullable(),
  deleteReason: z.string().nullable(),
});
export type PaymentRecord = z.output<typeof ZPaymentRecord>;

/** GET /api/payment?invoiceId=: the invoice's payments (deleted ones too, marked) and its balance. */
export const ZInvoicePayments = z.strictObject({
  invoiceId: recordId(),
  invoiceNumber: z.string(),
  ...ZInvoiceBalance.shape,
  payments: z.array(ZPaymentRecord),
});
export type InvoicePayments = z.output<typeof ZInvoicePayments>;

/** What a printed receipt shows (the server hands it to the web app's /render page, never over HTTP). */
export const ZPaymentReceipt = z.strictObject({
  payment: ZPaymentRecord,
  company: z.strictObject(companyContact()),
  logo: z.string().nullable(),
  customerName: z.string(),
  invoiceDate: z.iso.date(),
  invoicePayable: money(),
  /** Left to pay on the invoice now. */
  balance: money(),
  amountInWords: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
});
export type PaymentReceipt = z.output<typeof ZPaymentReceipt>;
