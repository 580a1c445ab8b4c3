import { describe, expect, it } from "vitest";
import { OrderStore } from "./order-store";
import { rowStatus, visibleErrors } from "./row-state";
import { draftOf, exampleNamed, mixedWithAreaInputs, setupFor } from "./test-setup";

const { mixed, setup } = mixedWithAreaInputs();

function storeWith(...drafts: ReturnType<typeof draftOf>[]) {
  return storeFor(setup, drafts);
}

/** A store of unsaved rows k0, k1, … for the company of `pricing`. */
function storeFor(pricing: typeof setup, drafts: ReturnType<typeof draftOf>[]) {
  return new OrderStore(pricing, {
    rows: drafts.map((draft, i) => ({
      key: `k${i}`,
      draft,
      serverId: null,
      syncedSnapshot: null,
      serverPriced: null,
    })),
    serverOrder: [],
    deletes: [],
    supply: { interState: false, withoutTax: false },
  });
}

describe("OrderStore", () => {
  it("totals every valid line with priceQuote: the mixed quote over one lakh", () => {
    const store = storeWith(...mixed.input.lines.map(draftOf));
    expect(store.getSummary().totals).toEqual(mixed.expected!.totals);
    expect(store.getSummary().byMaterial.map((m) => [m.material, m.pieces, m.area])).toEqual([
      ["Toughened 12mm", 20, "640.00"],
      ["Granite Black", 12, "234.33"],
      ["Mirror 4mm", 7, "6562.50"],
      ["Clear 5mm", 40, "40.00"],
    ]);
  });

  it("a keystroke changes its row object alone and the totals", () => {
    const store = storeWith(...mixed.input.lines.map(draftOf));
    const [first, second] = store.pieces.rowList();
    let notified = 0;
    store.pieces.subscribeRow("k1", () => (notified += 1));
    store.pieces.setField("k0", "quantity", "21");
    expect(store.pieces.getRow("k0")).not.toBe(first);
    expect(store.pieces.getRow("k1")).toBe(second);
    expect(notified).toBe(0);
    expect(store.getSummary().totals.payable).not.toBe(mixed.expected!.totals.payable);
  });

  it("an edge profile brings its area inputs with their defaults; no edge clears them", () => {
    const store = storeWith(draftOf(mixed.input.lines[2]!));
    store.pieces.setField("k0", "edgeSelection", "edgeSelection9");
    expect(store.pieces.getRow("k0")?.check).toMatchObject({
      errors: { edgeProfile: "Edge profile is required" },
    });
    store.pieces.setField("k0", "edgeProfile", "Half Round");
    expect(store.pieces.getRow("k0")?.draft.extras).toEqual([
      { label: "A", value: "1" },
      { label: "B", value: "1" },
    ]);
    store.pieces.setField("k0", "extra0", "35");
    store.pieces.setField("k0", "edgeProfile", "Bevel 10mm");
    expect(store.pieces.getRow("k0")?.draft.extras).toEqual([{ label: "A", value: "35" }]);
    store.pieces.setField("k0", "edgeSelection", "");
    expect(store.pieces.getRow("k0")?.draft).toMatchObject({ edgeProfile: "", extras: [] });
  });

  it("shows a cell's message once the cell is left, every message once the row is", () => {
    const store = storeWith();
    const key = store.pieces.addRow();
    store.pieces.setField(key, "width", "abc");
    store.pieces.setField(key, "quantity", "0");
    expect(visibleErrors(store.pieces.getRow(key)!)).toEqual({});
    store.pieces.touch(key, "width");
    expect(visibleErrors(store.pieces.getRow(key)!)).toEqual({ width: "Invalid input" });
    store.pieces.reveal(key);
    expect(visibleErrors(store.pieces.getRow(key)!)).toMatchObject({
      width: "Invalid input",
      quantity: "Quantity should be greater than 0",
    });
    expect(store.getCounts().invalid).toBe(1);
  });

  it("follows a save: pending, saving, saved; a delete of a saved line waits for the server", () => {
    const store = storeWith(draftOf(mixed.input.lines[0]!));
    const row = store.pieces.getRow("k0")!;
    expect(rowStatus(row)).toBe("pending");
    store.pieces.markSync("k0", "saving");
    expect(store.getCounts().saving).toBe(1);
    if (row.check.kind !== "valid") throw new Error("valid");
    expect(store.pieces.markSaved("k0", row.check.snapshot, { _id: "s1", priced: row.check.priced })).toBe(
      true,
    );
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("saved");
    expect(store.pieces.serverOrder).toEqual(["s1"]);
    store.pieces.removeRow("k0");
    expect([...store.pieces.deletes]).toEqual(["s1"]);
    store.pieces.deleteConfirmed("s1");
    expect(store.pieces.serverOrder).toEqual([]);
    // Saved after its row was deleted: the store says so, so that the line is deleted too.
    expect(store.pieces.markSaved("k0", "{}", { _id: "s2", priced: null })).toBe(false);
  });

  it("saves a middle row that became valid later just above the saved row below it", () => {
    const [first, second, third] = mixed.input.lines.map(draftOf);
    const store = storeWith(first!, second!, third!);
    const save = (key: string, id: string) => {
      const row = store.pieces.getRow(key)!;
      if (row.check.kind !== "valid") throw new Error("valid");
      store.pieces.markSaved(key, row.check.snapshot, { _id: id, priced: row.check.priced });
    };
    save("k0", "s0");
    save("k2", "s2");
    // k1 is saved last: the server is asked to put it above s2, and the store mirrors that.
    expect(store.pieces.savedIdBelow("k1")).toBe("s2");
    expect(store.pieces.savedIdBelow("k2")).toBeNull();
    save("k1", "s1");
    expect(store.pieces.serverOrder).toEqual(["s0", "s1", "s2"]);
  });

  it("turns CGST and SGST into IGST for a place of supply in another state", () => {
    const igst = exampleNamed("inter-state: IGST");
    const store = storeFor(setupFor(igst), [draftOf(igst.input.lines[0]!)]);
    expect(store.getSummary().totals.cgst).toBe("576.72");
    store.setSupply({ interState: true, withoutTax: false });
    expect(store.getSummary().totals).toEqual(igst.expected!.totals);
    expect(store.getSummary().interState).toBe(true);
  });
});
