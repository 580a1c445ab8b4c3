import {
  formatCents,
  type InvoiceBalance,
  type InvoiceStatus,
  type PaymentStatus,
  parseDecimal,
  toCents,
  upiPayUri,
} from "@kerf/core";
import type { Db, Invoices } from "@kerf/db";
import { sql } from "kysely";
import { notFound } from "../record-id";

// The one place that says what an invoice still owes: balance = payable − credited − paid, where paid is
// the sum of its payments not deleted and credited the sum of its credit notes. Everything that shows a
// balance, a payment status, the receivables or the UPI amount reads it from here. Sums are made by
// PostgreSQL in numeric and the subtraction in integer paise, so no figure ever passes through a float.

export type { InvoiceBalance, PaymentStatus };

/** Exact paise of a numeric column's text ("1234.50" -> 123450n). */
export function paiseOf(text: string): bigint {
  const d = parseDecimal(text);
  if (!d) throw new Error(`not a decimal: ${text}`);
  return BigInt(toCents(d));
}

export const rupees = (paise: bigint): string => formatCents(paise);

/**
 * What was paid on the invoice aliased `i`: its payments not deleted (SQL numeric), each for its gross, the
 * net received plus the TDS the customer kept (issue 31): the deduction is paid to the government on the
 * shop's account, so it settles the invoice as much as the money received.
 */
const PAID_SQL = sql<string>`(select coalesce(sum(p.amount + p.tds_amount), 0) from payments p where p.invoice_id = i.id and p.company_id = i.company_id and p.deleted_at is null)`;
/** What its credit notes took off: their totals (each the payable it credits). */
const CREDITED_SQL = sql<string>`(select coalesce(sum(c.total), 0) from credit_notes c where c.invoice_id = i.id and c.company_id = i.company_id)`;
/** The balance of the live invoice aliased `i`, in SQL, for queries that filter on it (the order's state). */
export const BALANCE_SQL = sql<string>`(i.payable - ${CREDITED_SQL} - ${PAID_SQL})`;

/**
 * The company's invoices with their sums: payable, paid (payments not deleted) and credited. Every other
 * query of balances starts here, scoped by the company, and narrows it.
 */
export function invoiceSums(db: Db, companyId: string) {
  return db
    .selectFrom("invoices as i")
    .where("i.companyId", "=", companyId)
    .select([
      "i.id",
      "i.number",
      "i.status",
      "i.payable",
      "i.invoiceDate",
      "i.dueDate",
      "i.customerId",
      "i.customerName",
      PAID_SQL.as("paid"),
      CREDITED_SQL.as("credited"),
    ]);
}

export interface InvoiceSums {
  status: InvoiceStatus;
  payable: string;
  paid: string;
  credited: string;
}

/** The balance rule itself, on one invoice's sums. */
export function balanceOf(row: InvoiceSums): InvoiceBalance {
  const payable = paiseOf(row.payable);
  const paid = paiseOf(row.paid);
  const credited = paiseOf(row.credited);
  const cancelled = row.status === "cancelled";
  const balance = cancelled ? 0n : payable - credited - paid;
  const paymentStatus: PaymentStatus = cancelled
    ? "Cancelled"
    : balance <= 0n
      ? paid === 0n && credited > 0n
        ? "Credited"
        : "Paid"
      : paid > 0n
        ? "Partly paid"
        : "Unpaid";
  return {
    payable: rupees(payable),
    credited: rupees(credited),
    paid: rupees(paid),
    balance: rupees(balance),
    paymentStatus,
  };
}

/** Paid, credited, balance and payment status of each of the company's invoices named (others are left out). */
export async function invoiceBalances(
  db: Db,
  companyId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, InvoiceBalance>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await invoiceSums(db, companyId)
    .where("i.id", "in", [...invoiceIds])
    .execute();
  return new Map(rows.map((row) => [row.id, balanceOf(row)]));
}

export type PaymentFields = InvoiceBalance & { upiUri: string | null };

/**
 * What every invoice answer carries besides its snapshot: its balance and the UPI link paying it, to the
 * UPI ID and payee the invoice was issued with.
 */
export async function paymentFieldsOf(
  db: Db,
  companyId: string,
  invoices: readonly { id: string; number: string }[],
): Promise<Map<string, PaymentFields>> {
  if (invoices.length === 0) return new Map();
  const ids = invoices.map((i) => i.id);
  const [balances, upi] = await Promise.all([
    invoiceBalances(db, companyId, ids),
    db
      .selectFrom("invoices")
      .select(["id", "upiId", "upiPayee"])
      .where("companyId", "=", companyId)
      .where("id", "in", ids)
      .execute(),
  ]);
  const payTo = new Map(upi.map((row) => [row.id, row]));
  const fields = new Map<string, PaymentFields>();
  for (const invoice of invoices) {
    const balance = balances.get(invoice.id);
    if (!balance) continue;
    const upiUri = upiPayUri({
      upiId: payTo.get(invoice.id)?.upiId ?? null,
      payeeName: payTo.get(invoice.id)?.upiPayee ?? "",
      amount: balance.balance,
      note: invoice.number,
    });
    fields.set(invoice.id, { ...balance, upiUri });
  }
  return fields;
}

/**
 * Locks one of the company's invoices for the transaction (payments, credit notes and cancelling all lock
 * it first, so none of them slips in between another's check and its write); none is "Invoice not found".
 */
export async function lockInvoice<C extends keyof Invoices & string>(
  trx: Db,
  companyId: string,
  id: string,
  columns: readonly C[],
) {
  const invoice = await trx
    .selectFrom("invoices")
    .select(columns)
    .where("id", "=", id)
    .where("companyId", "=", companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw notFound("Invoice");
  return invoice;
}
