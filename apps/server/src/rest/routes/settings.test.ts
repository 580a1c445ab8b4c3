import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { LINE } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

const CLEAR = {
  materialName: "Clear 5mm",
  materialRate: "62.50",
  cuttingRate: "4",
  materialGst: "18",
  materialWastage: "5",
  gstCharges: "999.99",
};

describe("REST /api/setting", () => {
  let t: TestApp;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = (await signupCompany(t.app)).accessToken;
    b = (await signupCompany(t.app, { email: "other@rivalglass.in", companyName: "Rival Glass" }))
      .accessToken;
  });
  afterAll(() => t.close());

  describe("material", () => {
    it("refuses a material with every rule's message and stores nothing", async () => {
      const res = await rest(
        t.app,
        "POST",
        "/setting/material",
        { materialName: "", materialRate: "", cuttingRate: "", materialGst: "101", materialWastage: "" },
        a,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        isError: true,
        message: "Material name is Required",
        errors: {
          materialName: "Material name is Required",
          materialRate: "Material rate is Required",
          cuttingRate: "Cutting rate is Required",
          materialGst: "value should be less then or equal to 100",
          materialWastage: "Material wastage is Required",
        },
      });
      expect((await rest(t.app, "GET", "/setting/material", undefined, a)).body.data).toEqual([]);
    });

    it("adds a material and derives gstCharges itself", async () => {
      const res = await rest(t.app, "POST", "/setting/material", { ...CLEAR, hsnCode: "7005" }, a);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        isError: false,
        message: "add SuccessFully...",
        data: {
          _id: expect.any(String),
          materialName: "Clear 5mm",
          materialRate: "62.50",
          cuttingRate: "4.00",
          materialGst: "18.00",
          materialWastage: "5.00",
          gstCharges: "11.25",
          hsnCode: "7005",
          label: "Clear 5mm",
          value: "Clear 5mm",
        },
      });
    });

    it("refuses the same name in another case (409)", async () => {
      const res = await rest(t.app, "POST", "/setting/material", { ...CLEAR, materialName: "clear 5MM" }, a);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        isError: true,
        message: 'A material named "clear 5MM" already exists',
      });
    });

    it("updates and deletes, each answering the whole new list", async () => {
      const [mirror] = [
        (
          await rest(
            t.app,
            "POST",
            "/setting/material",
            { ...CLEAR, materialName: "Mirror 4mm", materialRate: "48" },
            a,
          )
        ).body.data,
      ];
      const updated = await rest(
        t.app,
        "PATCH",
        "/setting/material",
        { ...mirror, materialRate: "50", materialGst: "28", gstCharges: "0" },
        a,
      );
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe("update SuccessFully...");
      expect(updated.body.data.map((m: { materialName: string }) => m.materialName)).toEqual([
        "Clear 5mm",
        "Mirror 4mm",
      ]);
      expect(updated.body.data[1]).toMatchObject({ materialRate: "50.00", gstCharges: "14.00" });

      const deleted = await rest(t.app, "DELETE", "/setting/material", updated.body.data[1], a);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.map((m: { materialName: string }) => m.materialName)).toEqual(["Clear 5mm"]);
    });

    it("is the company's own: another company can neither see, change nor delete it", async () => {
      const [clear] = (await rest(t.app, "GET", "/setting/material", undefined, a)).body.data;
      expect((await rest(t.app, "GET", "/setting/material", undefined, b)).body.data).toEqual([]);
      const patch = await rest(t.app, "PATCH", "/setting/material", { ...clear, materialRate: "1" }, b);
      expect(patch.status).toBe(404);
      expect(patch.body).toEqual({ isError: true, message: "Material not found" });
      const del = await rest(t.app, "DELETE", "/setting/material", { _id: clear._id }, b);
      expect(del.status).toBe(404);
      const after = (await rest(t.app, "GET", "/setting/material", undefined, a)).body.data;
      expect(after).toEqual([clear]);
      // The other company may use the same name for a material of its own.
      expect((await rest(t.app, "POST", "/setting/material", CLEAR, b)).status).toBe(201);
    });

    it("needs a session", async () => {
      expect((await rest(t.app, "GET", "/setting/material")).status).toBe(401);
      expect((await rest(t.app, "POST", "/setting/material", CLEAR)).status).toBe(401);
    });
  });

  describe("edgeProfile and edgeSelection", () => {
    it("validates with the spec's messages", async () => {
      const res = await rest(
        t.app,
        "POST",
        "/setting/edgeProfile",
        {
          edgeProfileName: "edgeProfile1",
          saveAsEdgeProfile: "byName",
          customEdgeProfileName: "",
          edgeProfileRate: "abc",
        },
        a,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        customEdgeProfileName: "Custom name is required",
        edgeProfileRate: "Rate must be a number",
      });
      const noOption = await rest(
        t.app,
        "POST",
        "/setting/edgeProfile",
        { edgeProfileName: "edgeProfile1", edgeProfileRate: "-2" },
        a,
      );
      expect(noOption.body.errors).toEqual({
        saveAsEdgeProfile: "Please select any one ",
        edgeProfileRate: "Rate must be a positive number",
      });
    });

    it("saves a profile by its catalogue name or by a name of the company's own", async () => {
      const byDefault = await rest(
        t.app,
        "POST",
        "/setting/edgeProfile",
        { edgeProfileName: "edgeProfile16", saveAsEdgeProfile: "byDefault", edgeProfileRate: "35.25" },
        a,
      );
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

      const byName = await rest(
        t.app,
        "POST",
        "/setting/edgeProfile",
        {
          edgeProfileName: "edgeProfile1",
          saveAsEdgeProfile: "byName",
          customEdgeProfileName: "Flat Polish",
          edgeProfileRate: "18",
        },
        a,
      );
      expect(byName.body.data).toMatchObject({
        edgeProfileName: "Flat Polish",
        value: "Flat Polish",
        label: "Flat Polish",
      });

      const list = await rest(t.app, "GET", "/setting/edgeProfile", undefined, a);
      expect(list.body.data.edgeProfileOption.map((p: { value: string }) => p.value)).toEqual([
        byDefault.body.data.value,
        "Flat Polish",
      ]);
      expect(list.body.data.edgeSelectionOption).toHaveLength(9);
      expect(
        (await rest(t.app, "GET", "/setting/edgeProfile", undefined, b)).body.data.edgeProfileOption,
      ).toEqual([]);

      const foreign = await rest(t.app, "DELETE", "/setting/edgeProfile", { _id: byName.body.data._id }, b);
      expect(foreign.status).toBe(404);
      const mine = await rest(t.app, "DELETE", "/setting/edgeProfile", { _id: byName.body.data._id }, a);
      expect(mine.body.data).toHaveLength(1);
    });

    it("renames an edge selection, keeping its side counts, for this company only", async () => {
      const res = await rest(
        t.app,
        "PATCH",
        "/setting/edgeSelection",
        { value: "edgeSelection8", label: "All four" },
        a,
      );
      expect(res.status).toBe(200);
      expect(res.body.data[7]).toMatchObject({
        value: "edgeSelection8",
        label: "All four",
        lengths: 2,
        widths: 2,
      });
      const other = await rest(t.app, "GET", "/setting/edgeSelection", undefined, b);
      expect(other.body.data[7].label).toBe("Edge 8");
      const bad = await rest(
        t.app,
        "PATCH",
        "/setting/edgeSelection",
        { value: "edgeSelection8", label: " " },
        a,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Label is required");
    });
  });

  describe("general", () => {
    it("starts with the spec's defaults", async () => {
      const res = await rest(t.app, "GET", "/setting/general", undefined, a);
      expect(res.body.data).toEqual({
        commonSetting: {
          cuttingColumnHide: false,
          cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
          edgeProfileColumnHide: false,
          gstColumnHide: false,
          gstOnCuttingRate: false,
          materialColumnHide: false,
          materialListColumnHide: false,
          multiplierColumnHide: false,
          wastageColumnHide: false,
          isAddExtraMaterialInRate: false,
        },
        pricingSettings: { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" },
        dateFormat: "DD-MM-YYYY",
      });
    });

    it("is saved as a whole, refuses a missing cutting rate type, and DELETE restores the defaults", async () => {
      const current = (await rest(t.app, "GET", "/setting/general", undefined, a)).body.data;
      const missing = await rest(
        t.app,
        "POST",
        "/setting/general",
        { ...current, commonSetting: { ...current.commonSetting, cuttingRateType: null } },
        a,
      );
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(" Please select any one");

      const saved = await rest(
        t.app,
        "PATCH",
        "/setting/general",
        {
          commonSetting: {
            ...current.commonSetting,
            cuttingRateType: { id: 1, label: "Running Foot", value: "runningFt" },
            gstColumnHide: true,
          },
          pricingSettings: { unit: "mm", roundingStep: "0.5", minAreaPerPiece: "1.5" },
          dateFormat: "YYYY-MM-DD",
        },
        a,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        commonSetting: { cuttingRateType: { value: "runningFt" }, gstColumnHide: true },
        pricingSettings: { unit: "mm", roundingStep: "0.5", minAreaPerPiece: "1.5" },
        dateFormat: "YYYY-MM-DD",
      });
      expect((await rest(t.app, "GET", "/setting/general", undefined, b)).body.data.dateFormat).toBe(
        "DD-MM-YYYY",
      );

      const reset = await rest(t.app, "DELETE", "/setting/general", {}, a);
      expect(reset.body.data).toEqual(current);
    });

    it("asks before a unit switch rereads open orders: 409 with how many, saved once confirmed", async () => {
      const token = (await signupCompany(t.app, { email: "units@kerf.test" })).accessToken;
      await rest(t.app, "POST", "/setting/material", CLEAR, token);
      const customer = await rest(
        t.app,
        "POST",
        "/draft",
        { customerName: "Mehta", phoneNo: "9876543210", date: "2026-11-21" },
        token,
      );
      const line = await rest(
        t.app,
        "POST",
        "/draft/material",
        { draftId: customer.body.data._id, ...LINE },
        token,
      );
      expect(line.status).toBe(201);
      const current = (await rest(t.app, "GET", "/setting/general", undefined, token)).body.data;
      const toMm = { ...current, pricingSettings: { ...current.pricingSettings, unit: "mm" } };
      const refused = await rest(t.app, "POST", "/setting/general", toMm, token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '1 open order has its sizes typed in inches: switching to millimetres reads them as millimetres and reprices them. To switch anyway, send "confirmUnitChange": true.',
      );
      expect(
        (await rest(t.app, "GET", "/setting/general", undefined, token)).body.data.pricingSettings.unit,
      ).toBe("inch");
      // Other settings save as before while the unit stays.
      const other = { ...current, dateFormat: "YYYY-MM-DD" };
      expect((await rest(t.app, "POST", "/setting/general", other, token)).status).toBe(200);
      const confirmed = await rest(
        t.app,
        "POST",
        "/setting/general",
        { ...toMm, confirmUnitChange: true },
        token,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.pricingSettings.unit).toBe("mm");
    });
  });

  it("refuses to delete a material or edge profile that open orders use, naming how many; frees them once unused", async () => {
    const token = (await signupCompany(t.app, { email: "inuse@kerf.test" })).accessToken;
    const material = (await rest(t.app, "POST", "/setting/material", CLEAR, token)).body.data;
    const profile = (
      await rest(
        t.app,
        "POST",
        "/setting/edgeProfile",
        {
          edgeProfileName: "edgeProfile1",
          saveAsEdgeProfile: "byName",
          customEdgeProfileName: "Flat Polish",
          edgeProfileRate: "12",
        },
        token,
      )
    ).body.data;
    const orders: string[] = [];
    for (const name of ["Mehta", "Rao"]) {
      const customer = await rest(
        t.app,
        "POST",
        "/draft",
        { customerName: name, phoneNo: "9876543210", date: "2026-11-21" },
        token,
      );
      orders.push(customer.body.data._id);
      const line = { ...LINE, edgeSelection: "edgeSelection8", edgeProfile: "Flat Polish" };
      const added = await rest(
        t.app,
        "POST",
        "/draft/material",
        { draftId: customer.body.data._id, ...line },
        token,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const refused = await rest(t.app, "DELETE", "/setting/material", { _id: material._id }, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Material "Clear 5mm" is used by 2 open orders: change or clear those lines first, then delete it.',
    );
    const profileRefused = await rest(t.app, "DELETE", "/setting/edgeProfile", { _id: profile._id }, token);
    expect(profileRefused.status).toBe(409);
    expect(profileRefused.body.message).toBe(
      'Edge profile "Flat Polish" is used by 2 open orders: change or clear those lines first, then delete it.',
    );
    for (const draftId of orders) {
      await rest(t.app, "DELETE", `/draft/material/all?draftId=${draftId}`, undefined, token);
    }
    expect((await rest(t.app, "DELETE", "/setting/edgeProfile", { _id: profile._id }, token)).status).toBe(
      200,
    );
    expect((await rest(t.app, "DELETE", "/setting/material", { _id: material._id }, token)).status).toBe(200);
  });
});
