import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "./testing";

// What the code relies on from Kysely's CamelCasePlugin as createDb sets it up.
describe("createDb's names", () => {
  let t: TestDb;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestDb();
    ({ id: companyId } = await t.db
      .insertInto("companies")
      .values({
        name: "Sharma Glass",
        email: "a@example.com",
        phone: "9876543210",
        gstNo: "",
        address: "Pune",
      })
      .returning("id")
      .executeTakeFirstOrThrow());
    await t.db
      .insertInto("customers")
      .values({
        companyId,
        customerName: "Mehta",
        phoneNo: "9822012345",
        date: new Date(),
        quoteHeader: JSON.stringify({ customer_name: "Mehta Interiors", gst_no: "" }),
      })
      .execute();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it("are camelCase in queries and rows, snake_case in the tables", async () => {
    const row = await t.db
      .selectFrom("customers")
      .select(["customerName", "phoneNo as phone"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customerName: "Mehta", phone: "9822012345" });
  });

  it("come back camelCase from raw sql too, whose text stays SQL's", async () => {
    const { rows } = await sql<{ customerName: string }>`select customer_name from customers`.execute(t.db);
    expect(rows).toEqual([{ customerName: "Mehta" }]);
  });

  it("leave a jsonb value's own keys as stored", async () => {
    const row = await t.db.selectFrom("customers").select("quoteHeader").executeTakeFirstOrThrow();
    expect(row.quoteHeader).toEqual({ customer_name: "Mehta Interiors", gst_no: "" });
  });
});
