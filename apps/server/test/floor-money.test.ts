import { allows, MONEY_FIELDS, ROLE_PERMISSIONS } from "@kerf/core";
import { beforeAll, describe, expect, it } from "vitest";
import { rest, trpcClient } from "./clients";
import { type Operation, restOperations, trpcOperations } from "./operations";
import { teamFixture, teamInputs } from "./team-fixture";

// issue 27 point 3: a Floor session receives no amount, rate, total, balance or tax in any answer. Every
// procedure and path is called as Floor on an order that has lines, an invoice, a payment and a credit
// note; each answer is scanned for money fields by name, and for the order's known figures by value.

const { s, team, setUp } = teamFixture();

/** Field names that look like money: a name the strip list misses shows up here. */
const MONEYISH = /amount|rate|total|balance|tax|gst|price|paid|payable|cost|credit|debit|upi/i;
/** Names that match MONEYISH but carry no money: identities, counts, flags, labels. */
const NOT_MONEY = new Set([
  // Which price list priced an order: its name and day, never a rate (issue 29 point 4).
  "priceList",
  "assignedPriceList",
  // Credit terms are days, not money (issue 31).
  "creditDays",
  "effectiveCreditDays",
  "gstNo",
  "gst_no",
  "supplierGstin",
  "gstin",
  "gstOnCuttingRate",
  "cuttingRateType",
  "creditNoteId",
  "creditNotes",
  "total",
  "upiId",
  "totalPieces",
  // Settings' switches and steps: how prices are shown or rounded, not a price.
  "gstColumnHide",
  "isAddExtraMaterialInRate",
  "roundingStep",
]);

/** Every key of a JSON value, at any depth, with its path. */
function keysOf(value: unknown, path = ""): { key: string; path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => [
    { key, path: `${path}.${key}`, value: v },
    ...keysOf(v, `${path}.${key}`),
  ]);
}

describe("no money for the Floor", () => {
  let operations: Operation[] = [];
  /** The order's figures as the Owner receives them: the invoice's payable, its lines' amounts, the rate. */
  let figures: string[] = [];
  beforeAll(async () => {
    await setUp();
    const document = (await rest(s.t.app, "GET", "/openapi.json")).body;
    const inputs = (name: string) => teamInputs(team, name);
    operations = [...restOperations(s.t.app, document, inputs), ...trpcOperations(s.url, inputs)];
    const owner = trpcClient(s.url, team.tokens.owner);
    const invoice = await owner.invoices.get.query({ id: team.invoiceId });
    const order = await owner.orders.get.query({ customerId: team.draftId });
    figures = [
      ...new Set(
        [...keysOf(invoice), ...keysOf(order)]
          .filter(
            (k) => MONEY_FIELDS.has(k.key) && typeof k.value === "string" && /^\d{2,}\.\d{2}$/.test(k.value),
          )
          .map((k) => k.value as string)
          .filter((v) => Number(v) >= 50),
      ),
    ];
  }, 180_000);

  it("knows the fixture's figures", () => {
    expect(figures).toEqual(expect.arrayContaining(["326.00", "62.50"]));
  });

  it("answers Floor every procedure and path without a money field or figure", async () => {
    const floor = ROLE_PERMISSIONS.floor;
    const leaks: string[] = [];
    let scanned = 0;
    for (const o of operations.filter((o) => o.access !== "public" && !/logout/.test(o.name))) {
      const { status, text } = await o.call(team.tokens.floor);
      if (!allows(floor, o.access)) {
        expect(status, `${o.door} ${o.name}`).toBe(403);
        continue;
      }
      scanned++;
      for (const figure of figures) {
        if (text.includes(figure)) leaks.push(`${o.door} ${o.name}: the figure ${figure}`);
      }
      if (!text.startsWith("{") && !text.startsWith("[")) continue;
      for (const k of keysOf(JSON.parse(text))) {
        const countOfRecords = k.key === "total" && typeof k.value === "number";
        if (MONEY_FIELDS.has(k.key) && !countOfRecords) leaks.push(`${o.door} ${o.name}: ${k.path}`);
        else if (MONEYISH.test(k.key) && !NOT_MONEY.has(k.key))
          leaks.push(`${o.door} ${o.name}: ${k.path} (by its name)`);
      }
    }
    console.info(
      `floor money scan: ${scanned} answers scanned for ${figures.length} figures (${figures.join(", ")})`,
    );
    expect(leaks).toEqual([]);
    expect(scanned).toBeGreaterThan(20);
  }, 300_000);

  it("lets the Floor save a material's stock without erasing the sheet costs it never saw", async () => {
    const owner = trpcClient(s.url, team.tokens.owner);
    const floor = trpcClient(s.url, team.tokens.floor);
    const sheets = [
      { width: "96", length: "130", cost: "4200.00", onHand: 10 },
      { width: "72", length: "96", cost: "2100.50", onHand: null },
    ];
    const base = { materialId: team.materialId, kind: "glass" as const, kerf: "0", trim: "0", rotate: true };
    const sizes = { minRemnantWidth: "12", minRemnantLength: "12" };
    await owner.cutting.stock.save.mutate({ ...base, ...sizes, sheets });
    // What the Floor received, sent back with one count changed, one size dropped and a new one added;
    // a cost it sends is not taken either.
    const seen = await floor.cutting.stock.get.query({ materialId: team.materialId });
    expect(JSON.stringify(seen)).not.toContain("4200");
    await floor.cutting.stock.save.mutate({
      ...base,
      ...sizes,
      sheets: [
        { width: "96", length: "130", onHand: 8 },
        { width: "48", length: "96", cost: "1.00", onHand: null },
      ],
    });
    const after = await owner.cutting.stock.get.query({ materialId: team.materialId });
    expect(after.sheets.map((x) => [x.width, x.length, x.cost ?? null, x.onHand ?? null])).toEqual([
      ["96", "130", "4200.00", 8],
      ["48", "96", null, null],
    ]);
  });

  it("still shows the Owner the same answers with their money (the scan can fail)", async () => {
    const invoice = await trpcClient(s.url, team.tokens.owner).invoices.get.query({ id: team.invoiceId });
    expect(invoice.payable).toBe("326.00");
    const asFloor = (await trpcClient(s.url, team.tokens.floor).invoices.get.query({
      id: team.invoiceId,
    })) as Record<string, unknown>;
    expect(asFloor.number).toBe(invoice.number);
    expect(asFloor).not.toHaveProperty("payable");
    expect(asFloor).not.toHaveProperty("balance");
  });
});
