import { type Kysely, sql } from "kysely";

/**
 * A material can be toughened glass, with its thickness (issue 29 point 2): the order page warns as the
 * clerk types a hole toughened glass may not survive, and an operation band's "thickness up to" is matched
 * against the thickness. Existing materials are neither toughened nor of a known thickness.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("materials")
    .addColumn("toughened", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("thickness_mm", "numeric(5, 2)")
    .execute();
  await sql`comment on column materials.toughened is 'Thermally toughened glass: holes are checked against the tempering rules as they are typed.'`.execute(
    db,
  );
  await sql`comment on column materials.thickness_mm is 'The glass thickness in mm (at most 2 decimals, more than 0, up to 100); null: unknown, so any operation band''s thickness fits.'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("materials").dropColumn("toughened").dropColumn("thickness_mm").execute();
}
