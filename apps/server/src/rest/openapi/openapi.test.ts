import { ZMaterialRecord } from "@kerf/core";
import { createDb, type Db } from "@kerf/db";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { parseEnv } from "../../env";
import type { OpenApiDocument } from "./document";

// docs/spec/portal-spec.md section 7, every method and path.
const SECTION_7 = [
  "POST /api/auth/login",
  "POST /api/auth/signup",
  "GET /api/auth/user",
  "POST /api/auth/user",
  "POST /api/auth/updatePassword",
  "POST /api/auth/verifyEmail",
  "POST /api/auth/forgotPassword",
  "POST /api/auth/verifyToken",
  "POST /api/auth/logout",
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/material`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/edgeProfile`),
  ...["GET", "POST", "PATCH"].map((m) => `${m} /api/setting/edgeSelection`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/general`),
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/draft`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/draft/material`),
  "DELETE /api/draft/material/all",
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/draft/invoice`),
  // Cut plans (issue 15).
  ...["GET", "PATCH"].map((m) => `${m} /api/setting/material/stock`),
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/setting/material/remnant`),
  "GET /api/draft/cutPlan",
  "POST /api/draft/cutPlan/mark",
  "POST /api/cutting/plan",
];
// Issue 16: quotations and invoices that leave the shop.
const SHARING = [
  "GET /api/setting/company",
  "POST /api/setting/company",
  "POST /api/draft/share",
  "DELETE /api/draft/share",
  "GET /api/draft/quotation.pdf",
  "GET /api/draft/invoice.pdf",
  "POST /api/draft/quotation/email",
  "POST /api/draft/invoice/share",
  "DELETE /api/draft/invoice/share",
  "POST /api/draft/invoice/email",
];
// Issue 17: payments and what customers still owe.
const PAYMENTS = [
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/payment`),
  "GET /api/payment/receipt.pdf",
  "GET /api/receivables",
  "GET /api/draft/statement",
];
// Issue 17: credit notes.
const CREDIT_NOTES = ["POST /api/creditNote", "GET /api/creditNote", "GET /api/creditNote.pdf"];
// Issue 17: the GST files.
const GST_FILES = [
  "GET /api/draft/invoice/einvoice",
  "GET /api/draft/invoice/ewaybill",
  "POST /api/draft/invoice/transport",
  "POST /api/draft/invoice/irn",
  "GET /api/gst/gstr1",
  "GET /api/creditNote/einvoice",
];
const PUBLIC_LINKS = [
  "GET /api/public/quote/{token}",
  "GET /api/public/quote/{token}/pdf",
  "POST /api/public/quote/{token}/accept",
  "POST /api/public/quote/{token}/changes",
  "GET /api/public/invoice/{token}",
  "GET /api/public/invoice/{token}/pdf",
];
const PUBLIC = [
  ...["login", "signup", "verifyEmail", "forgotPassword", "verifyToken"].map((p) => `POST /api/auth/${p}`),
  ...PUBLIC_LINKS,
];

describe("the OpenAPI document and its reference page", () => {
  // Neither needs the database: an app on one that cannot be reached serves them.
  let db: Db;
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    db = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
    app = await buildApp({
      db,
      env: parseEnv({ LOG_LEVEL: "silent" }),
      mailTransport: null,
      mailIntervalMs: 3_600_000,
    });
    const res = await app.inject("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    doc = res.json();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  it("is OpenAPI 3.1 with every path and method of portal-spec section 7, and nothing else", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual([...SECTION_7, ...SHARING, ...PAYMENTS, ...CREDIT_NOTES, ...GST_FILES, ...PUBLIC_LINKS].sort());
  });

  it("asks for the access_token header everywhere but login, signup, the reset calls", () => {
    expect(doc.components.securitySchemes.accessToken).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "access_token" }),
    );
    for (const { key, op } of operations()) {
      if (PUBLIC.includes(key)) {
        expect(op.security, key).toEqual([]);
        // A failed login is a 401 (docs/spec/product.md); no other public call answers one.
        if (key === "POST /api/auth/login") expect(op.responses, key).toHaveProperty("401");
        else expect(op.responses, key).not.toHaveProperty("401");
      } else {
        expect(op.security, key).toEqual([{ accessToken: [] }]);
        expect(op.responses, key).toHaveProperty("401");
      }
    }
  });

  it("describes the request from the same zod schemas the routes validate with, every rule", () => {
    const body = (path: string, method: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: reading into the document's JSON
      doc.paths[path]![method]!.requestBody!.content["application/json"].schema as Record<string, any>;
    const material = body("/api/setting/material", "post").properties;
    expect(material.materialRate).toMatchObject({ type: ["number", "string"], minimum: 0, multipleOf: 0.01 });
    expect(material.materialGst).toMatchObject({ maximum: 100 });
    expect(material.materialGst.description).toContain(
      "'value should be less then or equal to 100' (maximum)",
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
    const [cancel, header, top] = patch.allOf[1].anyOf;
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
    const list = doc.paths["/api/draft"]!.get!;
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
    for (const { key, op } of operations()) walk(op.requestBody?.content["application/json"].schema, key);
  });

  it("gives every answer the envelope, with the records as shared schemas", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(doc as object, "openapi");
    const schemaOf = (path: string, method: string, status: string) =>
      ajv.getSchema(
        `openapi#/paths/${path.replaceAll("/", "~1")}/${method}/responses/${status}/content/application~1json/schema`,
      )!;
    const material = {
      _id: "0b6f2a53-0c56-4e1a-9d2e-2f7f6f0f1a11",
      id: "0b6f2a53-0c56-4e1a-9d2e-2f7f6f0f1a11",
      materialName: "Clear 5mm",
      materialRate: "62.50",
      cuttingRate: "4.00",
      materialGst: "18.00",
      materialWastage: "5.00",
      gstCharges: "11.25",
      hsnCode: null,
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
      cuttingSac: "998898",
    };
    for (const key of [
      "materialName",
      "materialRate",
      "cuttingRate",
      "materialGst",
      "materialWastage",
      "gstCharges",
      "hsnCode",
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
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });

  it("serves a reference page of every path, styled from the app, with no script", async () => {
    const res = await app.inject("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    // The CSP stays as strict as everywhere else.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"'\s]*\.(css|js)/);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    for (const key of SECTION_7) {
      const [method, path] = key.split(" ");
      expect(html, key).toContain(
        `<span class="method method-${method!.toLowerCase()}">${method}</span> <code class="path">${path}</code>`,
      );
    }
    expect(html).toContain('<a href="#schema-MaterialRecord">#/components/schemas/MaterialRecord</a>');

    const css = await app.inject("/api/docs/docs.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    expect(css.body).toContain(".method-get");
  });
});
