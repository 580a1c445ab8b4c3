import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { addCustomer, CLEAR_NO_HSN as CLEAR, CLEAR_STORED, LINE } from "../../../test/order-fixture";
import { storedState } from "../../../test/stored-state";
import { useTwoCompanies } from "../../../test/two-companies";

describe("REST /api/setting", () => {
  const s = useTwoCompanies();

  describe("material", () => {
    it("refuses a material with every rule's message and stores nothing", async () => {
      const res = await s.asA("POST", "/setting/material", {
        materialName: "",
        materialRate: "",
        cuttingRate: "",
        materialGst: "101",
        materialWastage: "",
      });
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
      expect((await s.asA("GET", "/setting/material")).body.data).toEqual([]);
    });

    it("adds a material and derives gstCharges itself", async () => {
      const res = await s.asA("POST", "/setting/material", { ...CLEAR, hsnCode: "7005" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        isError: false,
        message: "add SuccessFully...",
        data: {
          _id: expect.any(String),
          ...CLEAR_STORED,
          hsnCode: "7005",
          label: "Clear 5mm",
          value: "Clear 5mm",
        },
      });
    });

    it("refuses the same name in another case (409)", async () => {
      const res = await s.asA("POST", "/setting/material", { ...CLEAR, materialName: "clear 5MM" });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        isError: true,
        message: 'A material named "clear 5MM" already exists',
      });
    });

    it("updates and deletes, each answering the whole new list", async () => {
      const [mirror] = [
        (
          await s.asA("POST", "/setting/material", {
            ...CLEAR,
            materialName: "Mirror 4mm",
            materialRate: "48",
          })
        ).body.data,
      ];
      const updated = await s.asA("PATCH", "/setting/material", {
        ...mirror,
        materialRate: "50",
        materialGst: "28",
        gstCharges: "0",
      });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe("update SuccessFully...");
      expect(updated.body.data.map((m: { materialName: string }) => m.materialName)).toEqual([
        "Clear 5mm",
        "Mirror 4mm",
      ]);
      expect(updated.body.data[1]).toMatchObject({ materialRate: "50.00", gstCharges: "14.00" });

      const deleted = await s.asA("DELETE", "/setting/material", updated.body.data[1]);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.map((m: { materialName: string }) => m.materialName)).toEqual(["Clear 5mm"]);
    });

    it("is the company's own: another company can neither see, change nor delete it", async () => {
      const [clear] = (await s.asA("GET", "/setting/material")).body.data;
      expect((await s.asB("GET", "/setting/material")).body.data).toEqual([]);
      const patch = await s.asB("PATCH", "/setting/material", { ...clear, materialRate: "1" });
      expect(patch.status).toBe(404);
      expect(patch.body).toEqual({ isError: true, message: "Material not found" });
      const del = await s.asB("DELETE", "/setting/material", { _id: clear._id });
      expect(del.status).toBe(404);
      const after = (await s.asA("GET", "/setting/material")).body.data;
      expect(after).toEqual([clear]);
      // The other company may use the same name for a material of its own.
      expect((await s.asB("POST", "/setting/material", CLEAR)).status).toBe(201);
    });

    it("takes a GST % of the rate master only (400 naming the rates, nothing stored)", async () => {
      const before = await storedState(s.t.testDb.db);
      const res = await s.asA("POST", "/setting/material", {
        ...CLEAR,
        materialName: "Lacquered",
        materialGst: "12.5",
      });
      expect([res.status, res.body.errors]).toEqual([
        400,
        {
          materialGst:
            "GST % must be one of the GST rates: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40",
        },
      ]);
      expect(await storedState(s.t.testDb.db)).toEqual(before);
    });

    it("keeps a rate stored before the master, prices with it, and asks for a rate of the master on its next save", async () => {
      const token = (await signupCompany(s.t.app, { email: "old-rate@kerf.test" })).accessToken;
      const made = (await rest(s.t.app, "POST", "/setting/material", CLEAR, token)).body.data;
      await s.t.testDb.db
        .updateTable("materials")
        .set({ materialGst: "12.50" })
        .where("id", "=", made._id)
        .execute();
      const [stored] = (await rest(s.t.app, "GET", "/setting/material", undefined, token)).body.data;
      expect(stored.materialGst).toBe("12.50");
      const again = await rest(
        s.t.app,
        "PATCH",
        "/setting/material",
        { ...stored, materialRate: "70" },
        token,
      );
      expect([again.status, again.body.errors.materialGst]).toEqual([
        400,
        "GST % must be one of the GST rates: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40",
      ]);
      const fixed = await rest(
        s.t.app,
        "PATCH",
        "/setting/material",
        { ...stored, materialGst: "12" },
        token,
      );
      expect(fixed.body.data[0].materialGst).toBe("12.00");
    });

    it("fills in the 6- or 8-digit HSN its name suggests when made without one", async () => {
      const token = (await signupCompany(s.t.app, { email: "hsn@kerf.test" })).accessToken;
      const made = async (materialName: string, hsnCode?: string) =>
        (await rest(s.t.app, "POST", "/setting/material", { ...CLEAR, materialName, hsnCode }, token)).body
          .data.hsnCode;
      expect([
        await made("Toughened 12mm"),
        await made("Black Galaxy Granite"),
        await made("Clear Float 5mm"),
        await made("Clear 6mm", "70052990"),
        await made("ACP sheet"),
      ]).toEqual(["70071900", "680293", "700529", "70052990", null]);
    });

    it("needs a session", async () => {
      expect((await rest(s.t.app, "GET", "/setting/material")).status).toBe(401);
      expect((await rest(s.t.app, "POST", "/setting/material", CLEAR)).status).toBe(401);
    });
  });

  it("refuses to delete a material or edge profile that open orders use, naming how many; frees them once unused", async () => {
    const token = (await signupCompany(s.t.app, { email: "inuse@kerf.test" })).accessToken;
    const material = (await rest(s.t.app, "POST", "/setting/material", CLEAR, token)).body.data;
    const profile = (
      await rest(
        s.t.app,
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
      const draftId = await addCustomer(s.t.app, token, name);
      orders.push(draftId);
      const line = { ...LINE, edgeSelection: "edgeSelection8", edgeProfile: "Flat Polish" };
      const added = await rest(s.t.app, "POST", "/draft/material", { draftId, ...line }, token);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const refused = await rest(s.t.app, "DELETE", "/setting/material", { _id: material._id }, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Material "Clear 5mm" is used by 2 open orders: change or clear those lines first, then delete it.',
    );
    const profileRefused = await rest(s.t.app, "DELETE", "/setting/edgeProfile", { _id: profile._id }, token);
    expect(profileRefused.status).toBe(409);
    expect(profileRefused.body.message).toBe(
      'Edge profile "Flat Polish" is used by 2 open orders: change or clear those lines first, then delete it.',
    );
    for (const draftId of orders) {
      await rest(s.t.app, "DELETE", `/draft/material/all?draftId=${draftId}`, undefined, token);
    }
    expect((await rest(s.t.app, "DELETE", "/setting/edgeProfile", { _id: profile._id }, token)).status).toBe(
      200,
    );
    expect((await rest(s.t.app, "DELETE", "/setting/material", { _id: material._id }, token)).status).toBe(
      200,
    );
  });
});
