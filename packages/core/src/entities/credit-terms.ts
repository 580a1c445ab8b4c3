import { z } from "zod";
import { requiredId } from "./payment";
import { money, recordId } from "./record-fields";

// Credit terms and payment reminders (issue 31 points 1 and 2).

export const MAX_CREDIT_DAYS = 365;
export const MAX_REMINDER_DAYS = 10;

export const TERMS_MESSAGES = {
  customerRequired: "Choose the customer",
  creditDaysInvalid: `Credit days must be a whole number from 0 to ${MAX_CREDIT_DAYS}`,
  remindersInvalid: "reminders must be true or false",
  enabledInvalid: "enabled must be true or false",
  reminderDaysInvalid: `Each reminder day must be a whole number from 0 to ${MAX_CREDIT_DAYS}`,
  tooManyReminderDays: `At most ${MAX_REMINDER_DAYS} reminder days`,
  nothingToChange: "Send creditDays or reminders",
} as const;

const creditDays = () =>
  z
    .number({ error: TERMS_MESSAGES.creditDaysInvalid })
    .int(TERMS_MESSAGES.creditDaysInvalid)
    .min(0, TERMS_MESSAGES.creditDaysInvalid)
    .max(MAX_CREDIT_DAYS, TERMS_MESSAGES.creditDaysInvalid);

/** PATCH /api/draft: a customer's credit days (null: the company's default) and its reminders switch. */
export const ZCustomerTermsInput = z.object({
  _id: requiredId(TERMS_MESSAGES.customerRequired).describe("The customer"),
  creditDays: creditDays()
    .nullable()
    .optional()
    .describe("Days after the invoice date its invoices are due; null: the company's default"),
  reminders: z
    .boolean({ error: TERMS_MESSAGES.remindersInvalid })
    .optional()
    .describe("false: no payment reminders for this customer"),
});
export type TCustomerTermsInput = z.input<typeof ZCustomerTermsInput>;

export const ZCustomerTerms = z.strictObject({
  _id: recordId(),
  creditDays: z.number().int().nullable(),
  /** The days that apply: the customer's own, else the company's. */
  effectiveCreditDays: z.number().int(),
  reminders: z.boolean(),
});
export type CustomerTerms = z.output<typeof ZCustomerTerms>;

/** The company's default credit days (general settings). */
export const ZCreditDaysField = creditDays();

/** The reminder plan: on or off, and the days after the due date a reminder goes (0: on the due date). */
export const ZReminderPlan = z.object({
  enabled: z.boolean({ error: TERMS_MESSAGES.enabledInvalid }),
  days: z
    .array(
      z
        .number({ error: TERMS_MESSAGES.reminderDaysInvalid })
        .int(TERMS_MESSAGES.reminderDaysInvalid)
        .min(0, TERMS_MESSAGES.reminderDaysInvalid)
        .max(MAX_CREDIT_DAYS, TERMS_MESSAGES.reminderDaysInvalid),
      { error: TERMS_MESSAGES.reminderDaysInvalid },
    )
    .max(MAX_REMINDER_DAYS, TERMS_MESSAGES.tooManyReminderDays)
    .describe("Days after the due date, e.g. [0, 7, 15]; kept sorted, each once"),
});
export type TReminderPlan = z.input<typeof ZReminderPlan>;
export const ZReminderPlanRecord = z.strictObject({ enabled: z.boolean(), days: z.array(z.number().int()) });
export type ReminderPlan = z.output<typeof ZReminderPlanRecord>;
export const DEFAULT_REMINDER_PLAN: ReminderPlan = { enabled: true, days: [0, 7, 15] };

/** An invoice a reminder names: what is left on it and since when it is due. */
export const ZReminderInvoice = z.strictObject({
  number: z.string(),
  dueDate: z.iso.date(),
  balance: money(),
});
export type ReminderInvoice = z.output<typeof ZReminderInvoice>;

/** One customer to remind today: what is due, the WhatsApp link with the text filled in, whether mailed. */
export const ZReminderDue = z.strictObject({
  customerId: recordId(),
  customerName: z.string(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  /** What is due now (invoices whose due date has come). */
  balance: money(),
  invoices: z.array(ZReminderInvoice),
  /** The plan's day this reminder is for: days since the oldest due date reminded of. */
  daysOverdue: z.number().int(),
  text: z.string(),
  whatsappUri: z.string().nullable(),
  upiUri: z.string().nullable(),
  /** Whether today's reminder was already sent (logged). */
  sentAt: z.iso.datetime().nullable(),
});
export type ReminderDue = z.output<typeof ZReminderDue>;

export const ZRemindersToday = z.strictObject({
  asOf: z.iso.date(),
  enabled: z.boolean(),
  customers: z.array(ZReminderDue),
});
export type RemindersToday = z.output<typeof ZRemindersToday>;

/** A reminder sent, as the customer's statement lists it. */
export const ZReminderSent = z.strictObject({
  day: z.iso.date(),
  sentAt: z.iso.datetime(),
  email: z.string().nullable(),
  balance: money(),
  invoices: z.array(ZReminderInvoice),
});
export type ReminderSent = z.output<typeof ZReminderSent>;
