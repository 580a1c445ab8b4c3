import { type Kysely, sql } from "kysely";

/**
 * A company is a team (issue 27): each person has a role (a built-in one, or a custom role of the
 * company made of the same permissions), can be deactivated (history stays), and signs in on their own.
 * Owners invite people by e-mail: the invite's token is kept only as a hash, valid 7 days, used once.
 * Invoices and quotations record who made them (payments and credit notes already do).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("roles")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("permissions", sql`text[]`, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One name per role in a company, whatever its case.
  await sql`create unique index roles_company_name_key on roles (company_id, lower(name))`.execute(db);

  await db.schema
    .alterTable("users")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    // A built-in role's key (owner, manager, counter, accounts, floor) or "custom" with role_id.
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .addColumn("role_id", "uuid", (c) => c.references("roles.id").onDelete("restrict"))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("last_sign_in_at", "timestamptz")
    .execute();
  await sql`alter table users add constraint users_role_check check (
    (role = 'custom' and role_id is not null) or
    (role in ('owner','manager','counter','accounts','floor') and role_id is null))`.execute(db);

  await db.schema
    .createTable("staff_invites")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("role_id", "uuid", (c) => c.references("roles.id").onDelete("cascade"))
    .addColumn("token_hash", "bytea", (c) => c.notNull().unique())
    .addColumn("invited_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("staff_invites_company_idx").on("staff_invites").column("company_id").execute();

  for (const table of ["invoices", "quotations"]) {
    await db.schema
      .alterTable(table)
      .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
      .execute();
  }
  await db.schema
    .createIndex("invoices_created_by_idx")
    .on("invoices")
    .columns(["company_id", "created_by"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quotations").dropColumn("created_by").execute();
  await db.schema.alterTable("invoices").dropColumn("created_by").execute();
  await db.schema.dropTable("staff_invites").execute();
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await db.schema
    .alterTable("users")
    .dropColumn("name")
    .dropColumn("role")
    .dropColumn("role_id")
    .dropColumn("active")
    .dropColumn("last_sign_in_at")
    .execute();
  await db.schema.dropTable("roles").execute();
}
