import { z } from "zod";
import { TDS_SECTIONS } from "../enums";
import { optionalField, optionalText, requiredText } from "../schemas/fields";
import { requiredId } from "./payment";
import { money, recordId, timestamp } from "./record-fields";

// The TDS receivable report (issue 31 point 4): what each customer deducted from its payments in a
// quarter of the financial year, and whether its Form 16A (Income-tax Rules, rule 31(1)(b): the
// certificate of tax deducted other than salary, issued quarterly) was received.

export const TDS_MESSAGES = {
  periodInvalid: "The period must be a quarter of a financial year, like 2026-27-Q3",
  paymentRequired: "Choose the payment",
  certificateRequired: "Enter the Form 16A certificate number",
  noTds: "This payment has no TDS: it has no Form 16A",
  deleted: "This payment was deleted",
} as const;

export const MAX_FORM16A_CERTIFICATE = 40;

const PERIOD = /^(\d{4})-(\d{2})-Q([1-4])$/;
/** The same rule as one pattern, which the OpenAPI document carries: years 1000 to 2999, the second the first + 1. */
const PERIOD_PATTERN = new RegExp(
  `^[12]\\d(?:${Array.from(
    { length: 100 },
    (_, n) => `${String(n).padStart(2, "0")}-${String((n + 1) % 100).padStart(2, "0")}`,
  ).join("|")})-Q[1-4]$`,
);

/** A quarter of India's financial year (April to March): "2026-27-Q3" is 2026-10-01 to 2026-12-31. */
export function quarterDates(period: string): { from: string; to: string } | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2]) || start < 1000 || start > 2999) return null;
  const q = Number(match[3]);
  const year = q === 4 ? start + 1 : start;
  const [first, last] = [
    ["04-01", "06-30"],
    ["07-01", "09-30"],
    ["10-01", "12-31"],
    ["01-01", "03-31"],
  ][q - 1] as [string, string];
  return { from: `${year}-${first}`, to: `${year}-${last}` };
}

/** The quarter a day (YYYY-MM-DD) falls in: 2026-11-27 is 2026-27-Q3, 2027-02-01 is 2026-27-Q4. */
export function quarterOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}-Q${q}`;
}

export const ZTdsQuery = z.object({
  period: optionalField(
    z
      .string()
      .max(12, TDS_MESSAGES.periodInvalid)
      .regex(PERIOD_PATTERN, TDS_MESSAGES.periodInvalid)
      .describe("YYYY-YY-Qn, the second year the first plus one"),
  ).describe(
    "A quarter of the financial year, YYYY-YY-Qn (2026-27-Q3 is October to December 2026); default: today's",
  ),
});
export type TTdsQuery = z.input<typeof ZTdsQuery>;

/** Ticking a payment's Form 16A received (with its certificate number), or unticking it. */
export const ZForm16aInput = z.object({
  paymentId: requiredId(TDS_MESSAGES.paymentRequired),
  form16a: z.union([
    z.strictObject({
      received: z.literal(true),
      certificateNumber: requiredText(TDS_MESSAGES.certificateRequired, MAX_FORM16A_CERTIFICATE),
    }),
    z.strictObject({ received: z.literal(false), certificateNumber: optionalText(MAX_FORM16A_CERTIFICATE) }),
  ]),
});
export type TForm16aInput = z.input<typeof ZForm16aInput>;

export const ZTdsPayment = z.strictObject({
  paymentId: recordId(),
  number: z.string(),
  date: z.iso.date(),
  invoiceNumber: z.string(),
  section: z.enum(TDS_SECTIONS),
  rate: money(),
  /** What the invoice's balance fell by: net received + TDS. */
  gross: money(),
  /** The net received. */
  amount: money(),
  tdsAmount: money(),
  form16a: z.strictObject({ certificateNumber: z.string(), receivedAt: timestamp() }).nullable(),
});
export type TdsPayment = z.output<typeof ZTdsPayment>;

export const ZTdsCustomer = z.strictObject({
  /** Null when the customer was deleted after invoicing: the invoices keep the name. */
  customerId: recordId().nullable(),
  customerName: z.string(),
  tdsAmount: money(),
  /** TDS of the payments whose Form 16A is still to come. */
  tdsPending: money(),
  payments: z.array(ZTdsPayment),
});
export type TdsCustomer = z.output<typeof ZTdsCustomer>;

export const ZTdsReport = z.strictObject({
  period: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  customers: z.array(ZTdsCustomer),
  tdsAmount: money(),
  tdsPending: money(),
});
export type TdsReport = z.output<typeof ZTdsReport>;

/** PATCH /api/tds's answer: the payment's Form 16A now. */
export const ZForm16aAnswer = z.strictObject({
  paymentId: recordId(),
  form16a: z.strictObject({ certificateNumber: z.string(), receivedAt: timestamp() }).nullable(),
});
export type Form16aAnswer = z.output<typeof ZForm16aAnswer>;
