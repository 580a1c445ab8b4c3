import { BUILT_IN_ROLES, type BuiltInRole } from "@kerf/core";
import { expect } from "vitest";
import { rest } from "./clients";
import { useListeningApp } from "./listening-app";
import { cuttingWithoutGst, prepareOrder } from "./order-fixture";
import { addPerson } from "./team";

export interface Team {
  tokens: Record<BuiltInRole, string>;
  ids: Record<BuiltInRole, string>;
  draftId: string;
  invoiceId: string;
  materialId: string;
  paymentId: string;
  creditNoteId: string;
  challanId: string;
}

/**
 * A company with one person of each built-in role, an order (one line of Clear 5mm), its invoice
 * (payable 326.00), a payment of 100.00, a credit note and a delivery challan of one piece: what every
 * procedure and path can be called on.
 */
export function teamFixture() {
  // The PDFs are printed from the built web app, which the test app does not serve: fail them fast.
  const s = useListeningApp({}, { PDF_TIMEOUT_MS: "1000" });
  const team = {} as Team;
  async function setUp(): Promise<void> {
    const { t, url } = s;
    const call = (...a: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
      rest(t.app, ...a);
    const owner = await rest(t.app, "POST", "/auth/signup", {
      companyName: "Sharma Glass Works",
      email: "owner@sharmaglass.in",
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "12 MIDC Road, Pune",
    });
    const ownerToken = owner.body.accessToken as string;
    await cuttingWithoutGst(call, ownerToken);
    const order = await prepareOrder(call, url, ownerToken);
    team.draftId = order.draftId;
    const invoice = await call(
      "POST",
      "/draft/invoice",
      { draftId: order.draftId, date: "2026-11-21" },
      ownerToken,
    );
    expect(invoice.status).toBe(201);
    team.invoiceId = invoice.body.data.id;
    const payment = await call(
      "POST",
      "/payment",
      { invoiceId: team.invoiceId, date: "2026-11-22", amount: "100", mode: "cash" },
      ownerToken,
    );
    expect(payment.status).toBe(201);
    team.paymentId = payment.body.data.id;
    const note = await call(
      "POST",
      "/creditNote",
      { invoiceId: team.invoiceId, date: "2026-11-23", reason: "discount", amount: "10" },
      ownerToken,
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    team.creditNoteId = note.body.data.id;
    team.materialId = (await call("GET", "/setting/material", undefined, ownerToken)).body.data[0]._id;
    // An item (issue 29): its rate and GST rate are money the Floor must not receive.
    const item = await call(
      "POST",
      "/setting/item",
      { name: "Shower hinge", unit: "nos", rate: "450", gstRate: "18", hsnCode: "8302" },
      ownerToken,
    );
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const lines = await call("GET", `/draft/material?draftId=${order.draftId}`, undefined, ownerToken);
    const challan = await call(
      "POST",
      "/challan",
      {
        draftId: order.draftId,
        reason: "before_invoice",
        lines: [{ lineId: lines.body.data.lines[0]._id, quantity: 1 }],
      },
      ownerToken,
    );
    expect(challan.status, JSON.stringify(challan.body)).toBe(201);
    team.challanId = challan.body.data.id;
    team.tokens = { owner: ownerToken } as Record<BuiltInRole, string>;
    team.ids = { owner: owner.body.user.id } as Record<BuiltInRole, string>;
    for (const role of BUILT_IN_ROLES.filter((r) => r !== "owner")) {
      const person = await addPerson(t.app, t.testDb.db, ownerToken, role, `${role}@sharmaglass.in`);
      team.tokens[role] = person.token;
      team.ids[role] = person.id;
    }
  }
  return { s, team, setUp };
}

/** A read's parameters from the team's records, by name, for the operation `name`. */
export function teamInputs(team: Team, name: string): Record<string, unknown> {
  const input: Record<string, unknown> = {
    customerId: team.draftId,
    draftId: team.draftId,
    invoiceId: team.invoiceId,
    materialId: team.materialId,
    id: name.toLowerCase().includes("creditnote") ? team.creditNoteId : team.invoiceId,
    period: "2026-11",
  };
  if (name.includes("receipt")) input.id = team.paymentId;
  if (name.toLowerCase().includes("challan")) input.id = team.challanId;
  if (name === "sharing.documentLogo") input.kind = "invoice";
  // A CSV export is of a range of at most a year: the fixture's financial year.
  if (name === "audit.exportCsv") Object.assign(input, { from: "2026-04-01", to: "2027-03-31" });
  if (name.startsWith("customers.")) input.id = team.draftId;
  // The fixture has no processor: the list of them is read.
  if (name.toLowerCase().includes("processor")) delete input.id;
  // ITC-04 is of a quarter, half-year or year.
  if (name.toLowerCase().includes("itc04")) input.period = "2026-27";
  // The TDS report is of a quarter of the financial year (issue 31).
  if (name === "payments.tds" || name.endsWith("/api/tds")) input.period = "2026-27-Q3";
  return input;
}
