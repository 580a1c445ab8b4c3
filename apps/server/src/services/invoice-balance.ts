import {
  formatCents,
  type InvoiceBalance,
  type PaymentStatus,
  parseDecimal,
  toCents,
  upiPayUri,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { getDocumentSettings } from "./document-settings";

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
 * The company's invoices with their sums: payable, paid (payments not deleted) and credited. Every other
 * query of balances starts here, scoped by the company, and narrows it.
 */
export function invoiceSums(db: Db, companyId: string) {
  return db
    .selectFrom("invoices as i")
    .where("i.company_id", "=", companyId)
    .select((eb) => [
      "i.id",
      "i.number",
      "i.status",
      "i.payable",
      "i.invoice_date",
      "i.customer_id",
      "i.customer_name",
      eb.fn
        .coalesce(
          eb
            .selectFrom("payments as p")
            .select((p) => p.fn.sum<string>("p.amount").as("paid"))
            .whereRef("p.invoice_id", "=", "i.id")
            .where("p.company_id", "=", companyId)
            .where("p.deleted_at", "is", null),
          sql<string>`0`,
        )
        .as("paid"),
      // Credit notes (issue 17, point 4) add their sum here.
      sql<string>`0`.as("credited"),
    ]);
}

export interface InvoiceSums {
  status: "issued" | "cancelled";
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
      ? "Paid"
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

/** What every invoice answer carries besides its snapshot: its balance and the UPI link paying it. */
export async function paymentFieldsOf(
  db: Db,
  companyId: string,
  invoices: readonly { id: string; number: string }[],
): Promise<Map<string, PaymentFields>> {
  if (invoices.length === 0) return new Map();
  const [balances, settings, company] = await Promise.all([
    invoiceBalances(
      db,
      companyId,
      invoices.map((i) => i.id),
    ),
    getDocumentSettings(db, { companyId }),
    db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirstOrThrow(),
  ]);
  const fields = new Map<string, PaymentFields>();
  for (const invoice of invoices) {
    const balance = balances.get(invoice.id);
    if (!balance) continue;
    const upiUri = upiPayUri({
      upiId: settings.upiId,
      payeeName: settings.payeeName || company.name,
      amount: balance.balance,
      note: invoice.number,
    });
    fields.set(invoice.id, { ...balance, upiUri });
  }
  return fields;
}
