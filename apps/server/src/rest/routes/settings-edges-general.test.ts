import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { addCustomer, CLEAR_NO_HSN as CLEAR, LINE } from "../../../test/order-fixture";
import { useTwoCompanies } from "../../../test/two-companies";

describe("REST /api/setting: edges and general settings", () => {
  const s = useTwoCompanies();

  describe("edgeProfile and edgeSelection", () => {
    it("validates with the spec's messages", async () => {
      const res = await s.asA("POST", "/setting/edgeProfile", {
        edgeProfileName: "edgeProfile1",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: "",
        edgeProfileRate: "abc",
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        customEdgeProfileName: "Custom name is required",
        edgeProfileRate: "Rate must be a number",
      });
      const noOption = await s.asA("POST", "/setting/edgeProfile", {
        edgeProfileName: "edgeProfile1",
        edgeProfileRate: "-2",
      });
      expect(noOption.body.errors).toEqual({
        saveAsEdgeProfile: "Please select any one ",
        edgeProfileRate: "Rate must be a positive number",
      });
    });

    it("saves a profile by its catalogue name or by a name of the company's own", async () => {
      const byDefault = await s.asA("POST", "/setting/edgeProfile", {
        edgeProfileName: "edgeProfile16",
        saveAsEdgeProfile: "byDefault",
        edgeProfileRate: "35.25",
      });
      expect(byDefault.status).toBe(201);
      expect(byDefault.body.data).toMatchObject({
        catalogueValue: "edgeProfile16",
        saveAsEdgeProfile: "byDefault",
        edgeProfileRate: "35.25",
        hasAdditionalArea: true,
        areaInputsArr: [{ label: "A", value: 35 }],
      });
      expect(byDefault.body.data).toMatchObject({
        edgeProfileName: "Basin Cut-out",
        catalogueLabel: "Basin Cut-out",
      });

      const byName = await s.asA("POST", "/setting/edgeProfile", {
        edgeProfileName: "edgeProfile1",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: "Flat Polish",
        edgeProfileRate: "18",
      });
      expect(byName.body.data).toMatchObject({
        edgeProfileName: "Flat Polish",
        value: "Flat Polish",
        label: "Flat Polish",
      });

      const list = await s.asA("GET", "/setting/edgeProfile");
      expect(list.body.data.edgeProfileOption.map((p: { value: string }) => p.value)).toEqual([
        byDefault.body.data.value,
        "Flat Polish",
      ]);
      expect(list.body.data.edgeSelectionOption).toHaveLength(9);
      expect((await s.asB("GET", "/setting/edgeProfile")).body.data.edgeProfileOption).toEqual([]);

      const foreign = await s.asB("DELETE", "/setting/edgeProfile", { _id: byName.body.data._id });
      expect(foreign.status).toBe(404);
      const mine = await s.asA("DELETE", "/setting/edgeProfile", { _id: byName.body.data._id });
      expect(mine.body.data).toHaveLength(1);
    });

    it("renames an edge selection, keeping its side counts, for this company only", async () => {
      const res = await s.asA("PATCH", "/setting/edgeSelection", {
        value: "edgeSelection8",
        label: "All four",
      });
      expect(res.status).toBe(200);
      expect(res.body.data[7]).toMatchObject({
        value: "edgeSelection8",
        label: "All four",
        lengths: 2,
        widths: 2,
      });
      const other = await s.asB("GET", "/setting/edgeSelection");
      expect(other.body.data[7].label).toBe("Edge 8");
      const bad = await s.asA("PATCH", "/setting/edgeSelection", { value: "edgeSelection8", label: " " });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Label is required");
    });
  });

  describe("general", () => {
    it("starts with the spec's defaults; a company with a GSTIN charges GST on cutting (CGST Act sec. 15(2)(c))", async () => {
      const res = await s.asA("GET", "/setting/general");
      expect(res.body.data).toEqual({
        commonSetting: {
          cuttingColumnHide: false,
          cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
          edgeProfileColumnHide: false,
          gstColumnHide: false,
          gstOnCuttingRate: true,
          materialColumnHide: false,
          materialListColumnHide: false,
          multiplierColumnHide: false,
          wastageColumnHide: false,
          isAddExtraMaterialInRate: false,
        },
        pricingSettings: { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" },
        dateFormat: "DD-MM-YYYY",
        creditDays: 0,
      });
      // Without a GSTIN no GST is charged at all: the legacy default stays.
      const unregistered = (await signupCompany(s.t.app, { email: "no-gst@kerf.test", gstNo: "" }))
        .accessToken;
      const theirs = await rest(s.t.app, "GET", "/setting/general", undefined, unregistered);
      expect(theirs.body.data.commonSetting.gstOnCuttingRate).toBe(false);
      // Restoring the defaults restores the company's own.
      await rest(s.t.app, "DELETE", "/setting/general", {}, unregistered);
      const restored = await rest(s.t.app, "GET", "/setting/general", undefined, unregistered);
      expect(restored.body.data.commonSetting.gstOnCuttingRate).toBe(false);
    });

    it("is saved as a whole, refuses a missing cutting rate type, and DELETE restores the defaults", async () => {
      const current = (await s.asA("GET", "/setting/general")).body.data;
      const missing = await s.asA("POST", "/setting/general", {
        ...current,
        commonSetting: { ...current.commonSetting, cuttingRateType: null },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(" Please select any one");

      const saved = await s.asA("PATCH", "/setting/general", {
        commonSetting: {
          ...current.commonSetting,
          cuttingRateType: { id: 1, label: "Running Foot", value: "runningFt" },
          gstColumnHide: true,
        },
        pricingSettings: { unit: "mm", roundingStep: "0.5", minAreaPerPiece: "1.5" },
        dateFormat: "YYYY-MM-DD",
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        commonSetting: { cuttingRateType: { value: "runningFt" }, gstColumnHide: true },
        pricingSettings: { unit: "mm", roundingStep: "0.5", minAreaPerPiece: "1.5" },
        dateFormat: "YYYY-MM-DD",
      });
      expect((await s.asB("GET", "/setting/general")).body.data.dateFormat).toBe("DD-MM-YYYY");

      const reset = await s.asA("DELETE", "/setting/general", {});
      expect(reset.body.data).toEqual(current);
    });

    it("asks before a unit switch rereads open orders: 409 with how many, saved once confirmed", async () => {
      const token = (await signupCompany(s.t.app, { email: "units@kerf.test" })).accessToken;
      await rest(s.t.app, "POST", "/setting/material", CLEAR, token);
      const draftId = await addCustomer(s.t.app, token, "Mehta");
      const line = await rest(s.t.app, "POST", "/draft/material", { draftId, ...LINE }, token);
      expect(line.status).toBe(201);
      const current = (await rest(s.t.app, "GET", "/setting/general", undefined, token)).body.data;
      const toMm = { ...current, pricingSettings: { ...current.pricingSettings, unit: "mm" } };
      const refused = await rest(s.t.app, "POST", "/setting/general", toMm, token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '1 open order has its sizes typed in inches: switching to millimetres reads them as millimetres and reprices them. To switch anyway, send "confirmUnitChange": true.',
      );
      expect(
        (await rest(s.t.app, "GET", "/setting/general", undefined, token)).body.data.pricingSettings.unit,
      ).toBe("inch");
      // Other settings save as before while the unit stays.
      const other = { ...current, dateFormat: "YYYY-MM-DD" };
      expect((await rest(s.t.app, "POST", "/setting/general", other, token)).status).toBe(200);
      const confirmed = await rest(
        s.t.app,
        "POST",
        "/setting/general",
        { ...toMm, confirmUnitChange: true },
        token,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.pricingSettings.unit).toBe("mm");
    });
  });
});
