import { type Kysely, sql } from "kysely";

/**
 * Credit terms and reminders (issue 31 points 1 and 2). A company's default credit days (0: due on the
 * invoice date) and each customer's own (null: the company's); an invoice's due date, fixed when it is
 * made (its date + the customer's credit days then), so changing the terms later moves no issued invoice.
 * The reminder plan (on, and the days after the due date a reminder goes), a switch per customer, and the
 * log of reminders sent: one a customer a day at most, which the unique key holds across every process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("general_settings")
    .addColumn("credit_days", "integer", (c) =>
      c.notNull().defaultTo(0).check(sql`credit_days between 0 and 365`),
    )
    .addColumn("reminders_enabled", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("reminder_days", sql`integer[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{0,7,15}'`)
        .check(
          sql`cardinality(reminder_days) <= 10 and 0 <= all(reminder_days) and 365 >= all(reminder_days)`,
        ),
    )
    .execute();
  await db.schema
    .alterTable("customers")
    .addColumn("credit_days", "integer", (c) => c.check(sql`credit_days between 0 and 365`))
    .addColumn("reminders", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable("invoices").addColumn("due_date", "date").execute();
  // Invoices made before credit terms were due on their date (the default of 0 days).
  await sql`update invoices set due_date = invoice_date`.execute(db);
  await sql`alter table invoices alter column due_date set not null`.execute(db);
  await db.schema
    .createIndex("invoices_company_due_idx")
    .on("invoices")
    .columns(["company_id", "due_date"])
    .execute();

  await db.schema
    .createTable("reminder_log")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("email", "text")
    .addColumn("balance", sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn("invoices", "jsonb", (c) => c.notNull())
    .addUniqueConstraint("reminder_log_one_a_day", ["company_id", "customer_id", "day"])
    .execute();

  const comments: Record<string, string> = {
    "general_settings.credit_days":
      "Days after the invoice date an invoice is due, for customers without their own.",
    "general_settings.reminders_enabled": "Whether payment reminders go out at all.",
    "general_settings.reminder_days": "Days after the due date a reminder goes (0: on the due date).",
    "customers.credit_days": "The customer's own credit days; null: the company's default.",
    "customers.reminders": "false: no payment reminders for this customer.",
    "invoices.due_date":
      "The day payment is due: the invoice date + the customer's credit days when it was made.",
    "reminder_log.day": "The day in India the reminder went: one a customer a day (reminder_log_one_a_day).",
    "reminder_log.email": "The address the reminder was mailed to; null when the customer has none.",
    "reminder_log.balance": "What the customer had due when reminded.",
    "reminder_log.invoices": "The invoices reminded of: [{number, dueDate, balance}].",
  };
  for (const [column, text] of Object.entries(comments)) {
    await sql`comment on column ${sql.ref(column)} is ${sql.lit(text)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reminder_log").execute();
  await db.schema.dropIndex("invoices_company_due_idx").execute();
  await db.schema.alterTable("invoices").dropColumn("due_date").execute();
  await db.schema.alterTable("customers").dropColumn("credit_days").dropColumn("reminders").execute();
  await db.schema
    .alterTable("general_settings")
    .dropColumn("credit_days")
    .dropColumn("reminders_enabled")
    .dropColumn("reminder_days")
    .execute();
}
