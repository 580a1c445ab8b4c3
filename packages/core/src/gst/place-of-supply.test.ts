import { describe, expect, it } from "vitest";
import { LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN } from "./__fixtures__/invoices";
import { stateOfPin, statesOfPin } from "./pin-states";
import { pinStateProblems, placeOfSupply } from "./place-of-supply";

// The shop is in Karnataka (29); Ravi Interiors' registration is in Maharashtra (27).
describe("place of supply (IGST Act sec. 10)", () => {
  it("a registered buyer: its GSTIN's state, wherever the goods go (bill to, ship to)", () => {
    const pos = placeOfSupply(SHOP_GSTIN, { gst_no: OUTSTATION_GSTIN, shipping_pin: "560010" });
    expect(pos).toEqual({
      code: "27",
      name: "Maharashtra",
      basis: "gstin",
      interState: true,
      withoutTax: false,
    });
    expect(placeOfSupply(SHOP_GSTIN, { gst_no: LOCAL_GSTIN, shipping_state: "27" })).toMatchObject({
      code: "29",
      interState: false,
    });
  });

  it("an unregistered buyer: where the goods are delivered, by the state chosen or the PIN", () => {
    expect(placeOfSupply(SHOP_GSTIN, { shipping_pin: "411057" })).toEqual({
      code: "27",
      name: "Maharashtra",
      basis: "delivery",
      interState: true,
      withoutTax: false,
    });
    // The state chosen wins over what the PIN suggests (a PIN outside it is a warning, below).
    expect(placeOfSupply(SHOP_GSTIN, { shipping_pin: "560010", shipping_state: "33" })).toMatchObject({
      code: "33",
      interState: true,
    });
    expect(placeOfSupply(SHOP_GSTIN, { billing_pin: "411026", shipping_pin: "560010" })).toMatchObject({
      code: "29",
      interState: false,
    });
  });

  it("collected at the counter: the shop's own state, whatever the addresses say", () => {
    expect(placeOfSupply(SHOP_GSTIN, { shipping_pin: "411057", collected_at_shop: true })).toEqual({
      code: "29",
      name: "Karnataka",
      basis: "counter",
      interState: false,
      withoutTax: false,
    });
  });

  it("an SEZ unit or developer: always IGST (sec. 7(5)(b)); without payment, no GST at all", () => {
    expect(placeOfSupply(SHOP_GSTIN, { gst_no: LOCAL_GSTIN, sez_supply: "with_payment" })).toMatchObject({
      code: "29",
      interState: true,
      withoutTax: false,
    });
    expect(placeOfSupply(SHOP_GSTIN, { gst_no: LOCAL_GSTIN, sez_supply: "without_payment" })).toMatchObject({
      interState: true,
      withoutTax: true,
    });
  });

  it("a company without a GSTIN charges no IGST; an old header without a state stays in the shop's", () => {
    expect(placeOfSupply(null, { shipping_pin: "411057" })).toMatchObject({ code: "27", interState: false });
    expect(placeOfSupply(SHOP_GSTIN, {})).toMatchObject({ code: "29", basis: "company", interState: false });
  });

  it("reads PINs by the e-invoice master's state ranges, the narrowest first where they overlap", () => {
    expect([stateOfPin("560058"), stateOfPin("411057"), stateOfPin("110001")]).toEqual(["29", "27", "07"]);
    expect(statesOfPin("403001")).toEqual(["30", "27"]);
    expect(statesOfPin("160017")).toEqual(["04", "03"]);
    expect(statesOfPin("500001")).toEqual(["36", "37"]);
    expect([stateOfPin("403001"), stateOfPin("012345"), stateOfPin("56005")]).toEqual([null, null, null]);
  });

  it("a PIN outside its address's state is said, naming both", () => {
    expect(
      pinStateProblems({
        gst_no: LOCAL_GSTIN,
        billing_pin: "411026",
        shipping_pin: "560010",
        shipping_state: "29",
      }),
    ).toEqual({
      billing_pin: "The billing PIN 411026 is not in Karnataka (29): check the PIN or the billing state",
    });
    expect(pinStateProblems({ shipping_pin: "403001", shipping_state: "30" })).toEqual({});
  });
});
