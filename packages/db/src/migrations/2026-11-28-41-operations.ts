import { type Kysely, sql } from "kysely";

/**
 * Operations (issue 29 point 1): counted work on a piece — holes, cut-outs, notches — each priced per count
 * from its bands (docs/spec/pricing.md "Operations on a piece line"). `bands` is a JSON list of
 * {sizeUpTo, thicknessUpTo, rate} (decimal text, or null for no limit). `is_hole`: a round hole, whose size
 * is its diameter (the toughened-glass checks read it). Every company starts with the usual catalogue, each
 * with one band for any size and thickness at rate 0, for the shop to price.
 */
export const SEEDED_OPERATIONS: readonly [name: string, isHole: boolean][] = [
  ["Hole", true],
  ["Countersunk hole", true],
  ["Socket", false],
  ["Hinge cut-out", false],
  ["Patch fitting", false],
  ["Sink cut-out", false],
  ["Hob cut-out", false],
  ["Notch", false],
  ["Corner radius", false],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_hole", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("bands", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("operations_company_name_key")
    .on("operations")
    .unique()
    .columns(["company_id"])
    .expression(sql`lower(name)`)
    .execute();
  await sql`comment on column operations.bands is 'Rate bands [{sizeUpTo, thicknessUpTo, rate}]: size in the company''s unit, thickness in mm, null for no limit.'`.execute(
    db,
  );
  await sql`comment on column operations.is_hole is 'A round hole: its size is the diameter, checked against the toughened-glass rules.'`.execute(
    db,
  );
  // The companies there are already get the catalogue new ones start with.
  for (const [position, [name, isHole]] of SEEDED_OPERATIONS.entries()) {
    await sql`insert into operations (company_id, name, is_hole, bands, created_at)
      select id, ${name}, ${isHole}, ${JSON.stringify([{ sizeUpTo: null, thicknessUpTo: null, rate: "0.00" }])}::jsonb,
        now() + make_interval(secs => ${position} / 1000.0)
      from companies`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("operations").execute();
}
