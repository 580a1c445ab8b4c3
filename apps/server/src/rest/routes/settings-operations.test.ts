import { DEFAULT_OPERATIONS } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { listen, trpcClient } from "../../../test/clients";
import { useTwoCompanies } from "../../../test/two-companies";

const HOLE_BANDS = [
  { sizeUpTo: "1", thicknessUpTo: "8", rate: "30" },
  { sizeUpTo: 2, thicknessUpTo: 12, rate: 45.5 },
  { sizeUpTo: null, thicknessUpTo: null, rate: "95" },
];

describe("operations (/api/setting/operation and tRPC settings.operations)", () => {
  const s = useTwoCompanies();

  it("starts every company with the usual catalogue, one band at rate 0 each", async () => {
    const list = (await s.asA("GET", "/setting/operation")).body.data;
    expect(list.map((o: { name: string }) => o.name)).toEqual(DEFAULT_OPERATIONS.map((o) => o.name));
    expect(list[0]).toMatchObject({
      name: "Hole",
      isHole: true,
      bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "0.00" }],
    });
  });

  it("adds, updates with bands and deletes, each company its own", async () => {
    const added = await s.asA("POST", "/setting/operation", {
      name: "Bevelled hole",
      isHole: true,
      bands: HOLE_BANDS,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.bands).toEqual([
      { sizeUpTo: "1", thicknessUpTo: "8", rate: "30.00" },
      { sizeUpTo: "2", thicknessUpTo: "12", rate: "45.50" },
      { sizeUpTo: null, thicknessUpTo: null, rate: "95.00" },
    ]);
    const id = added.body.data._id;
    const body = { _id: id, name: "Bevelled hole", bands: [{ rate: "60" }] };
    expect((await s.asB("PATCH", "/setting/operation", body)).status).toBe(404);
    const updated = await s.asA("PATCH", "/setting/operation", body);
    expect(updated.body.data.find((o: { _id: string }) => o._id === id)).toMatchObject({
      isHole: false,
      bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "60.00" }],
    });
    expect((await s.asB("DELETE", "/setting/operation", { _id: id })).status).toBe(404);
    const left = await s.asA("DELETE", "/setting/operation", { _id: id });
    expect(left.body.data.some((o: { _id: string }) => o._id === id)).toBe(false);
  });

  it("refuses no bands, a bad band and a name taken, by field", async () => {
    const none = await s.asA("POST", "/setting/operation", { name: "Slot", bands: [] });
    expect([none.status, none.body.errors]).toEqual([400, { bands: "At least one band" }]);
    const bad = await s.asA("POST", "/setting/operation", {
      name: "Slot",
      bands: [{ sizeUpTo: "1.2345", thicknessUpTo: "101", rate: "-1" }],
    });
    expect(bad.body.errors).toEqual({
      "bands.0.sizeUpTo": "Size up to must be a number with at most 3 decimals, up to 10000",
      "bands.0.thicknessUpTo": "Thickness up to must be mm with at most 2 decimals, up to 100",
      "bands.0.rate": "Must be 0 or more",
    });
    const taken = await s.asA("POST", "/setting/operation", { name: "NOTCH", bands: [{ rate: 1 }] });
    expect([taken.status, taken.body.errors]).toEqual([
      409,
      { name: 'An operation named "NOTCH" already exists' },
    ]);
  });

  it("tRPC settings.operations uses the same service", async () => {
    const client = trpcClient(await listen(s.t.app), s.b);
    const made = await client.settings.operations.create.mutate({ name: "Slot", bands: [{ rate: "12" }] });
    expect(made.bands).toEqual([{ sizeUpTo: null, thicknessUpTo: null, rate: "12.00" }]);
    const list = await client.settings.operations.delete.mutate({ id: made._id });
    expect(list).toHaveLength(DEFAULT_OPERATIONS.length);
  });
});
