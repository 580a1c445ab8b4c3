import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "./testing";

describe("test databases", () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb(), createTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it("come migrated, with the accounts tables", async () => {
    const tables = await a.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(["companies", "sessions", "users"]),
    );
  });

  it("never see each other's rows", async () => {
    await a.db
      .insertInto("companies")
      .values({
        name: "Sharma Glass",
        email: "a@example.com",
        phone: "9876543210",
        gstNo: "",
        address: "Pune",
      })
      .execute();
    const inA = await a.db.selectFrom("companies").select("name").execute();
    const inB = await b.db.selectFrom("companies").select("name").execute();
    expect(inA).toEqual([{ name: "Sharma Glass" }]);
    expect(inB).toEqual([]);
  });

  it("refuse a second account with the same e-mail in another case", async () => {
    const company = await a.db
      .insertInto("companies")
      .values({ name: "C", email: "x@example.com", phone: "9876543210", gstNo: "", address: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await a.db
      .insertInto("users")
      .values({ companyId: company.id, email: "Owner@Example.com", passwordHash: "h" })
      .execute();
    await expect(
      a.db
        .insertInto("users")
        .values({ companyId: company.id, email: "owner@example.com", passwordHash: "h" })
        .execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });
});
