import { ZLoginInput, ZMaterialRecord } from "@kerf/core";
import { createDb, type Db } from "@kerf/db";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../app";
import { parseEnv } from "../../env";
import type { OpenApiDocument } from "./document";

// portal-spec section 7, every method and path.
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
];
const PUBLIC = ["login", "signup", "verifyEmail", "forgotPassword", "verifyToken"].map(
  (p) => `POST /api/auth/${p}`,
);

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
    ).toEqual([...SECTION_7].sort());
  });

  it("asks for the access_token header everywhere but login, signup, the reset calls", () => {
    expect(doc.components.securitySchemes.accessToken).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "access_token" }),
    );
    for (const { key, op } of operations()) {
      if (PUBLIC.includes(key)) {
        expect(op.security, key).toEqual([]);
        // A failed login is a 401 (product.md); no other public call answers one.
        if (key === "POST /api/auth/login") expect(op.responses, key).toHaveProperty("401");
        else expect(op.responses, key).not.toHaveProperty("401");
      } else {
        expect(op.security, key).toEqual([{ accessToken: [] }]);
        expect(op.responses, key).toHaveProperty("401");
      }
    }
  });

  it("describes the request from the same zod schemas the routes validate with", () => {
    const login = doc.paths["/api/auth/login"]!.post!;
    const { $schema: _, ...expected } = z.toJSONSchema(ZLoginInput, {
      target: "draft-2020-12",
      io: "input",
      unrepresentable: "any",
    });
    expect(login.requestBody?.content["application/json"].schema).toEqual(expected);
    const forgot =
      doc.paths["/api/auth/forgotPassword"]!.post!.requestBody!.content["application/json"].schema;
    expect((forgot.oneOf as unknown[]).length).toBe(2);
    const list = doc.paths["/api/draft"]!.get!;
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ["search", "query", false],
      ["page", "query", false],
    ]);
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
