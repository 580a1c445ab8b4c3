import { type Kysely, sql } from "kysely";

/**
 * A line's note for the cutting floor (issue 28 point 1's proof): typed on the order page, printed on
 * the worker sheet; null for none. At most 200 characters, as core's schema (MAX_LENGTH.lineNote) says.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("draft_lines")
    .addColumn("note", "text", (c) => c.check(sql`char_length(note) <= 200`))
    .execute();
  await sql`comment on column draft_lines.note is ${sql.lit("What the cutting floor should know about this line; null for none.")}`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("draft_lines").dropColumn("note").execute();
}
