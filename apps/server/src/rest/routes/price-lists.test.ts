import { describe, expect, it } from "vitest";
import { listen, trpcClient } from "../../../test/clients";
import { CLEAR, HEADER, LINE } from "../../../test/order-fixture";
import { useTwoCompanies } from "../../../test/two-companies";

// Price lists (issue 29 point 4): /api/priceList, PATCH /api/draft {priceList}, and the figures of the
// orders given a list.

const CONTRACTORS = {
  name: "Contractors",
  versions: [
    {
      validFrom: "2026-11-01",
      overrides: {
        materials: [{ materialType: "clear 5mm", rate: "50", cuttingRate: "3" }],
        minimumArea: "3",
      },
    },
  ],
};
const NEWER = {
  validFrom: "2026-11-25",
  overrides: { materials: [{ materialType: "Clear 5mm", rate: "40" }] },
};

describe("price lists", () => {
  const s = useTwoCompanies();
  let client: ReturnType<typeof trpcClient>;

  /** A customer dated `date` (its order's date) with the one fixture line. */
  async function order(name: string, date = "2026-11-21") {
    const made = await s.asA("POST", "/draft", { customerName: name, phoneNo: "9876543210", date });
    const draftId = made.body.data._id as string;
    expect((await s.asA("POST", "/draft/material", { draftId, ...LINE })).status).toBe(201);
    return draftId;
  }
  const figures = async (draftId: string) =>
    (await s.asA("GET", `/draft/material?draftId=${draftId}`)).body.data;

  it("adds, lists, updates and deletes lists; the other company sees none of them; each change audited", async () => {
    client = trpcClient(await listen(s.t.app), s.a);
    expect((await s.asA("POST", "/setting/material", CLEAR)).status).toBe(201);
    const added = await s.asA("POST", "/priceList", { name: "Trade", versions: CONTRACTORS.versions });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: "Trade",
      versions: [
        {
          validFrom: "2026-11-01",
          overrides: {
            materials: [{ materialType: "clear 5mm", rate: "50.00", cuttingRate: "3.00" }],
            minimumArea: "3",
          },
        },
      ],
    });
    const id = added.body.data._id as string;
    expect((await s.asB("GET", "/priceList")).body.data).toEqual([]);
    expect((await s.asB("PATCH", "/priceList", { _id: id, ...CONTRACTORS })).status).toBe(404);
    expect((await s.asB("DELETE", "/priceList", { _id: id })).status).toBe(404);
    const taken = await s.asA("POST", "/priceList", { ...CONTRACTORS, name: "TRADE" });
    expect([taken.status, taken.body.errors]).toEqual([
      409,
      { name: 'A price list named "TRADE" already exists' },
    ]);
    const renamed = await s.asA("PATCH", "/priceList", { _id: id, ...CONTRACTORS });
    expect(renamed.body.data.map((l: { name: string }) => l.name)).toEqual(["Contractors"]);
    const twice = await s.asA("POST", "/priceList", {
      name: "Twice",
      versions: [NEWER, { ...NEWER, overrides: {} }],
    });
    expect([twice.status, twice.body.errors]).toEqual([
      400,
      { "versions.1.validFrom": "Two versions from the same day" },
    ]);
    const kinds = (await s.asA("GET", "/audit?kind=priceList.changed")).body.data;
    expect(JSON.stringify(kinds)).toContain("Contractors");
  });

  it("prices a contractor's order by the list, exactly; a walk-in's as the company's settings", async () => {
    const walkIn = await order("Walk-in");
    const contractor = await order("Sharma Builders");
    const given = await s.asA("PATCH", "/draft", { _id: contractor, priceList: "CONTRACTORS" });
    expect(given.status).toBe(200);
    expect(given.body.data.priceList).toMatchObject({ name: "Contractors" });
    const mine = await figures(contractor);
    const theirs = await figures(walkIn);
    // 2 pieces of 12 x 24 (2 sq ft): the list's 3 sq ft minimum, at 50 + 3 cutting, 5 % wastage.
    expect(mine.priceList).toMatchObject({ name: "Contractors", validFrom: "2026-11-01" });
    expect(mine.lines[0]).toMatchObject({
      area: "6.00",
      rate: "50.00",
      materialAmount: "315.00",
      cuttingAmount: "18.00",
      taxableValue: "333.00",
      gstAmount: "59.94",
      total: "392.94",
    });
    expect(mine.totals.payable).toBe("393.00");
    expect(theirs.priceList).toBeNull();
    expect(theirs.lines[0]).toMatchObject({
      area: "4.00",
      rate: "62.50",
      materialAmount: "262.50",
      cuttingAmount: "16.00",
      taxableValue: "278.50",
      gstAmount: "50.13",
      total: "328.63",
    });
    expect(theirs.totals.payable).toBe("329.00");
    // tRPC answers the same list with the order.
    const viaTrpc = await client.orders.get.query({ customerId: contractor });
    expect(viaTrpc.priceList).toEqual(mine.priceList);
    expect(viaTrpc.totals).toEqual(mine.totals);
  });

  it("prices an order by the version in force on its date: one dated before the new version by the old one", async () => {
    const [list] = (await s.asA("GET", "/priceList")).body.data;
    const lists = await s.asA("PATCH", "/priceList", {
      _id: list._id,
      ...CONTRACTORS,
      versions: [...CONTRACTORS.versions, NEWER],
    });
    expect(lists.status).toBe(200);
    const before = await order("Before the new rates", "2026-11-21");
    const after = await order("After the new rates", "2026-11-26");
    for (const draftId of [before, after]) {
      expect((await s.asA("PATCH", "/draft", { _id: draftId, priceList: list._id })).status).toBe(200);
    }
    const old = await figures(before);
    const fresh = await figures(after);
    expect(old.priceList).toMatchObject({ name: "Contractors", validFrom: "2026-11-01" });
    expect([old.lines[0].rate, old.lines[0].area, old.totals.payable]).toEqual(["50.00", "6.00", "393.00"]);
    // From 2026-11-25: Glass at 40, the company's cutting rate (4) and no minimum area.
    expect(fresh.priceList).toMatchObject({ name: "Contractors", validFrom: "2026-11-25" });
    expect(fresh.lines[0]).toMatchObject({
      rate: "40.00",
      area: "4.00",
      materialAmount: "168.00",
      cuttingAmount: "16.00",
    });
    expect(fresh.totals.payable).toBe("217.00");
    // The quotation header's date is the order's date once saved: back before the new version.
    await client.orders.saveHeader.mutate({
      customerId: after,
      header: { ...HEADER, date: new Date("2026-11-24") },
    });
    expect((await figures(after)).priceList).toMatchObject({ validFrom: "2026-11-01" });
  });

  it("prices an order's item lines at the list's item rate", async () => {
    const hinge = { name: "Hinge", unit: "nos", rate: "450", hsnCode: "8302", gstRate: "18" };
    expect((await s.asA("POST", "/setting/item", hinge)).status).toBe(201);
    const fittings = {
      name: "Fittings",
      versions: [{ validFrom: "2026-11-01", overrides: { items: [{ name: "hinge", rate: "400" }] } }],
    };
    expect((await s.asA("POST", "/priceList", fittings)).status).toBe(201);
    const dealer = await order("Dealer");
    await s.asA("PATCH", "/draft", { _id: dealer, priceList: "Fittings" });
    const added = await s.asA("POST", "/draft/item", { draftId: dealer, name: "Hinge", quantity: 2 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ rate: "400.00", itemAmount: "800.00", itemGst: "144.00" });
    const walkIn = await order("Walk-in with a hinge");
    const theirs = await s.asA("POST", "/draft/item", { draftId: walkIn, name: "Hinge", quantity: 2 });
    expect(theirs.body.data).toMatchObject({ rate: "450.00", itemAmount: "900.00" });
    expect((await figures(dealer)).itemLines[0]).toMatchObject({ rate: "400.00", itemAmount: "800.00" });
    await s.asA("PATCH", "/draft", { _id: dealer, priceList: null });
  });

  it("another company can neither see nor use a list, nor give one to a customer not its own", async () => {
    const [list] = (await s.asA("GET", "/priceList")).body.data;
    const mine = await order("Kept");
    const rival = await s.asB("POST", "/draft", {
      customerName: "Rival's",
      phoneNo: "9876543210",
      date: "2026-11-21",
    });
    const rivalId = rival.body.data._id as string;
    const byName = await s.asB("PATCH", "/draft", { _id: rivalId, priceList: "Contractors" });
    expect([byName.status, byName.body.errors]).toEqual([
      400,
      { priceList: 'No price list named "Contractors"' },
    ]);
    const byId = await s.asB("PATCH", "/draft", { _id: rivalId, priceList: list._id });
    expect([byId.status, byId.body.message]).toEqual([404, "Price list not found"]);
    const theirs = await s.asB("PATCH", "/draft", { _id: mine, priceList: null });
    expect(theirs.status).toBe(404);
    const none = await s.asA("PATCH", "/draft", { _id: mine });
    expect([none.status, none.body.message]).toEqual([400, "Send creditDays, reminders or priceList"]);
  });

  it("a quotation revision shown to the customer keeps its figures after the list changes", async () => {
    const [list] = (await s.asA("GET", "/priceList")).body.data;
    const draftId = await order("Shown");
    await client.orders.saveHeader.mutate({ customerId: draftId, header: HEADER });
    await s.asA("PATCH", "/draft", { _id: draftId, priceList: "Contractors" });
    const shown = await s.asA("POST", "/draft/share", { draftId });
    expect(shown.status).toBe(200);
    const frozen = () =>
      s.t.testDb.db
        .selectFrom("quotationRevisions as r")
        .innerJoin("quotations as q", "q.id", "r.quotationId")
        .select(["r.revision", "r.payable"])
        .where("q.customerId", "=", draftId)
        .execute();
    expect(await frozen()).toEqual([{ revision: 1, payable: "393.00" }]);
    const cheaper = [
      { validFrom: "2026-11-01", overrides: { materials: [{ materialType: "Clear 5mm", rate: "30" }] } },
    ];
    await s.asA("PATCH", "/priceList", { _id: list._id, name: "Contractors", versions: cheaper });
    // The order prices by the list's new figures; what the customer was shown stays as shown.
    expect((await figures(draftId)).totals.payable).not.toBe("393.00");
    expect(await frozen()).toEqual([{ revision: 1, payable: "393.00" }]);
    expect((await s.asA("POST", "/draft/share", { draftId })).status).toBe(200);
    expect(await frozen()).toEqual([{ revision: 1, payable: "393.00" }]);
    // Deleting the list prices its customers by the company's settings again.
    await s.asA("DELETE", "/priceList", { _id: list._id });
    expect((await figures(draftId)).priceList).toBeNull();
  });
});
