import { type Kysely, sql } from "kysely";

/**
 * A piece line's operations (issue 29 point 1): [{name, count, size, edgeDistance, cornerDistance}], the
 * operation by its name in the company's catalogue, counts per piece, sizes and distances as typed in the
 * company's unit (null when not given). Priced by docs/spec/pricing.md "Operations on a piece line".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("draft_lines")
    .addColumn("operations", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`comment on column draft_lines.operations is ${sql.lit("Operations on the piece: [{name, count, size, edgeDistance, cornerDistance}], sizes as typed; [] for none.")}`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("draft_lines").dropColumn("operations").execute();
}
