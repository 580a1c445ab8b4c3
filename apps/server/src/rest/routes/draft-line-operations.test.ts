import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { addCustomer, HEADER } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// A piece line's operations (issue 29): stored with the line, priced by the company's operation bands,
// taxed with the goods; the worked example of pricing.md "Operations and items", its piece line.

type Json = Record<string, unknown>;
const WORKED = (examples as unknown as { name: string; input: Json; expected: Json }[]).find((e) =>
  e.name.startsWith("operations and items: the worked example"),
)!;
const input = WORKED.input as {
  materials: Json[];
  operations: { operationName: string; bands: Json[] }[];
  lines: (Json & { operations: { operation: string; count: number }[] })[];
};
const expectedLine = (WORKED.expected as { lines: Json[] }).lines[0]!;

describe("operations on order lines (/api/draft/material)", () => {
  let t: TestApp;
  let token: string;
  let draftId: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signupCompany(t.app)).accessToken;
    const general = await rest(
      t.app,
      "POST",
      "/setting/general",
      {
        commonSetting: {
          cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
          gstOnCuttingRate: true,
          isAddExtraMaterialInRate: false,
        },
        pricingSettings: { unit: "inch", roundingStep: 0, minAreaPerPiece: 0 },
      },
      token,
    );
    expect(general.status).toBe(200);
    expect((await rest(t.app, "POST", "/setting/material", input.materials[0], token)).status).toBe(201);
    // The seeded Hole and Hinge cut-out, priced as the example's catalogue prices them.
    const seeded = (await rest(t.app, "GET", "/setting/operation", undefined, token)).body.data as Json[];
    for (const { operationName, bands } of input.operations) {
      const row = seeded.find((o) => o.name === operationName)!;
      const res = await rest(
        t.app,
        "PATCH",
        "/setting/operation",
        { _id: row._id, name: operationName, bands },
        token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    draftId = await addCustomer(t.app, token, "Shower enclosure");
  });
  afterAll(() => t.close());

  it("stores the operations with the line and prices them exactly as the worked example", async () => {
    const { operations, ...line } = input.lines[0]!;
    const body = {
      draftId,
      ...line,
      operations: operations.map((o) => ({ name: o.operation, count: o.count })),
    };
    const added = await rest(t.app, "POST", "/draft/material", body, token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const got = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
    const [stored] = got.body.data.lines;
    expect(stored).toMatchObject(expectedLine);
    expect(stored.operations).toEqual([
      { name: "Hole", count: 4, size: null, edgeDistance: null, cornerDistance: null },
      { name: "Hinge cut-out", count: 1, size: null, edgeDistance: null, cornerDistance: null },
    ]);
    expect(got.body.data.totals).toMatchObject({ operationsAmount: "620.00", taxableValue: "4493.00" });

    // An edit that does not mention the operations keeps them; one that sends [] removes them.
    const kept = await rest(
      t.app,
      "PATCH",
      "/draft/material",
      { _id: stored._id, ...line, quantity: 1 },
      token,
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ operationsAmount: "310.00", operations: stored.operations });
    const cleared = await rest(
      t.app,
      "PATCH",
      "/draft/material",
      { _id: stored._id, ...line, operations: [] },
      token,
    );
    expect(cleared.body.data.operations).toEqual([]);
    expect(cleared.body.data.operationsAmount).toBeUndefined();
  });

  it("freezes the operations on the invoice: the line, its description and the GST files' figures", async () => {
    const client = trpcClient(await listen(t.app), token);
    const customerId = await addCustomer(t.app, token, "Invoiced enclosure");
    await client.orders.saveHeader.mutate({ customerId, header: HEADER });
    const { operations, ...line } = input.lines[0]!;
    const ops = operations.map((o) => ({
      name: o.operation,
      count: o.count,
      size: o.operation === "Hole" ? "0.5" : null,
    }));
    expect(
      (await rest(t.app, "POST", "/draft/material", { draftId: customerId, ...line, operations: ops }, token))
        .status,
    ).toBe(201);
    const made = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId: customerId, date: "2026-11-21" },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invoice = await client.invoices.get.query({ id: made.body.data.id });
    const [first] = invoice.snapshot.lines;
    expect(first).toMatchObject({ operationsAmount: "620.00", taxableValue: "4493.00", gstAmount: "808.74" });
    expect(first!.operations).toEqual([
      { name: "Hole", count: 4, size: "0.5", edgeDistance: null, cornerDistance: null },
      { name: "Hinge cut-out", count: 1, size: null, edgeDistance: null, cornerDistance: null },
    ]);
    expect(first!.description).toBe("Toughened 12mm, 24 x 36, 4 x Hole 0.5, 1 x Hinge cut-out");
    expect(invoice.snapshot.totals).toMatchObject({ operationsAmount: "620.00", payable: "5302.00" });
  });

  it("refuses an operation the company does not have, or a bad count, under the operations cell", async () => {
    const { operations, ...line } = input.lines[0]!;
    const unknown = await rest(
      t.app,
      "POST",
      "/draft/material",
      { draftId, ...line, operations: [{ name: "Slot", count: 1 }] },
      token,
    );
    expect([unknown.status, unknown.body.errors]).toEqual([400, { operations: 'Unknown operation "Slot"' }]);
    const zero = await rest(
      t.app,
      "POST",
      "/draft/material",
      { draftId, ...line, operations: [{ name: "Hole", count: 0 }] },
      token,
    );
    expect([zero.status, zero.body.errors]).toEqual([
      400,
      { "operations.0.count": "Count must be a whole number of 1 or more" },
    ]);
    expect(operations).toHaveLength(2);
  });
});
