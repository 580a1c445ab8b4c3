import { type AuditEntry, type AuditPage, ZEdgeProfileInput } from "@kerf/core";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import { createEdgeProfile, updateEdgeProfile } from "../catalogue/edge-profiles";
import { verifyAuditChain } from "./audit-verify";

const f = paymentFixture();
type Company = Awaited<ReturnType<typeof f.company>>;
let a: Company;
let b: Company;

async function trail(token: string, query = ""): Promise<AuditPage> {
  const res = await f.rest("GET", `/audit${query}`, undefined, token);
  expect(res.status).toBe(200);
  return res.body.data as AuditPage;
}
const only = (page: AuditPage, kind: string) => page.entries.filter((e) => e.kind === kind);
const one = (page: AuditPage, kind: string): AuditEntry => {
  const rows = only(page, kind);
  expect(rows, kind).toHaveLength(1);
  return rows[0]!;
};

describe("the audit trail (issue 27 point 4)", () => {
  beforeAll(async () => {
    a = await f.company("audit-a@kerf.test");
    b = await f.company("audit-b@kerf.test");
  });

  it("records each change to money records and rates: who, from where, before and after", async () => {
    const invoice = await a.invoice("2026-11-20");
    const corrected = await f.rest(
      "PATCH",
      "/draft/invoice",
      { _id: invoice.id, customer_name: "Mehta & Sons" },
      a.token,
    );
    expect(corrected.status).toBe(200);
    const paid = await f.rest(
      "POST",
      "/payment",
      {
        invoiceId: invoice.id,
        date: "2026-11-22",
        amount: "100.50",
        mode: "upi",
        reference: "=HYPERLINK(1)",
      },
      a.token,
    );
    expect(paid.status).toBe(201);
    const paymentId = paid.body.data.id as string;
    expect(
      (await f.rest("DELETE", "/payment", { id: paymentId, reason: "Entered twice" }, a.token)).status,
    ).toBe(200);
    const note = await f.rest(
      "POST",
      "/creditNote",
      { invoiceId: invoice.id, reason: "Discount", amount: "100", rate: "18" },
      a.token,
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const second = await a.invoice("2026-11-21");
    expect(
      (await f.rest("PATCH", "/draft/invoice", { _id: second.id, status: "cancelled" }, a.token)).status,
    ).toBe(200);
    const [clear] = (await f.rest("GET", "/setting/material", undefined, a.token)).body.data;
    expect(
      (await f.rest("PATCH", "/setting/material", { ...clear, materialRate: "71.25" }, a.token)).status,
    ).toBe(200);
    // Called as a service outside a request: no address.
    const profile = await createEdgeProfile(
      f.db(),
      a.session,
      ZEdgeProfileInput.parse({
        edgeProfileName: "edgeProfile16",
        saveAsEdgeProfile: "byDefault",
        edgeProfileRate: "35.25",
      }),
    );
    await updateEdgeProfile(
      f.db(),
      a.session,
      profile.id,
      ZEdgeProfileInput.parse({
        edgeProfileName: "edgeProfile16",
        saveAsEdgeProfile: "byDefault",
        edgeProfileRate: "40",
      }),
    );

    const page = await trail(a.token);
    const fromRequest = { userId: a.session.userId, userName: "audit-a@kerf.test", ip: "127.0.0.1" };
    const made = only(page, "invoice.created").find((e) => e.entityId === invoice.id)!;
    expect(made).toMatchObject({
      ...fromRequest,
      before: null,
      after: { number: invoice.number, payable: invoice.payable, date: "2026-11-20" },
    });
    expect(one(page, "invoice.corrected")).toMatchObject({
      ...fromRequest,
      entityId: invoice.id,
      before: { number: invoice.number, customer_name: "Mehta Interiors" },
      after: { number: invoice.number, customer_name: "Mehta & Sons" },
    });
    expect(one(page, "payment.recorded")).toMatchObject({
      ...fromRequest,
      entityId: paymentId,
      before: null,
      after: { amount: "100.50", mode: "upi", invoiceNumber: invoice.number, date: "2026-11-22" },
    });
    expect(one(page, "payment.deleted")).toMatchObject({
      entityId: paymentId,
      before: { amount: "100.50" },
      after: { amount: "100.50", deleteReason: "Entered twice" },
    });
    expect(one(page, "creditNote.created")).toMatchObject({
      ...fromRequest,
      after: { invoiceNumber: invoice.number, kind: "amount", reason: "Discount", total: "118.00" },
    });
    expect(one(page, "invoice.cancelled")).toMatchObject({
      entityId: second.id,
      before: { number: second.number, status: "issued" },
      after: { number: second.number, status: "cancelled" },
    });
    expect(one(page, "material.changed")).toMatchObject({
      ...fromRequest,
      entityId: clear._id,
      before: { materialRate: clear.materialRate },
      after: { materialRate: "71.25" },
    });
    // Only what changed is kept: the rate and the GST charge derived from it.
    expect(Object.keys(one(page, "material.changed").after as object).sort()).toEqual([
      "gstCharges",
      "materialRate",
    ]);
    expect(one(page, "edgeProfile.created")).toMatchObject({
      ip: null,
      userId: a.session.userId,
      after: { rate: "35.25" },
    });
    expect(one(page, "edgeProfile.changed")).toMatchObject({
      ip: null,
      before: { rate: "35.25" },
      after: { rate: "40.00" },
    });
    // cuttingWithoutGst saved the general settings at signup: gstOnCuttingRate true -> false.
    expect(one(page, "settings.changed")).toMatchObject({
      ...fromRequest,
      entityId: null,
      before: { gstOnCuttingRate: true },
      after: { gstOnCuttingRate: false },
    });
    expect(page.entries.map((e) => e.seq)).toEqual([...page.entries.map((e) => e.seq)].sort((x, y) => y - x));
    expect((await verifyAuditChain(f.db(), a.session.companyId)).broken).toBeNull();
  });

  it("a refused change leaves no row", async () => {
    const before = (await trail(a.token)).total;
    const over = await f.rest(
      "POST",
      "/payment",
      { invoiceId: (await a.invoice("2026-11-23")).id, date: "2026-11-23", amount: "99999", mode: "cash" },
      a.token,
    );
    expect(over.status).toBe(400);
    // The invoice made is one row; the refused payment none.
    expect((await trail(a.token)).total).toBe(before + 1);
  });

  it("another company reads only its own trail", async () => {
    const theirs = await trail(b.token);
    expect(theirs.entries.length).toBeGreaterThan(0);
    expect(theirs.entries.every((e) => e.userId === b.session.userId)).toBe(true);
    // Filtering by A's person from B's session finds nothing.
    expect((await trail(b.token, `?userId=${a.session.userId}`)).total).toBe(0);
  });

  it("filters by person, kind and days in India, and pages", async () => {
    expect((await trail(a.token, "?kind=payment.deleted")).entries.map((e) => e.kind)).toEqual([
      "payment.deleted",
    ]);
    const mine = await trail(a.token, `?userId=${a.session.userId}`);
    expect(mine.total).toBe((await trail(a.token)).total);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect((await trail(a.token, `?from=${today}&to=${today}`)).total).toBe(mine.total);
    expect((await trail(a.token, "?from=2026-01-01&to=2026-01-31")).total).toBe(0);
    const bad = await f.rest("GET", "/audit?kind=invoice.deleted&page=0", undefined, a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.kind).toMatch(/^kind must be one of invoice.created/);
    const reversed = await f.rest("GET", "/audit?from=2026-11-02&to=2026-11-01", undefined, a.token);
    expect(reversed.body).toMatchObject({
      isError: true,
      message: "The start date must not be after the end date",
    });
    expect((await trail(a.token, "?page=2")).entries).toEqual([]);
  });

  it("exports a financial year as CSV, formula cells neutralised", async () => {
    const fy = new Date().getUTCMonth() >= 3 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1;
    const res = await f.app().inject({
      url: `/api/audit?from=${fy}-04-01&to=${fy + 1}-03-31&format=csv`,
      headers: { access_token: a.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="audit-${fy}-04-01-to-${fy + 1}-03-31.csv"`,
    );
    const text = res.body;
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Seq,At (UTC),Person,Person id,Address,Kind,What,Record,Before,After,Hash");
    expect(lines).toHaveLength((await trail(a.token)).total + 1);
    // Oldest first; the JSON of a row starting with a quote is quoted, never read as a formula.
    expect(lines[1]).toMatch(/^1,/);
    // The JSON cells are quoted as RFC 4180 has it.
    expect(text).toContain('""reference"":""=HYPERLINK(1)""');
    const payment = lines.find((l) => l.includes(",payment.recorded,"))!;
    expect(payment).toContain("Payment recorded");
    const noRange = await f.rest("GET", "/audit?format=csv&from=2026-04-01", undefined, a.token);
    expect(noRange.status).toBe(400);
    const twoYears = await f.rest(
      "GET",
      "/audit?format=csv&from=2025-04-01&to=2027-03-31",
      undefined,
      a.token,
    );
    expect(twoYears.body.message).toMatch(/^A CSV export needs from and to, at most one year apart/);
  });
});
