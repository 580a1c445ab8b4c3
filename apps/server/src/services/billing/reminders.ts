import {
  formatCents,
  formatDate,
  type ReminderDue,
  type ReminderInvoice,
  type RemindersToday,
  todayInIndia,
  upiPayUri,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderPaymentReminder } from "@kerf/email";
import { sql } from "kysely";
import type { SessionInfo } from "../auth/sessions";
import { enqueueMail } from "../mail/mail-outbox";
import { getDocumentSettings } from "../settings/document-settings";
import { type LinkDeps, statementLink } from "../sharing/share-links";
import { getReminderPlan } from "./credit-terms";
import { balanceOf, invoiceSums, paiseOf, rupees } from "./invoice-balance";
import { daysBetween } from "./receivables";

// Payment reminders (issue 31 point 2). Who is due a reminder is worked out from the balances at the
// moment it is asked, never stored ahead: a payment, a credit note or a cancellation that clears an
// invoice takes it out of the next reminder at once. A customer is due one when the plan's day after
// the due date of one of its unpaid invoices is today (0: the due date itself); the reminder then names
// every invoice of its that has fallen due. At most one a customer a day: reminder_log's unique key
// (company, customer, day) holds it across every Kerf process on the database.

const rupeeText = (amount: string) => `₹${formatCents(paiseOf(amount))}`;

/** wa.me takes the number with its country code and no +: India's 91 before the 10 digits. */
export function whatsappUri(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  if (!/^[6-9]\d{9}$/.test(national)) return null;
  return `https://wa.me/91${national}?text=${encodeURIComponent(text)}`;
}

/** The customers of the company due a reminder on `today`, with what they owe that has fallen due. */
export async function remindersDue(db: Db, companyId: string, today: string): Promise<RemindersToday> {
  const plan = await getReminderPlan(db, { companyId });
  if (!plan.enabled || plan.days.length === 0) return { asOf: today, enabled: plan.enabled, customers: [] };
  const [rows, company, docs, sent] = await Promise.all([
    invoiceSums(db, companyId)
      .innerJoin("customers as c", "c.id", "i.customerId")
      .select(["c.phoneNo", "c.quoteHeader"])
      .where("i.status", "=", "issued")
      .where("c.reminders", "=", true)
      .where("i.dueDate", "<=", today)
      .orderBy("i.dueDate")
      .orderBy("i.number")
      .execute(),
    db
      .selectFrom("companies")
      .select(["name", "phone"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow(),
    getDocumentSettings(db, { companyId }),
    db
      .selectFrom("reminderLog")
      .select(["customerId", "sentAt"])
      .where("companyId", "=", companyId)
      .where("day", "=", today)
      .execute(),
  ]);
  const sentAt = new Map(sent.map((s) => [s.customerId, s.sentAt.toISOString()]));
  const days = new Set(plan.days);
  const customers = new Map<
    string,
    {
      name: string;
      phone: string;
      email: string | null;
      invoices: ReminderInvoice[];
      total: bigint;
      hit: number | null;
    }
  >();
  for (const row of rows) {
    if (!row.customerId) continue;
    const balance = paiseOf(balanceOf(row).balance);
    if (balance <= 0n) continue;
    let c = customers.get(row.customerId);
    if (!c) {
      c = {
        name: row.customerName,
        phone: row.phoneNo,
        email: row.quoteHeader?.email_id?.trim() || null,
        invoices: [],
        total: 0n,
        hit: null,
      };
      customers.set(row.customerId, c);
    }
    c.invoices.push({ number: row.number, dueDate: row.dueDate, balance: rupees(balance) });
    c.total += balance;
    const late = daysBetween(row.dueDate, today);
    if (days.has(late) && (c.hit === null || late > c.hit)) c.hit = late;
  }
  const payee = docs.payeeName || company.name;
  const list: ReminderDue[] = [];
  for (const [customerId, c] of customers) {
    if (c.hit === null) continue;
    const balance = rupees(c.total);
    const note = c.invoices
      .map((i) => i.number)
      .join(" ")
      .slice(0, 80);
    const upiUri = upiPayUri({ upiId: docs.upiId ?? null, payeeName: payee, amount: balance, note });
    const text = [
      `Dear ${c.name}, a reminder from ${company.name}: ${rupeeText(balance)} is due on`,
      c.invoices.map((i) => `${i.number} (due ${i.dueDate}, ${rupeeText(i.balance)})`).join(", "),
      upiUri ? `. Pay by UPI: ${upiUri}` : ".",
      ` Already paid? Thank you. ${company.phone}`,
    ].join(" ");
    list.push({
      customerId,
      customerName: c.name,
      phoneNo: c.phone,
      email: c.email,
      balance,
      invoices: c.invoices,
      daysOverdue: c.hit,
      text,
      whatsappUri: whatsappUri(c.phone, text),
      upiUri,
      sentAt: sentAt.get(customerId) ?? null,
    });
  }
  list.sort((a, b) => b.daysOverdue - a.daysOverdue || a.customerName.localeCompare(b.customerName));
  return { asOf: today, enabled: true, customers: list };
}

/** GET /api/reminders/today: the session's company's list. */
export function remindersToday(
  db: Db,
  session: SessionInfo,
  today = todayInIndia(),
): Promise<RemindersToday> {
  return remindersDue(db, session.companyId, today);
}

/**
 * Sends the day's due reminders of every company: each logged and, with an e-mail address, mailed through
 * the outbox in the same transaction. A reminder already logged today (by this process or another) is
 * skipped by the unique key, so running it again, or in several processes at once, sends nothing twice.
 */
export async function sendDueReminders(db: Db, links: LinkDeps, now = new Date()): Promise<number> {
  const today = todayInIndia(now);
  const companies = await db
    .selectFrom("generalSettings as g")
    .innerJoin("companies as co", "co.id", "g.companyId")
    .select(["g.companyId", "g.dateFormat", "co.name", "co.phone"])
    .where("g.remindersEnabled", "=", true)
    .execute();
  let sent = 0;
  for (const company of companies) {
    const due = await remindersDue(db, company.companyId, today);
    for (const r of due.customers) {
      if (r.sentAt) continue;
      const mail = r.email
        ? await renderPaymentReminder({
            companyName: company.name,
            customerName: r.customerName,
            invoices: r.invoices.map((i) => ({
              number: i.number,
              dueDate: formatDate(i.dueDate, company.dateFormat),
              balance: rupeeText(i.balance),
            })),
            balance: rupeeText(r.balance),
            upiUri: r.upiUri,
            // The customer's own statement, as a link of its own (the live one, reused day after day).
            statementUrl: await statementLink(db, links, company.companyId, r.customerId),
            phone: company.phone,
          })
        : null;
      const logged = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("reminderLog")
          .values({
            companyId: company.companyId,
            customerId: r.customerId,
            day: today,
            sentAt: sql<Date>`now()`,
            email: r.email,
            balance: r.balance,
            invoices: JSON.stringify(r.invoices),
          })
          .onConflict((oc) => oc.constraint("reminder_log_one_a_day").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (row && mail && r.email) {
          await enqueueMail(trx, {
            companyId: company.companyId,
            kind: "payment-reminder",
            to: r.email,
            ...mail,
          });
        }
        return row !== undefined;
      });
      if (logged) sent++;
    }
  }
  return sent;
}

/**
 * Runs sendDueReminders now and then in this process (every process of a deployment may: the log's
 * unique key keeps each reminder to one). The first run waits a little after start.
 */
export function startReminderJob(options: {
  db: Db;
  links: LinkDeps;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  intervalMs?: number;
}) {
  const run = () =>
    sendDueReminders(options.db, options.links).then(
      (n) => n > 0 && options.log.info({ reminders: n }, "payment reminders sent"),
      (err) => options.log.warn({ err }, "payment reminders failed; tried again at the next run"),
    );
  let running: Promise<unknown> = Promise.resolve();
  const first = setTimeout(() => {
    running = run();
  }, 30_000);
  const timer = setInterval(
    () => {
      running = running.then(run);
    },
    options.intervalMs ?? 15 * 60_000,
  );
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
