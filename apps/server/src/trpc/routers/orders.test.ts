import { placeOfSupply, priceOrder } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, type trpcClient } from "../../../test/clients";
import { LINE, prepareOrder } from "../../../test/order-fixture";
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
