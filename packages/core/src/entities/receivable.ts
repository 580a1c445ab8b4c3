import { z } from "zod";
import { isoDateField, optionalField } from "../schemas/fields";
import { ZReminderSent } from "./credit-terms";
import { requiredId } from "./payment";
import { money, recordId } from "./record-fields";

/** What is still to collect, by the age of the invoice (days from its date to today in India). */
export const ZAgeing = z.strictObject({
  days0to30: money(),
  days31to60: money(),
  days61to90: money(),
  over90: money(),
});
export type Ageing = z.output<typeof ZAgeing>;
export const AGEING_BUCKETS = [
  { key: "days0to30", label: "0-30 days" },
  { key: "days31to60", label: "31-60 days" },
  { key: "days61to90", label: "61-90 days" },
  { key: "over90", label: "Over 90 days" },
] as const satisfies readonly { key: keyof Ageing; label: string }[];

/**
 * What is still to collect by how long past its due date (issue 31): not yet due, then 0-30 days overdue
 * (due today counts as 0), 31-60, 61-90, over 90.
 */
export const ZDueAgeing = z.strictObject({
  notDue: money(),
  ...ZAgeing.shape,
});
export type DueAgeing = z.output<typeof ZDueAgeing>;
export const DUE_AGEING_BUCKETS = [
  { key: "notDue", label: "Not yet due" },
  { key: "days0to30", label: "0-30 days late" },
  { key: "days31to60", label: "31-60 days late" },
  { key: "days61to90", label: "61-90 days late" },
  { key: "over90", label: "Over 90 days late" },
] as const satisfies readonly { key: keyof DueAgeing; label: string }[];

const dueFields = {
  /** What has fallen due (due date today or before). */
  due: money(),
  /** What is past its due date (due date before today). */
  overdue: money(),
  dueAgeing: ZDueAgeing,
};

export const ZCustomerReceivable = z.strictObject({
  /** Null when the customer was deleted after invoicing: the invoices keep the name. */
  customerId: recordId().nullable(),
  customerName: z.string(),
  invoices: z.number().int().min(1),
  balance: money(),
  ageing: ZAgeing,
  ...dueFields,
});
export type CustomerReceivable = z.output<typeof ZCustomerReceivable>;

/** Every customer who still owes, the largest balance first, and the total to collect. */
export const ZReceivables = z.strictObject({
  asOf: z.iso.date(),
  customers: z.array(ZCustomerReceivable),
  total: z.strictObject({ balance: money(), ageing: ZAgeing, ...dueFields }),
});
export type Receivables = z.output<typeof ZReceivables>;

export const STATEMENT_MESSAGES = {
  customerRequired: "Choose the customer",
  fromAfterTo: "The start date must not be after the end date",
} as const;

/** A customer's statement for a date range (both days included); from and to default to all time and today. */
export const ZStatementQuery = z.object({
  customerId: requiredId(STATEMENT_MESSAGES.customerRequired).describe("The customer"),
  from: optionalField(isoDateField()).describe(
    `YYYY-MM-DD, first day shown (default: the first entry); after \`to\` is refused with '${STATEMENT_MESSAGES.fromAfterTo}'`,
  ),
  to: optionalField(isoDateField()).describe("YYYY-MM-DD, last day shown (default: today in India)"),
});
export type TStatementQuery = z.input<typeof ZStatementQuery>;

export const ZStatementEntry = z.strictObject({
  date: z.iso.date(),
  kind: z.enum(["invoice", "creditNote", "payment"]),
  number: z.string(),
  /** What it is: the invoice a payment or credit note is against, the mode and reference of a payment. */
  details: z.string(),
  /** What the customer came to owe (an invoice) or paid off (a payment or credit note). */
  debit: money(),
  credit: money(),
  /** Owed after this entry. */
  balance: money(),
  /** An invoice's due date (issue 31); null for the other entries. */
  dueDate: z.iso.date().nullable(),
});
export type StatementEntry = z.output<typeof ZStatementEntry>;

export const ZStatement = z.strictObject({
  customerId: recordId(),
  customerName: z.string(),
  company: z.strictObject({ name: z.string(), address: z.string(), gstNo: z.string() }),
  from: z.iso.date().nullable(),
  to: z.iso.date(),
  /** Owed before `from`. */
  opening: money(),
  entries: z.array(ZStatementEntry),
  totalDebit: money(),
  totalCredit: money(),
  closing: money(),
  /** Of the closing balance, what has fallen due by `to` and what is past due then (issue 31). */
  due: money(),
  overdue: money(),
  /** Payment reminders sent to the customer from `from` to `to` (issue 31). */
  reminders: z.array(ZReminderSent),
});
export type Statement = z.output<typeof ZStatement>;
