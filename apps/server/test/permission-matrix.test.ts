import {
  type Access,
  allows,
  BUILT_IN_ROLES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  refusalMessage,
} from "@kerf/core";
import { beforeAll, describe, expect, it } from "vitest";
import { rest } from "./clients";
import { type Operation, restOperations, trpcOperations } from "./operations";
import { storedState } from "./stored-state";
import { teamFixture, teamInputs } from "./team-fixture";

// issue 27: every tRPC procedure and every REST path x each built-in role. A refused call is a 403 whose
// message names the permission, and stores nothing; an allowed one passes the gate (never 401/403), and
// a read answers 2xx on the fixture's records.

const { s, team, setUp } = teamFixture();

/** A read's parameters from the fixture, by name; anything else is left out. */
const fixtureInput = (name: string) => teamInputs(team, name);

/**
 * Reads allowed to a role that still do not answer 2xx here, each for a reason of the fixture, not of the
 * role: the invoice is to an unregistered buyer (no e-invoice) and the company has no city (no e-way
 * bill); the PDFs (the challan's too) are printed from the built web app, which this test app does not serve (503 after
 * PDF_TIMEOUT_MS). They still pass the permission gate (never 401/403).
 */
const NOT_2XX_ON_FIXTURE = new Set([
  "GET /api/draft/invoice/einvoice",
  "GET /api/draft/invoice/ewaybill",
  "GET /api/creditNote/einvoice",
  "GET /api/payment/receipt.pdf",
  "GET /api/creditNote.pdf",
  "GET /api/draft/quotation.pdf",
  "GET /api/draft/invoice.pdf",
  "GET /api/challan.pdf",
  "gst.einvoice",
  "gst.ewaybill",
  "gst.creditNoteEInvoice",
  "GET /api/challan/ewaybill",
  "gst.challanEWayBill",
]);

describe("the permission matrix", () => {
  let operations: Operation[] = [];
  beforeAll(async () => {
    await setUp();
    const document = (await rest(s.t.app, "GET", "/openapi.json")).body;
    operations = [...restOperations(s.t.app, document, fixtureInput), ...trpcOperations(s.url, fixtureInput)];
  }, 120_000);

  it("declares who may call every tRPC procedure and every REST path", () => {
    const undeclared = operations.filter((o) => o.access === undefined).map((o) => `${o.door} ${o.name}`);
    expect(undeclared).toEqual([]);
    for (const o of operations) {
      for (const p of [o.access].flat()) expect(["public", "signedIn", ...PERMISSIONS]).toContain(p);
    }
    // Every permission guards something.
    const used = new Set(operations.flatMap((o) => [o.access].flat()));
    expect(PERMISSIONS.filter((p) => !used.has(p) && p !== "prices.read")).toEqual([]);
  });

  it.each(BUILT_IN_ROLES)(
    "refuses %s what its role lacks with a 403 naming it, storing nothing",
    async (role) => {
      const token = team.tokens[role];
      const refused = operations.filter(
        (o) => o.access !== "public" && !allows(ROLE_PERMISSIONS[role], o.access),
      );
      const before = await storedState(s.t.testDb.db);
      const wrong: string[] = [];
      for (const o of refused) {
        const { status, message } = await o.call(token);
        const expected = refusalMessage(o.access as Exclude<Access, "public" | "signedIn">);
        if (status !== 403 || message !== expected) wrong.push(`${o.door} ${o.name}: ${status} ${message}`);
      }
      expect(wrong).toEqual([]);
      expect(await storedState(s.t.testDb.db)).toEqual(before);
      if (role === "owner") expect(refused).toEqual([]);
    },
  );

  it.each(BUILT_IN_ROLES)(
    "lets %s through what its role has; its reads answer 2xx",
    async (role) => {
      const token = team.tokens[role];
      // Logging out would end the session the rest of the matrix uses (logout has tests of its own).
      const allowed = operations.filter(
        (o) => o.access !== "public" && allows(ROLE_PERMISSIONS[role], o.access) && !/logout/.test(o.name),
      );
      const wrong: string[] = [];
      // Reads first: the writes (called with an empty input) are refused by their schemas, but run last anyway.
      for (const o of [...allowed.filter((o) => o.read), ...allowed.filter((o) => !o.read)]) {
        const { status, message } = await o.call(token);
        const ok =
          o.read && !NOT_2XX_ON_FIXTURE.has(o.name)
            ? status >= 200 && status < 300
            : status !== 401 && status !== 403;
        if (!ok) wrong.push(`${o.door} ${o.name}: ${status} ${message}`);
      }
      expect(wrong).toEqual([]);
    },
    300_000,
  );

  it("has the size the closing note reports", () => {
    const gated = operations.filter((o) => o.access !== "public");
    const cells = gated.length * BUILT_IN_ROLES.length;
    console.info(
      `permission matrix: ${operations.filter((o) => o.door === "rest").length} REST operations, ` +
        `${operations.filter((o) => o.door === "trpc").length} tRPC procedures, ` +
        `${operations.length - gated.length} public; ${gated.length} gated x ${BUILT_IN_ROLES.length} roles = ${cells} cells`,
    );
    expect(cells).toBeGreaterThan(500);
  });
});
