import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { addCustomer } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

interface Example {
  name: string;
  input: {
    settings: Record<string, unknown>;
    materials: Record<string, string>[];
    edgeProfiles: { edgeProfileName: string; edgeProfileRate: string }[];
    lines: Record<string, unknown>[];
    supplierGstin?: string;
    recipientGstin?: string;
  };
  expected?: { lines: Record<string, string>[]; totals: Record<string, string> };
  error?: string;
}

// Examples with operations or item lines (pricing.md "Operations and items") are priced by
// packages/core; the draft's lines take them with the catalogues of issue 29.
const ALL = (examples as unknown as Example[]).filter(
  (e) => !("itemLines" in e.input || "operations" in e.input),
);
const GSTIN = "27AAPFU0939F1ZV";

/** A company set up exactly as an example says: its settings, materials and edge profiles. */
async function companyFor(t: TestApp, example: Example, n: number) {
  const { settings } = example.input;
  const { accessToken } = await signupCompany(t.app, {
    email: `example${n}@kerf.test`,
    gstNo: example.input.supplierGstin ?? GSTIN,
  });
  const general = await rest(
    t.app,
    "POST",
    "/setting/general",
    {
      commonSetting: {
        cuttingRateType:
          settings.cuttingRateType === "runningFt"
            ? { id: 1, label: "Running Foot", value: "runningFt" }
            : { id: 2, label: "Square Foot", value: "sqFt" },
        gstOnCuttingRate: settings.gstOnCuttingRate,
        isAddExtraMaterialInRate: settings.isAddExtraMaterialInRate,
      },
      pricingSettings: {
        unit: settings.unit,
        roundingStep: settings.roundingStep,
        minAreaPerPiece: settings.minAreaPerPiece,
      },
    },
    accessToken,
  );
  expect(general.status).toBe(200);
  for (const material of example.input.materials) {
    expect((await rest(t.app, "POST", "/setting/material", material, accessToken)).status).toBe(201);
  }
  for (const profile of example.input.edgeProfiles) {
    const res = await rest(
      t.app,
      "POST",
      "/setting/edgeProfile",
      {
        edgeProfileName: "edgeProfile1",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: profile.edgeProfileName,
        edgeProfileRate: profile.edgeProfileRate,
      },
      accessToken,
    );
    expect(res.status).toBe(201);
  }
  const draftId = await addCustomer(t.app, accessToken, `Customer of ${example.name}`);
  if (example.input.recipientGstin) {
    await trpcClient(url, accessToken).orders.saveHeader.mutate({
      customerId: draftId,
      header: {
        customer_name: "Recipient",
        date: new Date("2026-11-21"),
        billing_address: "Billing",
        shipping_address: "Shipping",
        gst_no: example.input.recipientGstin,
      },
    });
  }
  return { token: accessToken, draftId };
}

let url: string;

describe("order lines (/api/draft/material and tRPC)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const priced = ALL.filter((e) => e.expected);
  it.each(priced.map((e, i) => [e.name, e, i] as const))(
    "prices the lines of '%s' on the server exactly as pricing-examples.json",
    async (_name, example, i) => {
      const { token, draftId } = await companyFor(t, example, i);
      for (const line of example.input.lines) {
        const res = await rest(t.app, "POST", "/draft/material", { draftId, ...line }, token);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const res = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
      expect(res.status).toBe(200);
      expect(res.body.data.totals).toEqual(example.expected!.totals);
      res.body.data.lines.forEach((line: Record<string, unknown>, n: number) => {
        expect(line).toMatchObject(example.expected!.lines[n]!);
        expect(line.widthForDisplay).toBe(String(example.input.lines[n]!.widthForDisplay));
      });
    },
  );

  it("refuses a bad line with its rule's message and stores nothing", async () => {
    const example = ALL[0]!;
    const { token, draftId } = await companyFor(t, example, 100);
    const base = example.input.lines[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ widthForDisplay: "" }, "widthForDisplay", "Required"],
      [{ widthForDisplay: "12#9" }, "widthForDisplay", "Invalid input"],
      [{ lengthForDisplay: "abc" }, "lengthForDisplay", "Invalid input"],
      [
        { widthForDisplay: "30", lengthForDisplay: "24" },
        "lengthForDisplay",
        "Length must be greater than width",
      ],
      [{ quantity: 0 }, "quantity", "Quantity should be greater than 0"],
      [{ materialType: "" }, "materialType", "Required"],
      [{ materialType: "Unobtainium" }, "materialType", 'Unknown material "Unobtainium"'],
      [{ edgeSelection: "edgeSelection8", edgeProfile: null }, "edgeProfile", "Edge profile is required"],
    ];
    for (const [change, field, message] of cases) {
      const res = await rest(t.app, "POST", "/draft/material", { draftId, ...base, ...change }, token);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ isError: true, message, errors: { [field]: message } });
    }
    const after = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
    expect(after.body.data.lines).toEqual([]);
    expect(after.body.data.totals.payable).toBe("0.00");
  });

  it("edits and deletes lines by _id, clears them all, and keeps them from other companies", async () => {
    const example = ALL[0]!;
    const { token, draftId } = await companyFor(t, example, 101);
    const other = await companyFor(t, example, 102);
    const line = example.input.lines[0]!;
    const added = await rest(t.app, "POST", "/draft/material", { draftId, ...line }, token);
    const second = await rest(t.app, "POST", "/draft/material", { draftId, ...line, quantity: 3 }, token);

    const patched = await rest(
      t.app,
      "PATCH",
      "/draft/material",
      { ...line, _id: added.body.data._id, quantity: 4 },
      token,
    );
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ quantity: 4, area: "8.00" });

    // Another company can neither read, change nor delete these lines, nor add to this order.
    expect(
      (await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, other.token)).status,
    ).toBe(404);
    expect(
      (await rest(t.app, "PATCH", "/draft/material", { ...line, _id: added.body.data._id }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await rest(t.app, "DELETE", "/draft/material", { _id: added.body.data._id }, other.token)).status,
    ).toBe(404);
    expect((await rest(t.app, "POST", "/draft/material", { draftId, ...line }, other.token)).status).toBe(
      404,
    );
    expect(
      (await rest(t.app, "DELETE", `/draft/material/all?draftId=${draftId}`, undefined, other.token)).status,
    ).toBe(404);

    const mine = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
    expect(mine.body.data.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 3]);

    expect(
      (await rest(t.app, "DELETE", "/draft/material", { _id: second.body.data._id }, token)).status,
    ).toBe(200);
    const cleared = await rest(t.app, "DELETE", `/draft/material/all?draftId=${draftId}`, undefined, token);
    expect(cleared.body.data).toEqual({ deleted: 1 });
  });

  it("stores a new line above the saved line below it on screen, so the order is the screen's", async () => {
    const example = ALL[0]!;
    const { token, draftId } = await companyFor(t, example, 104);
    const client = trpcClient(url, token);
    const line = (quantity: number) => ({ ...(example.input.lines[0] as object), quantity }) as never;
    const second = await client.orders.addLine.mutate({ customerId: draftId, line: line(2) });
    const fourth = await client.orders.addLine.mutate({ customerId: draftId, line: line(4) });
    await client.orders.addLine.mutate({ customerId: draftId, line: line(3), beforeId: fourth._id });
    await client.orders.addLine.mutate({ customerId: draftId, line: line(1), beforeId: second._id });
    await client.orders.addLine.mutate({ customerId: draftId, line: line(5), beforeId: "not-a-line" });
    const order = await client.orders.get.query({ customerId: draftId });
    expect(order.lines.map((l) => l.quantity)).toEqual([1, 2, 3, 4, 5]);
  });

  it("serves the same order through tRPC, with a line that no longer prices kept and marked", async () => {
    const example = ALL[0]!;
    const { token, draftId } = await companyFor(t, example, 103);
    const client = trpcClient(url, token);
    const line = example.input.lines[0]! as never;
    await client.orders.addLine.mutate({ customerId: draftId, line });
    await client.orders.addLine.mutate({
      customerId: draftId,
      line: { ...(line as object), materialType: "Mirror 4mm" } as never,
    });
    // Deleting a material an open order uses is refused now (409); one deleted before that rule, straight
    // from the table, still leaves the order readable.
    const materials = await client.settings.materials.list.query();
    const mirror = materials.find((m) => m.materialName === "Mirror 4mm")!;
    await expect(client.settings.materials.delete.mutate({ id: mirror.id })).rejects.toThrow(
      'Material "Mirror 4mm" is used by 1 open order: change or clear those lines first, then delete it.',
    );
    await t.testDb.db.deleteFrom("materials").where("id", "=", mirror.id).execute();
    const order = await client.orders.get.query({ customerId: draftId });
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]!.priced).toEqual(example.expected!.lines[0]);
    expect(order.lines[1]).toMatchObject({
      materialType: "Mirror 4mm",
      priced: null,
      error: { field: "materialType", message: 'Unknown material "Mirror 4mm"' },
    });
    expect(order.totals).toEqual(example.expected!.totals);
  });
});
