import {
  type Ageing,
  type CustomerReceivable,
  type DueAgeing,
  type Receivables,
  STATEMENT_MESSAGES,
  type Statement,
  type StatementEntry,
  todayInIndia,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { getCustomer } from "../orders/customers";
import { balanceOf, invoiceSums, paiseOf, rupees } from "./invoice-balance";
import { remindersSent } from "./reminder-log";

type Buckets = Record<keyof Ageing, bigint>;
type DueBuckets = Record<keyof DueAgeing, bigint>;
const noDueBuckets = (): DueBuckets => ({ notDue: 0n, ...noBuckets() });
const asDueAgeing = (b: DueBuckets): DueAgeing => ({ notDue: rupees(b.notDue), ...asAgeing(b) });
function noBuckets(): Buckets {
  return { days0to30: 0n, days31to60: 0n, days61to90: 0n, over90: 0n };
}
const asAgeing = (b: Buckets): Ageing => ({
  days0to30: rupees(b.days0to30),
  days31to60: rupees(b.days31to60),
  days61to90: rupees(b.days61to90),
  over90: rupees(b.over90),
});

const DAY_MS = 86_400_000;
/** Whole days from one calendar date to another (both YYYY-MM-DD, read as UTC midnights). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function bucketOf(ageDays: number): keyof Ageing {
  if (ageDays <= 30) return "days0to30";
  if (ageDays <= 60) return "days31to60";
  if (ageDays <= 90) return "days61to90";
  return "over90";
}

/** Where a balance due on `dueDate` stands on `today`: not yet due, or in its bucket of days late. */
export function dueBucketOf(dueDate: string, today: string): keyof DueAgeing {
  return dueDate > today ? "notDue" : bucketOf(daysBetween(dueDate, today));
}

interface DueSums {
  due: bigint;
  overdue: bigint;
  dueBuckets: DueBuckets;
}

/** Adds an invoice's balance to what is due and overdue on `today` (due on its due date, overdue after). */
function addDue(sums: DueSums, balance: bigint, dueDate: string, today: string) {
  if (dueDate <= today) sums.due += balance;
  if (dueDate < today) sums.overdue += balance;
  sums.dueBuckets[dueBucketOf(dueDate, today)] += balance;
}

const dueFieldsOf = (sums: DueSums) => ({
  due: rupees(sums.due),
  overdue: rupees(sums.overdue),
  dueAgeing: asDueAgeing(sums.dueBuckets),
});

/**
 * Each customer's balance over their live invoices, aged by invoice date and by due date against today
 * in India (todayInIndia: the day turns at midnight IST, not UTC).
 */
export async function getReceivables(
  db: Db,
  session: SessionInfo,
  today = todayInIndia(),
): Promise<Receivables> {
  const rows = await invoiceSums(db, session.companyId).where("i.status", "=", "issued").execute();
  const customers = new Map<
    string,
    { id: string | null; name: string; invoices: number; balance: bigint; buckets: Buckets } & DueSums
  >();
  const total = { balance: 0n, buckets: noBuckets(), due: 0n, overdue: 0n, dueBuckets: noDueBuckets() };
  for (const row of rows) {
    const balance = paiseOf(balanceOf(row).balance);
    if (balance <= 0n) continue;
    // A deleted customer's invoices keep its name (customer_id is then null): they are grouped by it.
    const key = row.customerId ?? `name:${row.customerName}`;
    let customer = customers.get(key);
    if (!customer) {
      customer = {
        id: row.customerId,
        name: row.customerName,
        invoices: 0,
        balance: 0n,
        buckets: noBuckets(),
        due: 0n,
        overdue: 0n,
        dueBuckets: noDueBuckets(),
      };
      customers.set(key, customer);
    }
    const bucket = bucketOf(daysBetween(row.invoiceDate, today));
    customer.invoices++;
    customer.balance += balance;
    customer.buckets[bucket] += balance;
    total.balance += balance;
    total.buckets[bucket] += balance;
    addDue(customer, balance, row.dueDate, today);
    addDue(total, balance, row.dueDate, today);
  }
  const list: CustomerReceivable[] = [...customers.values()]
    .sort((a, b) => (a.balance === b.balance ? a.name.localeCompare(b.name) : a.balance > b.balance ? -1 : 1))
    .map((c) => ({
      customerId: c.id,
      customerName: c.name,
      invoices: c.invoices,
      balance: rupees(c.balance),
      ageing: asAgeing(c.buckets),
      ...dueFieldsOf(c),
    }));
  return {
    asOf: today,
    customers: list,
    total: { balance: rupees(total.balance), ageing: asAgeing(total.buckets), ...dueFieldsOf(total) },
  };
}

const KIND_ORDER: Record<StatementEntry["kind"], number> = { invoice: 0, creditNote: 1, payment: 2 };
const MODE_LABEL = {
  cash: "Cash",
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  card: "Card",
} as const;

type Movement = Omit<StatementEntry, "debit" | "credit" | "balance"> & { debit: bigint; credit: bigint };

/** The customer's live invoices, the credit notes and payments against them, by date. */
async function movementsOf(db: Db, session: SessionInfo, customerId: string): Promise<Movement[]> {
  const [invoices, payments, credits] = await Promise.all([
    db
      .selectFrom("invoices")
      .select(["number", "invoiceDate", "dueDate", "payable"])
      .where("companyId", "=", session.companyId)
      .where("customerId", "=", customerId)
      .where("status", "=", "issued")
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("invoices as i", "i.id", "p.invoiceId")
      .select([
        "p.number",
        "p.paymentDate",
        "p.amount",
        "p.tdsAmount",
        "p.tdsSection",
        "p.mode",
        "p.reference",
        "i.number as invoiceNumber",
      ])
      .where("p.companyId", "=", session.companyId)
      .where("i.companyId", "=", session.companyId)
      .where("i.customerId", "=", customerId)
      .where("i.status", "=", "issued")
      .where("p.deletedAt", "is", null)
      .execute(),
    db
      .selectFrom("creditNotes as c")
      .innerJoin("invoices as i", "i.id", "c.invoiceId")
      .select(["c.number", "c.creditDate", "c.total", "c.reason", "i.number as invoiceNumber"])
      .where("c.companyId", "=", session.companyId)
      .where("i.companyId", "=", session.companyId)
      .where("i.customerId", "=", customerId)
      .where("i.status", "=", "issued")
      .execute(),
  ]);
  const movements: Movement[] = [
    ...invoices.map((i) => ({
      date: i.invoiceDate,
      kind: "invoice" as const,
      number: i.number,
      details: "Tax invoice",
      dueDate: i.dueDate,
      debit: paiseOf(i.payable),
      credit: 0n,
    })),
    ...credits.map((c) => ({
      date: c.creditDate,
      kind: "creditNote" as const,
      number: c.number,
      details: `Against ${c.invoiceNumber}: ${c.reason}`,
      dueDate: null,
      debit: 0n,
      credit: paiseOf(c.total),
    })),
    ...payments.map((p) => ({
      date: p.paymentDate,
      kind: "payment" as const,
      number: p.number,
      details: [
        `Against ${p.invoiceNumber}`,
        MODE_LABEL[p.mode],
        p.reference,
        // The customer kept the TDS: it settles the invoice like the money received, so the credit is the gross.
        p.tdsSection &&
          `${rupees(paiseOf(p.amount))} received + TDS ${p.tdsSection === "other" ? "" : `u/s ${p.tdsSection} `}${rupees(paiseOf(p.tdsAmount))}`,
      ]
        .filter(Boolean)
        .join(", "),
      dueDate: null,
      debit: 0n,
      credit: paiseOf(p.amount) + paiseOf(p.tdsAmount),
    })),
  ];
  return movements.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.number.localeCompare(b.number),
  );
}

/** A customer's statement from `from` to `to` (both included): what was owed before, each entry, the running balance. */
export async function getStatement(
  db: Db,
  session: SessionInfo,
  query: { customerId: string; from?: string; to?: string },
): Promise<Statement> {
  const to = query.to ?? todayInIndia();
  const from = query.from ?? null;
  if (from && from > to) {
    throw new AppError("BAD_REQUEST", STATEMENT_MESSAGES.fromAfterTo, {
      from: STATEMENT_MESSAGES.fromAfterTo,
    });
  }
  const customer = await getCustomer(db, session, query.customerId);
  const [movements, company, open, reminders] = await Promise.all([
    movementsOf(db, session, customer.id),
    db
      .selectFrom("companies")
      .select(["name", "address", "gstNo"])
      .where("id", "=", session.companyId)
      .executeTakeFirstOrThrow(),
    invoiceSums(db, session.companyId)
      .where("i.customerId", "=", customer.id)
      .where("i.status", "=", "issued")
      .where("i.invoiceDate", "<=", to)
      .execute(),
    remindersSent(db, session.companyId, customer.id, from, to),
  ]);
  // What is owed now on the invoices made by `to`, by their due dates against `to`.
  const dueSums: DueSums = { due: 0n, overdue: 0n, dueBuckets: noDueBuckets() };
  for (const row of open) {
    const balance = paiseOf(balanceOf(row).balance);
    if (balance > 0n) addDue(dueSums, balance, row.dueDate, to);
  }
  let opening = 0n;
  let running = 0n;
  let debit = 0n;
  let credit = 0n;
  const entries: StatementEntry[] = [];
  for (const m of movements) {
    if (m.date > to) break;
    if (from && m.date < from) {
      opening += m.debit - m.credit;
      running = opening;
      continue;
    }
    running += m.debit - m.credit;
    debit += m.debit;
    credit += m.credit;
    entries.push({ ...m, debit: rupees(m.debit), credit: rupees(m.credit), balance: rupees(running) });
  }
  return {
    customerId: customer.id,
    customerName: customer.customerName,
    company: { name: company.name, address: company.address, gstNo: company.gstNo },
    from,
    to,
    opening: rupees(opening),
    entries,
    totalDebit: rupees(debit),
    totalCredit: rupees(credit),
    closing: rupees(opening + debit - credit),
    due: rupees(dueSums.due),
    overdue: rupees(dueSums.overdue),
    reminders,
  };
}
