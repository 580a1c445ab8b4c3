import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkLine } from "./line-check";
import { LocalDraftFile, localKey, localLines, mergeLines } from "./local-draft";
import { OrderStore } from "./order-store";
import type { ServerLine } from "./order-types";
import { rowStatus } from "./row-state";
import { draftOf, exampleNamed, setupFor } from "./test-setup";

const whole = exampleNamed("whole inches, default settings");
const setup = setupFor(whole);
const typed = draftOf(whole.input.lines[0]!);

/** A line as orders.get answers it: what was stored, priced. */
function serverLine(id: string, width: string): ServerLine {
  const check = checkLine({ ...typed, width }, setup);
  if (check.kind !== "valid") throw new Error("valid");
  return {
    _id: id,
    id,
    customerId: "c",
    ...check.input,
    priced: check.priced,
    error: null,
  } as unknown as ServerLine;
}

let items: Map<string, string>;
beforeEach(() => {
  items = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

function fileWith(stored: unknown) {
  items.set(localKey("c"), JSON.stringify(stored));
  return new LocalDraftFile("c");
}

describe("mergeLines", () => {
  it("lays this device's unsaved rows over the server's lines, in the screen's order", () => {
    const file = fileWith({
      v: 1,
      rows: [
        { k: "a", s: "s2" },
        { k: "b", s: null, d: { ...typed, width: "abc" } },
        { k: "c", s: "s1", d: { ...typed, quantity: "0" } },
      ],
    });
    const { rows } = mergeLines(
      [serverLine("s1", "10"), serverLine("s2", "11"), serverLine("s3", "12")],
      file,
      setup,
    );
    expect(rows.map((r) => [r.key, r.serverId, r.draft.width, r.draft.quantity])).toEqual([
      ["a", "s2", "11", "2"],
      ["b", null, "abc", "2"],
      ["c", "s1", "12", "0"],
      // Added elsewhere meanwhile: after what this device knows.
      ["s3", "s3", "12", "2"],
    ]);
  });

  it("matches a row whose save went out as the page closed to the line the server made of it", () => {
    const file = fileWith({ v: 1, rows: [{ k: "a", s: null, d: { ...typed, width: "14" } }] });
    const { rows } = mergeLines([serverLine("s9", "14")], file, setup);
    expect(rows.map((r) => [r.key, r.serverId])).toEqual([["a", "s9"]]);
  });

  it("keeps a deleted line hidden until the server confirms the delete", () => {
    const file = fileWith({ v: 1, deletes: ["s1", "gone"] });
    const merged = mergeLines([serverLine("s1", "10"), serverLine("s2", "11")], file, setup);
    expect(merged.rows.map((r) => r.serverId)).toEqual(["s2"]);
    expect(merged.deletes).toEqual(["s1"]);
  });
});

describe("localLines", () => {
  it("stores nothing while the server holds every line in the screen's order", () => {
    const file = new LocalDraftFile("c");
    const merged = mergeLines([serverLine("s1", "10"), serverLine("s2", "11")], file, setup);
    const store = new OrderStore(setup, { ...merged, supply: { interState: false, withoutTax: false } });
    expect(store.pieces.rowList().map(rowStatus)).toEqual(["saved", "saved"]);
    expect(localLines(store.pieces).rows).toBeUndefined();

    store.pieces.setField("s1", "width", "abc");
    expect(localLines(store.pieces).rows).toEqual([
      { k: "s1", s: "s1", d: { ...typed, width: "abc" } },
      { k: "s2", s: "s2" },
    ]);
    store.pieces.setField("s1", "width", "10");
    expect(localLines(store.pieces).rows).toBeUndefined();
  });

  it("writes the draft to localStorage under kerf.order.<customer id>, and removes it when all is saved", async () => {
    const file = new LocalDraftFile("c");
    file.setLines([{ k: "a", s: null, d: typed }], []);
    file.setHeader({ customer_name: "Rao" });
    await Promise.resolve();
    expect(JSON.parse(items.get("kerf.order.c")!)).toEqual({
      v: 1,
      rows: [{ k: "a", s: null, d: typed }],
      header: { customer_name: "Rao" },
    });
    file.setLines(undefined, []);
    file.setHeader(undefined);
    await Promise.resolve();
    expect(items.has("kerf.order.c")).toBe(false);
  });
});
