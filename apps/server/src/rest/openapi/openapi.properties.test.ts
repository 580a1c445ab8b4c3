// The REST document is the whole contract, in both directions: for every operation, bodies generated
// from the document itself are sent to the server. One valid per the document is never refused with 400
// (404 for an id that names nothing, 409 and 429 by design, and a wrong secret: a password or a reset
// token); one made invalid per the document is never accepted. Every answer matches its documented schema.
//
//   OPENAPI_RUNS=200 OPENAPI_SEED=42 npx vitest run src/rest/openapi/openapi.properties.test.ts
import { todayInIndia } from "@kerf/core";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, SIGNUP, signupCompany } from "../../../test/clients";
import {
  BY_DESIGN,
  byDesign400,
  type Operation,
  operationsOf,
  PROFILE,
} from "../../../test/openapi-operations";
import { CLEAR, prepareOrder } from "../../../test/order-fixture";
import { honour, mutate, REFERENCE, validArbitrary } from "../../../test/schema-arbitrary";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { OpenApiDocument } from "./document";

const RUNS = Number(process.env.OPENAPI_RUNS ?? 6);
const SEED = Number(process.env.OPENAPI_SEED ?? Date.now() % 1_000_000);

describe("the REST document, proven both ways against the server", () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let token: string;
  /** A second session of the same user, for the logout (taken first: logins have a limit per minute). */
  let spareToken: string;
  let url: string;
  // multipleOf read as decimals are (0.07 is a multiple of 0.01), as JSON's numbers are written.
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 6 });
  addFormats(ajv);
  // Query parameters travel as text: "17" is the integer 17.
  const queryAjv = new Ajv2020({ strict: false, coerceTypes: true });
  addFormats(queryAjv);
  /** The records the generated fields name: recreated whenever a call may have changed them. */
  const world: Record<string, string> = {};
  let dirty = true;

  /**
   * An item sold by the kg (any quantity to 3 decimals fits it, as the document's quantity says) and one
   * item line of it on the world's order (issue 29 point 3): a line whose item the runs deleted or changed
   * is made again, and the order never fills up with the runs' lines.
   */
  async function ensureItemLine(draftId: string) {
    const items = (await rest(t.app, "GET", "/setting/item", undefined, token)).body.data as {
      _id: string;
      name: string;
      unit: string;
    }[];
    const kg = { name: "Silicone", unit: "kg", rate: "7.35", gstRate: "18" };
    const found = items.find((i) => i.name === kg.name);
    if (found && found.unit !== kg.unit)
      await rest(t.app, "PATCH", "/setting/item", { ...kg, _id: found._id }, token);
    if (!found) await rest(t.app, "POST", "/setting/item", kg, token);
    world["ItemRecord/name"] = kg.name;
    const path = `/draft/item?draftId=${draftId}`;
    let lines = (await rest(t.app, "GET", path, undefined, token)).body.data as {
      _id: string;
      error: unknown;
    }[];
    if (lines.length !== 1 || lines[0]!.error) {
      for (const line of lines) await rest(t.app, "DELETE", "/draft/item", { _id: line._id }, token);
      const made = await rest(
        t.app,
        "POST",
        "/draft/item",
        { draftId, name: kg.name, quantity: "2.5" },
        token,
      );
      lines = [made.body.data];
    }
    world["LegacyItemLine/_id"] = lines[0]!._id;
  }

  async function ensureWorld() {
    if (!dirty) return;
    await rest(t.app, "DELETE", "/setting/general", undefined, token);
    let materials = (await rest(t.app, "GET", "/setting/material", undefined, token)).body.data as {
      _id: string;
      materialName: string;
    }[];
    if (!materials.some((m) => m.materialName === CLEAR.materialName)) {
      materials = [(await rest(t.app, "POST", "/setting/material", CLEAR, token)).body.data];
    }
    const material = materials.find((m) => m.materialName === CLEAR.materialName)!;
    world["MaterialRecord/_id"] = material._id;
    world["MaterialRecord/materialName"] = material.materialName;
    const remnants = (
      await rest(t.app, "GET", `/setting/material/remnant?materialId=${material._id}`, undefined, token)
    ).body.data as { _id: string }[];
    world["RemnantRecord/_id"] =
      remnants[0]?._id ??
      (
        await rest(
          t.app,
          "POST",
          "/setting/material/remnant",
          { materialId: material._id, width: "10", length: "20" },
          token,
        )
      ).body.data._id;
    const profiles = (await rest(t.app, "GET", "/setting/edgeProfile", undefined, token)).body.data
      .edgeProfileOption as {
      _id: string;
      edgeProfileName: string;
    }[];
    const profile =
      profiles.find((p) => p.edgeProfileName === PROFILE.edgeProfileName) ??
      (await rest(t.app, "POST", "/setting/edgeProfile", PROFILE, token)).body.data;
    world["EdgeProfileRecord/_id"] = profile._id;
    world["EdgeProfileRecord/edgeProfileName"] = profile.edgeProfileName;
    // The runs may have deleted every operation (DELETE is one of the operations sent): one is made again.
    const operation =
      (await rest(t.app, "GET", "/setting/operation", undefined, token)).body.data[0] ??
      (
        await rest(
          t.app,
          "POST",
          "/setting/operation",
          { name: "Hole", isHole: true, bands: [{ sizeUpTo: "1", rate: "40" }] },
          token,
        )
      ).body.data;
    world["OperationRecord/_id"] = operation._id;
    world["OperationRecord/name"] = operation.name;
    const items = (await rest(t.app, "GET", "/setting/item", undefined, token)).body.data as {
      _id: string;
    }[];
    world["ItemRecord/_id"] =
      items[0]?._id ??
      (
        await rest(
          t.app,
          "POST",
          "/setting/item",
          { name: "Shower hinge", unit: "nos", rate: "450", gstRate: "18" },
          token,
        )
      ).body.data._id;
    const priceLists = (await rest(t.app, "GET", "/priceList", undefined, token)).body.data as {
      _id: string;
    }[];
    world["PriceListRecord/_id"] =
      priceLists[0]?._id ??
      (
        await rest(
          t.app,
          "POST",
          "/priceList",
          { name: "Contractors", versions: [{ validFrom: "2026-11-01", overrides: {} }] },
          token,
        )
      ).body.data._id;
    // A customer with a header and a line or two: the order an invoice is made from.
    const order = world["CustomerRecord/_id"]
      ? await rest(t.app, "GET", `/draft/material?draftId=${world["CustomerRecord/_id"]}`, undefined, token)
      : undefined;
    let lines = order?.status === 200 ? (order.body.data.lines as { _id: string; error: unknown }[]) : [];
    if (lines.length === 0 || lines.length > 5 || lines.some((l) => l.error)) {
      const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
        rest(t.app, ...args);
      const { draftId } = await prepareOrder(call, url, token);
      lines = (await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token)).body.data
        .lines;
      world["CustomerRecord/_id"] = draftId;
    }
    world["LegacyPricedLine/_id"] = lines[0]!._id;
    await ensureItemLine(world["CustomerRecord/_id"]!);
    const invoice = world["InvoiceRecord/_id"]
      ? await rest(t.app, "GET", `/draft/invoice?id=${world["InvoiceRecord/_id"]}`, undefined, token)
      : undefined;
    if (invoice?.body.data?.status !== "issued") {
      const made = await rest(
        t.app,
        "POST",
        "/draft/invoice",
        { draftId: world["CustomerRecord/_id"] },
        token,
      );
      if (made.status === 201) world["InvoiceRecord/_id"] = made.body.data._id;
    }
    // A payment not deleted on that invoice, for the calls naming one.
    const payments = await rest(
      t.app,
      "GET",
      `/payment?invoiceId=${world["InvoiceRecord/_id"]}`,
      undefined,
      token,
    );
    const live = (payments.body.data?.payments ?? []).find((p: { deletedAt: string | null }) => !p.deletedAt);
    const paid = live
      ? undefined
      : await rest(
          t.app,
          "POST",
          "/payment",
          { invoiceId: world["InvoiceRecord/_id"], date: todayInIndia(), amount: "0.01", mode: "cash" },
          token,
        );
    if (live || paid?.status === 201) world["PaymentRecord/_id"] = live?._id ?? paid?.body.data._id;
    if (!world["CreditNoteRecord/_id"]) {
      const note = await rest(
        t.app,
        "POST",
        "/creditNote",
        { invoiceId: world["InvoiceRecord/_id"], reason: "A piece came chipped", amount: "1.00" },
        token,
      );
      world["CreditNoteRecord/_id"] = note.body.data._id;
    }
    if (!world["ChallanRecord/_id"]) {
      const challan = await rest(
        t.app,
        "POST",
        "/challan",
        {
          draftId: world["CustomerRecord/_id"],
          reason: "before_invoice",
          lines: [{ lineId: lines[0]!._id, quantity: 1 }],
        },
        token,
      );
      world["ChallanRecord/_id"] = challan.body.data._id;
    }
    if (!world["ProcessorRecord/_id"]) {
      const processor = await rest(
        t.app,
        "POST",
        "/processor",
        { name: "Shree Toughened Glass", gstin: "29AAGCB7383J1Z4", address: "Peenya, Bengaluru" },
        token,
      );
      world["ProcessorRecord/_id"] = processor.body.data?._id;
    }
    dirty = false;
  }

  /** The generated value with each field naming a record set to the current record. */
  function resolve(value: unknown): unknown {
    if (typeof value === "string" && value.startsWith(REFERENCE))
      return world[value.slice(REFERENCE.length)] ?? value;
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  }

  async function send(operation: Operation, input: unknown, authToken = token) {
    const headers: Record<string, string> = {};
    if (operation.op.security.length > 0) headers.access_token = authToken;
    let path = operation.path;
    let payload: string | undefined;
    if (operation.input?.in === "query") {
      const query = new URLSearchParams(Object.entries(input as object).map(([k, v]) => [k, String(v)]));
      path += `?${query}`;
    } else if (operation.input) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(input);
    }
    const res = await t.app.inject({
      method: operation.method as "GET",
      url: path,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    // A file answered as itself may be CSV (GSTR-1's tables): matched against its documented text type.
    const csv = String(res.headers["content-type"]).startsWith("text/csv");
    const body = (csv ? res.body : res.json()) as { message?: string };
    if (res.statusCode < 300 && operation.method !== "GET") dirty = true;
    const key = String(res.statusCode) in operation.op.responses ? String(res.statusCode) : "default";
    const media = csv ? "text~1csv" : "application~1json";
    const pointer = `openapi#/paths/${operation.path.replaceAll("/", "~1")}/${operation.method.toLowerCase()}/responses/${key}/content/${media}/schema`;
    const matches = ajv.getSchema(pointer)!(body);
    return { status: res.statusCode, body, matches };
  }

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    doc = (await t.app.inject("/api/openapi.json")).json();
    ajv.addSchema(doc as object, "openapi");
    token = (await signupCompany(t.app, { email: "owner@oas.test" })).accessToken;
    spareToken = (
      await rest(t.app, "POST", "/auth/login", { email: "owner@oas.test", password: SIGNUP.password })
    ).body.accessToken;
  }, 60_000);
  afterAll(() => t.close());

  it(`valid bodies are never refused with 400, invalid ones never accepted, answers as documented (${RUNS} runs, seed ${SEED})`, async () => {
    const started = performance.now();
    const failures: string[] = [];
    const counts = { operations: 0, valid: 0, invalid: 0, discarded: 0 };
    for (const operation of operationsOf(doc)) {
      const name = `${operation.method} ${operation.path}`;
      counts.operations++;
      if (!operation.input) {
        await ensureWorld();
        // Logging out ends a session of its own, not the one the other calls use.
        const own = operation.path === "/api/auth/logout" ? spareToken : token;
        const res = await send(operation, undefined, own);
        if (res.status >= 300 || !res.matches)
          failures.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      const inQuery = operation.input.in === "query";
      const check = (inQuery ? queryAjv : ajv).compile(operation.input.schema);
      // What the server receives: a query's values as text (anything else is no query at all).
      const asSent = (value: unknown) =>
        !inQuery
          ? value
          : value && typeof value === "object" && !Array.isArray(value)
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
            : {};
      const validate = (value: unknown) => check(structuredClone(value));
      const valid = fc.sample(validArbitrary(operation.input.schema), { numRuns: RUNS, seed: SEED });
      for (const [i, generated] of valid.entries()) {
        await ensureWorld();
        const body = asSent(honour(resolve(generated)));
        if (!validate(body)) {
          counts.discarded++;
          continue;
        }
        counts.valid++;
        const res = await send(operation, body);
        const refused = res.status === 400 && !byDesign400(res.body.message ?? "");
        if (
          refused ||
          res.status >= 500 ||
          (res.status >= 400 && res.status !== 400 && !BY_DESIGN.has(res.status))
        ) {
          failures.push(
            `${name} refused a valid body with ${res.status} ${JSON.stringify(res.body)}: ${JSON.stringify(body)}`,
          );
        }
        if (!res.matches)
          failures.push(
            `${name} ${res.status} answer not as documented: ${JSON.stringify(res.body).slice(0, 300)}`,
          );
        // The same body, changed in one place so that the document refuses it.
        for (const mutated of fc.sample(mutate(body), { numRuns: 2, seed: SEED + i })) {
          const changed = asSent(mutated);
          await ensureWorld();
          if (validate(changed)) {
            counts.discarded++;
            continue;
          }
          counts.invalid++;
          const bad = await send(operation, changed);
          if (bad.status < 400 || bad.status >= 500) {
            failures.push(
              `${name} answered ${bad.status} to a body the document refuses: ${JSON.stringify(changed).slice(0, 400)}`,
            );
          }
          if (!bad.matches)
            failures.push(
              `${name} ${bad.status} answer not as documented: ${JSON.stringify(bad.body).slice(0, 300)}`,
            );
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `openapi properties: ${counts.operations} operations, ${counts.valid} valid and ${counts.invalid} invalid bodies sent (${counts.discarded} discarded), ${seconds} s, seed ${SEED}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
