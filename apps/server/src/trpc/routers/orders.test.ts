import { placeOfSupply, priceOrder } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, type trpcClient } from "../../../test/clients";
import { HEADER, LINE, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

describe("tRPC orders.get", () => {
  let t: TestApp;
  let client: ReturnType<typeof trpcClient>;
  let draftId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    const { accessToken } = await signupCompany(t.app);
    ({ draftId, client } = await prepareOrder((m, p, b, tk) => rest(t.app, m, p, b, tk), url, accessToken));
    // A profile with an area input (A), a renamed selection and a hidden column: what the page shows.
    await client.settings.edgeProfiles.create.mutate({
      edgeProfileName: "Hole Drilling",
      saveAsEdgeProfile: "byName",
      customEdgeProfileName: "Holes",
      edgeProfileRate: "30",
    });
    await client.settings.edgeSelections.rename.mutate({ value: "edgeSelection8", label: "All round" });
    const general = await client.settings.general.get.query();
    await client.settings.general.save.mutate({
      ...general,
      commonSetting: { ...general.commonSetting, multiplierColumnHide: true },
    });
    await client.orders.addLine.mutate({
      customerId: draftId,
      line: {
        ...LINE,
        edgeSelection: "edgeSelection8",
        edgeProfile: "Holes",
        areaExtras: [{ label: "A", value: 3 }],
      },
    });
  });
  afterAll(() => t.close());

  it("ships everything the order page prices and shows with, as the settings pages list it", async () => {
    const [order, general, materials, edge] = await Promise.all([
      client.orders.get.query({ customerId: draftId }),
      client.settings.general.get.query(),
      client.settings.materials.list.query(),
      client.settings.edgeProfiles.list.query(),
    ]);
    const { pricing } = order;
    expect(pricing.unit).toBe(general.pricingSettings.unit);
    expect(pricing.commonSetting).toEqual(general.commonSetting);
    expect(pricing.materials.map((m) => m.materialName)).toEqual(materials.map((m) => m.materialName));
    expect(pricing.edgeProfiles).toEqual(
      edge.edgeProfiles.map((p) => ({
        edgeProfileName: p.edgeProfileName,
        edgeProfileRate: p.edgeProfileRate,
        areaInputsArr: p.areaInputsArr,
      })),
    );
    expect(pricing.edgeProfiles[0]!.areaInputsArr).toEqual([{ label: "A", value: 1 }]);
    expect(pricing.edgeSelections.map((s) => s.value)).toEqual(
      Array.from({ length: 9 }, (_, i) => `edgeSelection${i + 1}`),
    );
    expect(pricing.edgeSelections[7]).toMatchObject({ label: "All round", lengths: 2, widths: 2 });
  });

  it("prices on the page exactly as the server priced the lines", async () => {
    const order = await client.orders.get.query({ customerId: draftId });
    const supply = placeOfSupply(order.pricing.supplierGstin, order.header ?? {});
    const onPage = priceOrder(order.pricing, order.lines, supply);
    expect(onPage.lines.map((l) => l.priced)).toEqual(order.lines.map((l) => l.priced));
    expect(onPage.totals).toEqual(order.totals);
    expect(order.lines[1]!.priced).not.toBeNull();
  });
});

describe("the order header's place of supply (IGST Act sec. 10)", () => {
  let t: TestApp;
  let client: ReturnType<typeof trpcClient>;
  let draftId: string;
  let token: string;
  // The company is in Maharashtra (27AAPFU0939F1ZV); one line of Clear 5mm: 262.50, cutting 16.00 with GST.
  const header = { ...HEADER, date: new Date("2026-11-21") };
  const totalsWith = async (changes: Record<string, unknown>) => {
    await client.orders.saveHeader.mutate({
      customerId: draftId,
      header: { ...header, ...changes } as never,
    });
    const { totals } = await client.orders.get.query({ customerId: draftId });
    return [totals.cgst, totals.sgst, totals.igst];
  };
  const refusal = async (changes: Record<string, unknown>) => {
    const res = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId, header: { ...header, date: "2026-11-21", ...changes } },
      token,
    );
    return [res.status, res.body.errors];
  };
  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    token = (await signupCompany(t.app)).accessToken;
    ({ draftId, client } = await prepareOrder((m, p, b, tk) => rest(t.app, m, p, b, tk), url, token));
  });
  afterAll(() => t.close());

  it("an unregistered buyer's goods delivered in Karnataka are IGST; collected at the counter, CGST + SGST", async () => {
    expect(await totalsWith({ shipping_state: "29" })).toEqual(["0.00", "0.00", "50.13"]);
    expect(await totalsWith({ shipping_state: undefined, shipping_pin: "560010" })).toEqual([
      "0.00",
      "0.00",
      "50.13",
    ]);
    expect(await totalsWith({ shipping_state: "29", collected_at_shop: true })).toEqual([
      "25.07",
      "25.06",
      "0.00",
    ]);
  });

  it("an SEZ unit is IGST in the shop's own state, and no GST at all without payment (LUT)", async () => {
    const sez = { gst_no: "27AAACM4821K1ZG" };
    expect(await totalsWith({ ...sez, sez_supply: "with_payment" })).toEqual(["0.00", "0.00", "50.13"]);
    expect(await totalsWith({ ...sez, sez_supply: "without_payment" })).toEqual(["0.00", "0.00", "0.00"]);
  });

  it("refuses a header that leaves the place of supply unknown, an SEZ without a GSTIN, or the shop's own GSTIN", async () => {
    expect(await refusal({ shipping_state: undefined })).toEqual([
      400,
      {
        "header.shipping_state":
          "Shipping state is required (its PIN does not give it), or tick Collected at the shop",
      },
    ]);
    expect(await refusal({ sez_supply: "without_payment" })).toEqual([
      400,
      { "header.gst_no": "An SEZ unit or developer is registered: enter its GSTIN" },
    ]);
    const before = (await client.orders.get.query({ customerId: draftId })).header;
    expect(await refusal({ gst_no: "27AAPFU0939F1ZV" })).toEqual([
      400,
      { "header.gst_no": "The customer's GSTIN is the company's own: a business does not invoice itself" },
    ]);
    expect((await client.orders.get.query({ customerId: draftId })).header).toEqual(before);
    expect((await rest(t.app, "GET", "/draft/invoice", undefined, token)).body.total).toBe(0);
  });
});
