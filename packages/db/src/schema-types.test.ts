import fs from "node:fs";
import { CREDIT_NOTE_KINDS } from "@kerf/core";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from "./schema-types";
import { createTestDb, type TestDb } from "./testing";

describe("the committed row types", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it("are what kysely-codegen makes from the migrated database (else: npm run db:types -w @kerf/db)", async () => {
    const generated = await generateSchemaTypes(t.url);
    expect(
      fs.readFileSync(SCHEMA_TYPES_FILE, "utf8"),
      "src/schema/database.ts drifted from the migrations",
    ).toBe(generated);
  });

  // The row types name core's enums (kysely-codegen.config.ts); where PostgreSQL checks a list itself,
  // it is the same list.
  it("hold the credit note kinds PostgreSQL's check allows, and only those", async () => {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'credit_notes_kind_check'`.execute(t.db);
    const allowed = [...rows[0]!.definition.matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
    expect(allowed).toEqual([...CREDIT_NOTE_KINDS]);
  });
});
