import fs from "node:fs";
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
});
