import type { ReminderSent } from "@kerf/core";
import type { Db } from "@kerf/db";

/** The payment reminders sent to a customer from `from` (null: the first) to `to`, oldest first. */
export async function remindersSent(
  db: Db,
  companyId: string,
  customerId: string,
  from: string | null,
  to: string,
): Promise<ReminderSent[]> {
  let query = db
    .selectFrom("reminderLog")
    .select(["day", "sentAt", "email", "balance", "invoices"])
    .where("companyId", "=", companyId)
    .where("customerId", "=", customerId)
    .where("day", "<=", to);
  if (from) query = query.where("day", ">=", from);
  const rows = await query.orderBy("day").execute();
  return rows.map((r) => ({
    day: r.day,
    sentAt: r.sentAt.toISOString(),
    email: r.email,
    balance: r.balance,
    invoices: r.invoices,
  }));
}
