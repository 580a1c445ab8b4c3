import { describe, expect, it } from "vitest";
import { listen, trpcClient } from "../../../test/clients";
import { useTwoCompanies } from "../../../test/two-companies";

const HINGE = { name: "Shower hinge", unit: "nos", rate: "450", hsnCode: "8302", gstRate: "18" };
const SILICONE = { name: "Silicone", unit: "rft", rate: "7.35", gstRate: "28", hsnCode: "3214" };
const FITTING = {
  name: "Fitting",
  unit: "job",
  rate: "1250",
  gstRate: "18",
  hsnCode: "995479",
  isService: true,
};

describe("items (/api/setting/item and tRPC settings.items)", () => {
  const s = useTwoCompanies();

  it("adds, lists, updates and deletes items, each company its own", async () => {
    const added = await s.asA("POST", "/setting/item", HINGE);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      isError: false,
      message: "add SuccessFully...",
      data: { ...HINGE, rate: "450.00", gstRate: "18.00", isService: false, label: "Shower hinge" },
    });
    expect((await s.asA("POST", "/setting/item", SILICONE)).status).toBe(201);
    expect((await s.asA("POST", "/setting/item", FITTING)).body.data).toMatchObject({ isService: true });
    expect((await s.asB("GET", "/setting/item")).body.data).toEqual([]);

    const id = added.body.data._id as string;
    expect((await s.asB("PATCH", "/setting/item", { ...HINGE, _id: id, rate: "1" })).status).toBe(404);
    const updated = await s.asA("PATCH", "/setting/item", { ...HINGE, _id: id, rate: "475.5" });
    expect(updated.status).toBe(200);
    expect(updated.body.data.map((i: { name: string; rate: string }) => [i.name, i.rate])).toEqual([
      ["Shower hinge", "475.50"],
      ["Silicone", "7.35"],
      ["Fitting", "1250.00"],
    ]);
    expect((await s.asB("DELETE", "/setting/item", { _id: id })).status).toBe(404);
    const left = await s.asA("DELETE", "/setting/item", { _id: id });
    expect(left.body.data.map((i: { name: string }) => i.name)).toEqual(["Silicone", "Fitting"]);
  });

  it("refuses bad items with each field's message: unit, GST rate, a name taken, HSN against SAC", async () => {
    const bad = await s.asA("POST", "/setting/item", { name: " ", unit: "box", rate: "abc", gstRate: "17" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["gstRate", "name", "rate", "unit"]);
    expect(bad.body.errors.unit).toBe("Unit must be one of nos, set, pair, rft, kg, job");
    const taken = await s.asA("POST", "/setting/item", { ...SILICONE, name: "SILICONE" });
    expect([taken.status, taken.body.errors]).toEqual([
      409,
      { name: 'An item named "SILICONE" already exists' },
    ]);
    const service = await s.asA("POST", "/setting/item", { ...FITTING, name: "Labour", hsnCode: "7007" });
    expect(service.body.errors).toEqual({
      hsnCode: "A service takes a SAC: 6 digits starting 99 (e.g. 996511 road transport)",
    });
    const goods = await s.asA("POST", "/setting/item", { ...HINGE, name: "Handle", hsnCode: "996511" });
    expect(goods.body.errors).toEqual({ hsnCode: "Goods take an HSN code; 99... is a SAC, for services" });
  });

  it("tRPC settings.items does the same through the same service", async () => {
    const client = trpcClient(await listen(s.t.app), s.b);
    const made = await client.settings.items.create.mutate({ ...HINGE, unit: "pair", name: "Pull handle" });
    expect(made).toMatchObject({ name: "Pull handle", unit: "pair", rate: "450.00" });
    const list = await client.settings.items.update.mutate({
      ...HINGE,
      id: made._id,
      name: "Pull handle",
      unit: "pair",
      rate: "99",
    });
    expect(list.map((i) => i.rate)).toEqual(["99.00"]);
    expect(await client.settings.items.delete.mutate({ id: made._id })).toEqual([]);
  });
});
