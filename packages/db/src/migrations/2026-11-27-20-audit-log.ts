import { type Kysely, sql } from "kysely";

/**
 * The audit trail (issue 27 point 4): every change to money records and to what prices them, one row each,
 * append-only in PostgreSQL itself and hash-chained per company, so an edited or removed row is detected
 * (`npm run audit:verify`). Companies (Accounts) Rules 2014, rule 3(1) proviso: an edit log that cannot be
 * disabled.
 *
 * The database, not the app, numbers and chains the rows: a BEFORE INSERT trigger locks the company's head
 * row (audit_heads, FOR UPDATE), so inserts from several Kerf processes at once still chain one after the
 * other, and sets seq, at, prev_hash and hash = sha256(prev_hash || canonical text of the row). The canonical
 * text is a JSON array of the row's fields (jsonb's text form is normalised: key order, spacing), which
 * tells null from "" and cannot be shifted between fields.
 */
const COMMENTS: Record<string, string> = {
  "audit_log.seq": "1, 2, 3... per company, set by the insert trigger from audit_heads.",
  "audit_log.user_id": "The person who made the change (users.id); null for the system.",
  "audit_log.ip": "The client address of the request that made the change; null outside a request.",
  "audit_log.kind":
    "What happened: invoice.created, payment.deleted, material.changed... (AUDIT_KINDS in @kerf/core).",
  "audit_log.before": "The values before the change; null when something was made.",
  "audit_log.after": "The values after the change; null when something was removed.",
  "audit_log.hash": "sha256(prev_hash || audit_row_text(row)): the chain npm run audit:verify checks.",
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_heads")
    .addColumn("company_id", "uuid", (c) => c.primaryKey().references("companies.id"))
    .addColumn("last_seq", "bigint", (c) => c.notNull())
    .addColumn("last_hash", "bytea", (c) => c.notNull())
    .execute();

  // No ON DELETE CASCADE: a company's trail outlives nothing; deleting the company is refused while it has one.
  // user_id has no foreign key: the person's id stays in the trail whatever becomes of the users row.
  await db.schema
    .createTable("audit_log")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id"))
    // seq and the hashes are the trigger's; their defaults only let an insert leave them out.
    .addColumn("seq", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_id", "uuid")
    .addColumn("ip", "text", (c) => c.check(sql`length(ip) <= 100`))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind ~ '^[a-z][A-Za-z]{0,39}\\.[a-z][A-Za-z]{0,39}$'`),
    )
    .addColumn("entity_id", "text", (c) => c.check(sql`length(entity_id) <= 100`))
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addColumn("prev_hash", "bytea", (c) => c.notNull().defaultTo(sql`''::bytea`))
    .addColumn("hash", "bytea", (c) => c.notNull().defaultTo(sql`''::bytea`))
    .addPrimaryKeyConstraint("audit_log_pkey", ["company_id", "seq"])
    .execute();
  for (const [column, text] of Object.entries(COMMENTS)) {
    await sql`comment on column ${sql.raw(column)} is ${sql.lit(text)}`.execute(db);
  }
  await db.schema
    .createIndex("audit_log_company_at_idx")
    .on("audit_log")
    .columns(["company_id", "at"])
    .execute();

  await sql`
    create function audit_row_text(r audit_log) returns text language sql stable as $$
      select jsonb_build_array(
        r.company_id, r.seq, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        r.user_id, r.ip, r.kind, r.entity_id, r.before, r.after
      )::text
    $$`.execute(db);
  await sql`
    create function audit_row_hash(r audit_log) returns bytea language sql stable as $$
      select sha256(r.prev_hash || convert_to(audit_row_text(r), 'UTF8'))
    $$`.execute(db);

  await sql`
    create function audit_log_chain() returns trigger language plpgsql as $$
    declare
      head audit_heads%rowtype;
    begin
      insert into audit_heads (company_id, last_seq, last_hash)
        values (new.company_id, 0, decode(repeat('00', 32), 'hex'))
        on conflict (company_id) do nothing;
      select * into head from audit_heads where company_id = new.company_id for update;
      new.seq := head.last_seq + 1;
      -- The time is the database's: a caller cannot date a row.
      new.at := now();
      new.prev_hash := head.last_hash;
      new.hash := audit_row_hash(new);
      update audit_heads set last_seq = new.seq, last_hash = new.hash where company_id = new.company_id;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_chain before insert on audit_log
      for each row execute function audit_log_chain()`.execute(db);

  await sql`
    create function audit_log_refuse() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse()`.execute(db);
  // The head only moves forward with the chain; it is never rewound nor removed.
  await sql`
    create trigger audit_heads_no_delete before delete on audit_heads
      for each row execute function audit_log_refuse()`.execute(db);
  await sql`
    create trigger audit_heads_no_truncate before truncate on audit_heads
      for each statement execute function audit_log_refuse()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // CASCADE takes the triggers and the two functions of the row type with the table.
  await sql`drop table audit_log cascade`.execute(db);
  await db.schema.dropTable("audit_heads").execute();
  await sql`drop function audit_log_chain(), audit_log_refuse()`.execute(db);
}
