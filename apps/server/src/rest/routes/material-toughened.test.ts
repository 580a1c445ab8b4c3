import { describe, expect, it } from "vitest";
import { listen, trpcClient } from "../../../test/clients";
import { CLEAR, LINE } from "../../../test/order-fixture";
import { useTwoCompanies } from "../../../test/two-companies";

// A material's toughened flag and thickness (issue 29 point 2): stored and answered on
// /api/setting/material and tRPC, kept by an edit that does not mention them (the legacy client), and
// read by the pricing: an operation band's "thickness up to" against the material's thickness.

type Json = Record<string, unknown>;
const TOUGHENED = {
  ...CLEAR,
  materialName: "Toughened 8mm",
  materialRate: "310",
  toughened: true,
  thicknessMm: "8.0",
};

describe("toughened materials with a thickness", () => {
  const s = useTwoCompanies();
  let base: string | undefined;
  const listening = async () => (base ??= await listen(s.t.app));

  it("stores toughened and the thickness, keeps them on an edit without them, clears them on one with them", async () => {
    const added = await s.asA("POST", "/setting/material", TOUGHENED);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({
      materialName: "Toughened 8mm",
      toughened: true,
      thicknessMm: "8",
    });
    const plain = await s.asA("POST", "/setting/material", CLEAR);
    expect(plain.body.data).toMatchObject({ toughened: false, thicknessMm: null });

    // The legacy client sends the whole row it knows: neither field.
    const id = added.body.data._id;
    const legacy = await s.asA("PATCH", "/setting/material", {
      ...CLEAR,
      materialName: "Toughened 8mm",
      _id: id,
    });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    const kept = (legacy.body.data as Json[]).find((m) => m._id === id);
    expect(kept).toMatchObject({ toughened: true, thicknessMm: "8" });

    const client = trpcClient(await listening(), s.a);
    const thinner = await client.settings.materials.update.mutate({
      ...CLEAR,
      materialName: "Toughened 8mm",
      id,
      toughened: true,
      thicknessMm: "5.5",
    });
    expect(thinner.find((m) => m._id === id)).toMatchObject({ toughened: true, thicknessMm: "5.5" });
    const cleared = await s.asA("PATCH", "/setting/material", {
      ...CLEAR,
      materialName: "Toughened 8mm",
      _id: id,
      toughened: false,
      thicknessMm: "",
    });
    expect((cleared.body.data as Json[]).find((m) => m._id === id)).toMatchObject({
      toughened: false,
      thicknessMm: null,
    });

    // Another company sees none of it.
    const theirs = (await s.asB("GET", "/setting/material")).body.data as Json[];
    expect(theirs.some((m) => m.materialName === "Toughened 8mm")).toBe(false);
  });

  it("refuses a thickness that is not mm above 0 with at most 2 decimals, up to 100", async () => {
    const message = "Thickness must be mm above 0 with at most 2 decimals, up to 100";
    for (const thicknessMm of ["0", "100.5", "8.125", "eight"]) {
      const res = await s.asA("POST", "/setting/material", {
        ...TOUGHENED,
        materialName: `T ${thicknessMm}`,
        thicknessMm,
      });
      expect([res.status, res.body.errors], thicknessMm).toEqual([400, { thicknessMm: message }]);
    }
    const res = await s.asA("POST", "/setting/material", {
      ...TOUGHENED,
      materialName: "T yes",
      toughened: "yes",
    });
    expect([res.status, res.body.errors]).toEqual([400, { toughened: "Toughened must be true or false" }]);
  });

  it("prices an operation by the band of the material's thickness, and tells the order page what to check", async () => {
    await s.asB("POST", "/setting/material", {
      ...TOUGHENED,
      materialName: "Toughened 12mm",
      thicknessMm: "12",
    });
    await s.asB("POST", "/setting/material", {
      ...TOUGHENED,
      materialName: "Toughened 6mm",
      thicknessMm: "6",
    });
    const hole = ((await s.asB("GET", "/setting/operation")).body.data as Json[]).find(
      (o) => o.name === "Hole",
    )!;
    const bands = [
      { sizeUpTo: null, thicknessUpTo: "8", rate: "40" },
      { sizeUpTo: null, thicknessUpTo: null, rate: "65" },
    ];
    const patched = await s.asB("PATCH", "/setting/operation", {
      _id: hole._id,
      name: "Hole",
      isHole: true,
      bands,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const client = trpcClient(await listening(), s.b);
    const draft = await s.asB("POST", "/draft", {
      customerName: "Shower Co",
      phoneNo: "9822012345",
      date: "2026-11-21",
    });
    const customerId = draft.body.data._id as string;
    const operations = [{ name: "Hole", count: 4, size: "12" }];
    const thick = await s.asB("POST", "/draft/material", {
      draftId: customerId,
      ...LINE,
      materialType: "Toughened 12mm",
      operations,
    });
    expect(thick.status, JSON.stringify(thick.body)).toBe(201);
    // 12 mm is past the 8 mm band: r2(2 x 4 x 65).
    expect(thick.body.data.operationsAmount).toBe("520.00");
    const thin = await s.asB("POST", "/draft/material", {
      draftId: customerId,
      ...LINE,
      materialType: "Toughened 6mm",
      operations,
    });
    // 6 mm is within it: r2(2 x 4 x 40).
    expect(thin.body.data.operationsAmount).toBe("320.00");

    const order = await client.orders.get.query({ customerId });
    expect(order.pricing.toughenedMaterials.sort()).toEqual(["Toughened 12mm", "Toughened 6mm"]);
    expect(order.pricing.holeOperations).toEqual(["Hole", "Countersunk hole"]);
    expect(order.pricing.materials.find((m) => m.materialName === "Toughened 6mm")?.thickness).toBe("6");
  });
});
