import { type Kysely, sql } from "kysely";

/**
 * Job work (issue 30 point 2, CGST Act sec. 143, CGST Rules rule 45): processors (toughening plants,
 * laminators) the shop sends pieces to on a job-work challan of the DC series, and what comes back.
 * A job-work challan is a `challans` row with `processor_id` set (reason job_work); it moves pieces to the
 * processor, not to the customer, so an order's delivered pieces leave it out. `job_work_receipts` holds
 * what came back of each challan line, in parts: received, or broken/rejected (with a reason); the line's
 * pending pieces are its quantity less both, never below 0 (checked under the challan's row lock).
 * `recuts`: broken pieces sent to their order's next cut plan (`cut_at` set when that plan is marked cut).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("processors")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("gstin", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pin_code", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("processors_company_gstin_key", ["company_id", "gstin"])
    .execute();

  await db.schema
    .alterTable("challans")
    .addColumn("processor_id", "uuid", (c) => c.references("processors.id").onDelete("restrict"))
    .execute();
  await db.schema
    .createIndex("challans_company_processor_idx")
    .on("challans")
    .columns(["company_id", "processor_id"])
    .execute();

  await db.schema
    .createTable("job_work_receipts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("challan_id", "uuid", (c) => c.notNull().references("challans.id").onDelete("cascade"))
    .addColumn("challan_line_id", "uuid", (c) =>
      c.notNull().references("challan_lines.id").onDelete("cascade"),
    )
    .addColumn("receipt_date", "date", (c) => c.notNull())
    .addColumn("received", "integer", (c) => c.notNull())
    .addColumn("broken", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    // The processor's own challan the goods came back on (ITC-04 table 5A), when given.
    .addColumn("processor_challan_no", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "job_work_receipts_counts_check",
      sql`received >= 0 and broken >= 0 and received + broken > 0`,
    )
    .execute();
  await db.schema
    .createIndex("job_work_receipts_line_idx")
    .on("job_work_receipts")
    .column("challan_line_id")
    .execute();
  await db.schema
    .createIndex("job_work_receipts_company_date_idx")
    .on("job_work_receipts")
    .columns(["company_id", "receipt_date"])
    .execute();

  await db.schema
    .createTable("recuts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("line_id", "uuid", (c) => c.notNull().references("draft_lines.id").onDelete("cascade"))
    // One re-cut per receipt: its broken pieces, all at once.
    .addColumn("receipt_id", "uuid", (c) =>
      c.notNull().unique().references("job_work_receipts.id").onDelete("cascade"),
    )
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("cut_at", "timestamptz")
    .addCheckConstraint("recuts_quantity_check", sql`quantity > 0`)
    .execute();
  await db.schema.createIndex("recuts_customer_idx").on("recuts").columns(["customer_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("recuts").execute();
  await db.schema.dropTable("job_work_receipts").execute();
  await db.schema.dropIndex("challans_company_processor_idx").execute();
  await db.schema.alterTable("challans").dropColumn("processor_id").execute();
  await db.schema.dropTable("processors").execute();
}
