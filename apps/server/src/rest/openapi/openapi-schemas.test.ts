import { ZMaterialRecord } from "@kerf/core";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { servedDocument } from "../../../test/openapi-app";
import { CLEAR_STORED } from "../../../test/order-fixture";

describe("the OpenAPI document's schemas: requests as the routes validate, answers in the envelope", () => {
  const served = servedDocument();
  const operations = served.operations;

  it("describes the request from the same zod schemas the routes validate with, every rule", () => {
    const doc = served.doc();
    const body = (path: string, method: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: reading into the document's JSON
      doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema as Record<string, any>;
    const material = body("/api/setting/material", "post").properties;
    expect(material.materialRate).toMatchObject({ type: ["number", "string"], minimum: 0, multipleOf: 0.01 });
    // The GST rate master: the rates as numbers, or their decimal text.
    expect(material.materialGst.anyOf[0]).toEqual({
      type: "number",
      enum: [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40],
    });
    expect(material.materialGst.description).toContain(
      "'GST % must be one of the GST rates: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40' (anyOf (not a rate of the master))",
    );
    const signup = body("/api/auth/signup", "post").properties;
    expect(signup.email).toMatchObject({ type: "string", format: "email" });
    expect(signup.phoneNumber.pattern).toBe("^\\s*(?:\\d{10})\\s*$");
    // Optional (a shop not registered for GST leaves it empty), checked when given.
    expect(signup.gstNo.anyOf[0]).toMatchObject({
      "x-check-character": expect.objectContaining({ algorithm: "Luhn mod 36" }),
    });
    expect(signup.gstNo.anyOf.slice(1)).toEqual([{ type: "null" }, { type: "string", pattern: "^\\s*$" }]);
    expect(signup.companyName).toMatchObject({ maxLength: 120, pattern: "\\S" });
    const customer = body("/api/draft", "post").properties;
    expect(customer.date).toMatchObject({
      type: "string",
      anyOf: [{ format: "date" }, { format: "date-time" }],
    });
    const invoiceDate = body("/api/draft/invoice", "post").properties.date;
    expect(invoiceDate.anyOf[0]).toMatchObject({ type: "string", format: "date" });
    const edge = body("/api/setting/edgeProfile", "post").properties;
    expect(edge.edgeProfileName.enum).toHaveLength(72);
    expect(edge.edgeProfileName.enum).toContain("edgeProfile36");
    const settings = body("/api/setting/general", "post").properties;
    expect(settings.commonSetting.properties.cuttingRateType.anyOf).toHaveLength(2);
    // The PATCH of an invoice: cancel, or correct at least one field; nothing else passes.
    const patch = body("/api/draft/invoice", "patch");
    const [cancel, header, top] = patch.allOf[1].oneOf;
    expect(cancel).toMatchObject({ required: ["status"], properties: { status: { const: "cancelled" } } });
    expect(header.required).toEqual(["header"]);
    // Names and addresses, and each address's PIN code and city.
    expect(header.properties.header.anyOf).toHaveLength(9);
    expect(top.anyOf).toHaveLength(9);
    expect(top.properties.status).toEqual({ not: {} });
    const line = body("/api/draft/material", "post");
    expect(line.properties.materialType["x-references"]).toEqual({
      schema: "#/components/schemas/MaterialRecord",
      property: "materialName",
    });
    expect(line.then).toEqual({
      required: ["edgeProfile"],
      properties: { edgeProfile: { type: "string", pattern: "\\S" } },
    });
    const forgot = body("/api/auth/forgotPassword", "post");
    expect((forgot.oneOf as unknown[]).length).toBe(2);
    const list = served.doc().paths["/api/draft"]!.get!;
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ["search", "query", false],
      ["page", "query", false],
      ["state", "query", false],
    ]);
  });

  it("has no anyOf with a schema that takes anything, and a message for every rule of every field", () => {
    const walk = (schema: unknown, where: string): void => {
      if (Array.isArray(schema)) {
        for (const [i, s] of schema.entries()) walk(s, `${where}/${i}`);
        return;
      }
      if (!schema || typeof schema !== "object") return;
      const s = schema as Record<string, unknown>;
      for (const key of ["anyOf", "oneOf"]) {
        for (const branch of (s[key] as object[] | undefined) ?? []) {
          expect(Object.keys(branch).length, `${where} ${key}`).toBeGreaterThan(0);
        }
      }
      if (s.type === "object" && s.properties) {
        for (const [name, property] of Object.entries(
          s.properties as Record<string, Record<string, unknown>>,
        )) {
          const rules = ["pattern", "format", "minimum", "maximum", "maxLength", "minLength", "enum"].filter(
            (k) => k in property,
          );
          if (rules.length > 0) expect(property.description, `${where}.${name}`).toMatch(/Refused with/);
        }
      }
      for (const [key, value] of Object.entries(s)) walk(value, `${where}/${key}`);
    };
    for (const { key, op } of operations())
      walk(Object.values(op.requestBody?.content ?? {})[0]?.schema, key);
  });

  it("gives every answer the envelope, with the records as shared schemas", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(served.doc() as object, "openapi");
    const schemaOf = (path: string, method: string, status: string) =>
      ajv.getSchema(
        `openapi#/paths/${path.replaceAll("/", "~1")}/${method}/responses/${status}/content/application~1json/schema`,
      )!;
    const material = {
      _id: "0b6f2a53-0c56-4e1a-9d2e-2f7f6f0f1a11",
      id: "0b6f2a53-0c56-4e1a-9d2e-2f7f6f0f1a11",
      ...CLEAR_STORED,
      hsnCode: null,
      toughened: false,
      thicknessMm: null,
      label: "Clear 5mm",
      value: "Clear 5mm",
    };
    expect(ZMaterialRecord.parse(material)).toEqual(material);
    const created = schemaOf("/api/setting/material", "post", "201");
    expect(created({ isError: false, message: "add SuccessFully...", data: material })).toBe(true);
    expect(created({ isError: false, message: "x", data: { ...material, extra: 1 } })).toBe(false);
    expect(created({ isError: false, message: "x", data: { ...material, materialRate: 62.5 } })).toBe(false);
    const failure = schemaOf("/api/setting/material", "post", "400");
    expect(
      failure({ isError: true, message: "Material name is Required", errors: { materialName: "x" } }),
    ).toBe(true);
    expect(failure({ isError: false, message: "x" })).toBe(false);
    const login = schemaOf("/api/auth/login", "post", "200");
    const user = {
      ...material,
      company_name: "A",
      email_id: "a@b.in",
      phone_no: "1",
      address: "x",
      gstNo: "g",
      pinCode: null,
      city: null,
      person: { name: "", email: "a@b.in", role: "owner", roleName: "Owner", permissions: ["orders.read"] },
    };
    for (const key of [
      "materialName",
      "materialRate",
      "cuttingRate",
      "materialGst",
      "materialWastage",
      "gstCharges",
      "hsnCode",
      "toughened",
      "thicknessMm",
      "label",
      "value",
    ])
      delete (user as Record<string, unknown>)[key];
    const auth = { accessToken: "a.b", user, isRegistered: false };
    expect(login({ isError: false, message: "Login successful", data: auth, accessToken: "a.b", user })).toBe(
      true,
    );
    expect(login({ isError: false, message: "Login successful", data: auth })).toBe(false);
    for (const name of [
      "MaterialRecord",
      "CustomerRecord",
      "InvoiceRecord",
      "UserDetail",
      "QuoteTotals",
      "Failure",
    ]) {
      expect(served.doc().components.schemas, name).toHaveProperty(name);
    }
  });
});
