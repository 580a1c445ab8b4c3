import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../../test/clients";
import { cuttingWithoutGst, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// Credit notes' dates: within the time limit of CGST Act sec. 34(2) (30 November after the end of the
// invoice's financial year) and never before the last note of their series.

let t: TestApp;
let url: string;
const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
  rest(t.app, ...args);

/** A company in Maharashtra that charges cutting without GST (the figures do not matter here). */
async function company(email: string) {
  const token = (await signupCompany(t.app, { email, gstNo: "27AAPFU0939F1ZV" })).accessToken;
  await cuttingWithoutGst(call, token);
  return token;
}

const issue = (token: string, body: Record<string, unknown>) => call("POST", "/creditNote", body, token);
const list = (token: string, invoiceId: string) =>
  call("GET", `/creditNote?invoiceId=${invoiceId}`, undefined, token);

describe("credit notes' dates (CGST Act sec. 34, their series)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it("dates a note by 30 November after the invoice's financial year (sec. 34), never before its series' last", async () => {
    const token = await company("cn-dates@kerf.test");
    const { draftId } = await prepareOrder(call, url, token);
    // A supply of March 2025 (financial year 2024-25): credit notes up to 30-11-2025.
    const march = (await call("POST", "/draft/invoice", { draftId, date: "2025-03-15" }, token)).body.data;
    const late = await issue(token, {
      invoiceId: march._id,
      reason: "Found chipped",
      amount: "10",
      date: "2025-12-01",
    });
    const message =
      "A credit note for the invoice of 15-03-2025 can be dated 30-11-2025 at the latest: 30 November after the end of its financial year (CGST Act sec. 34(2))";
    expect([late.status, late.body.message, late.body.errors]).toEqual([400, message, { date: message }]);
    const inTime = await issue(token, {
      invoiceId: march._id,
      reason: "Found chipped",
      amount: "10",
      date: "2025-11-30",
    });
    expect([inTime.status, inTime.body.data.number]).toEqual([201, "CN/25-26/0001"]);
    const before = await issue(token, {
      invoiceId: march._id,
      reason: "Another",
      amount: "10",
      date: "2025-11-29",
    });
    expect([before.status, before.body.message]).toEqual([
      400,
      "The credit note date cannot be before 30-11-2025, the date of CN/25-26/0001, the last credit note of its series",
    ]);
    expect((await list(token, march._id)).body.data).toHaveLength(1);
  });
});
