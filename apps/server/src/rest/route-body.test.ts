import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BANK_STATEMENT_MESSAGES, MESSAGES, refusalMessage } from "@kerf/core";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../test/clients";
import { useListeningApp } from "../../test/listening-app";
import { byDesign400 } from "../../test/openapi-operations";
import { addCustomer, CLEAR, LINE, prepareOrder } from "../../test/order-fixture";
import { addPerson } from "../../test/team";

// Every route parses its body with the schema the REST document shows (issue 28 point 2): a body of
// several shapes, one read in the company's unit and a multipart form alike.

const s = useListeningApp();

/** What the document says of a route's body: valid or not (its first content type's schema). */
async function documented(path: string, method: string) {
  const doc = (await rest(s.t.app, "GET", "/openapi.json")).body;
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema(doc, "openapi");
  const content = doc.paths[`/api${path}`][method].requestBody.content;
  const type = Object.keys(content)[0]!.replaceAll("/", "~1");
  return ajv.getSchema(
    `openapi#/paths/${`/api${path}`.replaceAll("/", "~1")}/${method}/requestBody/content/${type}/schema`,
  )!;
}

/** Each body: whether the document takes it, and whether the server did (no 400 but by design). */
async function both(path: string, method: "POST" | "PATCH", bodies: unknown[], token?: string) {
  const valid = await documented(path, method.toLowerCase());
  const answers = [];
  for (const body of bodies) {
    const res = await rest(s.t.app, method, path, body, token);
    const taken = res.status !== 400 || byDesign400(res.body.message);
    answers.push({ body, documented: valid(structuredClone(body)), taken, status: res.status });
  }
  return answers;
}

describe("route bodies, parsed with the schema the document shows", () => {
  it("no route reads its body itself: the routes take it parsed (route.ts)", () => {
    const dir = join(import.meta.dirname, "routes");
    // Parsed with the schema they document first; the service then reads the fields as sent, against
    // the company's catalogue (its item, its settings record).
    const parsedThenSent: Record<string, number> = { "draft-items.ts": 1, "settings.ts": 1 };
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const text = readFileSync(join(dir, file), "utf8");
      const reads = text.match(/request\.body|request: \{ body|\.parts\(\)|isMultipart\(/g) ?? [];
      expect(reads.length, file).toBe(parsedThenSent[file] ?? 0);
    }
  });

  it("a body of two shapes is documented as exactly one of them: forgot or reset the password", async () => {
    const answers = await both("/auth/forgotPassword", "POST", [
      { email: "someone@kerf.test" },
      { token: "not-a-token", newPassword: "NewSecret#2026" },
      // The reset's fields with the mail's: `token` picks the reset, which the document says too.
      { email: "someone@kerf.test", token: "not-a-token", newPassword: "NewSecret#2026" },
      { email: "someone@kerf.test", token: 5 },
      { token: "not-a-token" },
      {},
    ]);
    for (const a of answers) expect(a.documented, JSON.stringify(a)).toBe(a.taken);
    expect(answers.map((a) => a.taken)).toEqual([true, true, true, false, false, false]);
  });

  it("invoice PATCH: the shape's permission first, then its rules, each as the document says", async () => {
    const owner = await signupCompany(s.t.app, { email: "shapes@kerf.test" });
    const { token, draftId } = await prepareOrder((...a) => rest(s.t.app, ...a), s.url, owner.accessToken);
    const made = await rest(s.t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    const _id = made.body.data._id as string;
    const unknown = "0b6f2a53-0c56-4e1a-9d2e-2f7f6f0f1a11";
    const answers = await both(
      "/draft/invoice",
      "PATCH",
      [
        { _id: unknown, status: "cancelled" },
        { _id, status: "open" },
        { _id, customer_name: "Mehta Interiors Pvt Ltd" },
        { _id, header: { customer_name: "Mehta Interiors" }, customer_name: "ignored" },
        { _id, header: {} },
        { _id },
      ],
      token,
    );
    for (const a of answers) expect(a.documented, JSON.stringify(a)).toBe(a.taken);
    expect(answers.map((a) => a.status)).toEqual([404, 400, 200, 200, 400, 400]);
    // A role that may correct but not cancel: refused the cancel before its body is read.
    const role = await rest(
      s.t.app,
      "POST",
      "/role",
      { name: "Corrector", permissions: ["invoices.read", "invoices.correct"] },
      token,
    );
    const clerk = await addPerson(s.t.app, s.t.testDb.db, token, role.body.data.id, "clerk@shapes.test");
    const cancel = await rest(s.t.app, "PATCH", "/draft/invoice", { _id, status: "open" }, clerk.token);
    expect([cancel.status, cancel.body.message]).toEqual([403, refusalMessage("invoices.cancel")]);
    const correct = await rest(s.t.app, "PATCH", "/draft/invoice", { _id }, clerk.token);
    expect([correct.status, correct.body.message]).toEqual([400, MESSAGES.nothingToCorrect]);
  });

  it("reads lengths in the company's unit: a company in mm is refused eighths of an inch", async () => {
    const { accessToken: token } = await signupCompany(s.t.app, { email: "unit@kerf.test" });
    const general = (await rest(s.t.app, "GET", "/setting/general", undefined, token)).body.data;
    const mm = { ...general, pricingSettings: { ...general.pricingSettings, unit: "mm" } };
    expect((await rest(s.t.app, "POST", "/setting/general", mm, token)).status).toBe(200);
    const material = (await rest(s.t.app, "POST", "/setting/material", CLEAR, token)).body.data;
    const draftId = await addCustomer(s.t.app, token, "Rao");
    const remnant = (width: string) =>
      rest(
        s.t.app,
        "POST",
        "/setting/material/remnant",
        { materialId: material._id, width, length: "900" },
        token,
      );
    expect((await remnant("600.5")).body.data).toMatchObject({ width: "600.5", length: "900" });
    expect((await remnant("24#4")).body.errors).toEqual({ width: MESSAGES.invalidInput });
    const line = (widthForDisplay: string) =>
      rest(
        s.t.app,
        "POST",
        "/draft/material",
        { draftId, ...LINE, widthForDisplay, lengthForDisplay: "900" },
        token,
      );
    expect((await line("300.5")).status).toBe(201);
    expect((await line("12#4")).status).toBe(400);
  });

  it("a form's refusals come one at a time, as the file is read: too large or not text, then the mapping", async () => {
    const { accessToken: token } = await signupCompany(s.t.app, { email: "form@kerf.test" });
    const send = async (fields: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const res = await fetch(`${s.url}/api/bankStatement`, {
        method: "POST",
        headers: { access_token: token },
        body: form,
      });
      const body = (await res.json()) as { message: string; errors?: Record<string, string> };
      return [res.status, body.message, body.errors];
    };
    const binary = new Blob([new Uint8Array([80, 75, 3, 4, 0, 0])]);
    expect(await send({ file: binary, mapping: "{not json" })).toEqual([
      400,
      BANK_STATEMENT_MESSAGES.fileNotText,
      { file: BANK_STATEMENT_MESSAGES.fileNotText },
    ]);
    expect(await send({ file: new Blob(["When,What,In\n"]), mapping: "{not json" })).toEqual([
      400,
      BANK_STATEMENT_MESSAGES.mappingInvalid,
      { mapping: BANK_STATEMENT_MESSAGES.mappingInvalid },
    ]);
    // No file: the import's own rule, under `text` as a JSON body says it.
    expect(await send({ account: "HDFC 1234" })).toEqual([
      400,
      BANK_STATEMENT_MESSAGES.fileRequired,
      { text: BANK_STATEMENT_MESSAGES.fileRequired },
    ]);
  });
});
