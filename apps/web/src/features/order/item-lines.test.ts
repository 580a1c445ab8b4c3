import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkItem, itemStatus, mergeItems, type ServerItem, shownItem } from "./item-lines";
import type { OrdersApi } from "./line-savers";
import { OrderStore } from "./order-store";
import { mixedWithAreaInputs } from "./test-setup";

// Item lines (issue 29 point 3) by the pieces' rules: kept at once, sent at once, retried while offline,
// and laid over the server's after a reload without being added twice.

const setup = {
  ...mixedWithAreaInputs().setup,
  items: [{ itemName: "Hinge", unit: "nos" as const, rate: "450", gstRate: "18" }],
};

function serverItem(id: string, quantity: string): ServerItem {
  return {
    id,
    _id: id,
    customerId: "c1",
    name: "Hinge",
    quantity,
    unit: "nos",
    priced: null,
    error: null,
  } as unknown as ServerItem;
}

function scriptedServer() {
  const calls: { method: string; input: unknown }[] = [];
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const method = (name: string) => (input: unknown) => {
    calls.push({ method: name, input });
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  const api = {
    items: {
      add: { mutate: method("add") },
      update: { mutate: method("update") },
      delete: { mutate: method("delete") },
    },
  } as unknown as OrdersApi;
  return {
    api,
    calls,
    async answer(value: unknown) {
      pending.shift()?.resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(error: unknown) {
      pending.shift()?.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

function storeOf(
  server: { api: OrdersApi },
  items = { rows: [], deletes: [] } as ReturnType<typeof mergeItems>,
) {
  return new OrderStore(
    setup,
    { rows: [], serverOrder: [], deletes: [], supply: { interState: false, withoutTax: false }, items },
    { customerId: "c1", api: server.api },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("checkItem", () => {
  it("takes the catalogue's spelling and the unit's rule, with the server's messages", () => {
    expect(checkItem(setup, "hinge", " 6 ")).toMatchObject({
      kind: "valid",
      input: { name: "Hinge", quantity: "6" },
      priced: { itemTotal: "3186.00" },
    });
    expect(checkItem(setup, "Crane", "1")).toMatchObject({
      kind: "invalid",
      field: "name",
      message: 'Unknown item "Crane"',
    });
    expect(checkItem(setup, "Hinge", "1.5")).toMatchObject({ kind: "invalid", field: "quantity" });
  });
});

describe("item lines' saves", () => {
  it("an added line counts at once, is sent at once, and while offline is retried, then saved", async () => {
    const server = scriptedServer();
    const store = storeOf(server);
    store.startSaving();
    expect(store.items.add("Hinge", "6").kind).toBe("valid");
    expect(store.getSummary().totals.itemsAmount).toBe("2700.00");
    expect(server.calls).toEqual([
      { method: "add", input: { customerId: "c1", name: "Hinge", quantity: "6" } },
    ]);
    await server.fail(new TypeError("Failed to fetch"));
    const [row] = store.items.getRows();
    expect(itemStatus(row!)).toBe("retrying");
    expect(store.getCounts().retrying).toBe(1);
    window.dispatchEvent(new Event("online"));
    expect(server.calls).toHaveLength(2);
    await server.answer(serverItem("I1", "6"));
    expect(itemStatus(store.items.getRows()[0]!)).toBe("saved");
    expect(store.getCounts().retrying).toBe(0);
    // Then a changed quantity is an update of that line.
    store.items.setQuantity(row!.key, "8");
    expect(server.calls[2]).toEqual({ method: "update", input: { id: "I1", name: "Hinge", quantity: "8" } });
  });

  it("a refusal shows the server's message on the line and is not sent again until it changes", async () => {
    const server = scriptedServer();
    const store = storeOf(server);
    store.items.add("Hinge", "6");
    const message = "An order holds at most 200 item lines";
    await server.fail(
      new TRPCClientError(message, {
        result: { error: { message, code: -32600, data: { httpStatus: 400, fieldErrors: {} } } },
      } as never),
    );
    const row = store.items.getRows()[0]!;
    expect([itemStatus(row), shownItem(row).error]).toEqual(["rejected", message]);
    expect(store.getCounts().rejected).toBe(1);
    store.flushAll();
    expect(server.calls).toHaveLength(1);
  });

  it("a deleted saved line is deleted on the server", async () => {
    const server = scriptedServer();
    const store = storeOf(
      server,
      mergeItems([serverItem("I1", "2")], { items: undefined, deletes: [] }, setup),
    );
    store.items.remove(store.items.getRows()[0]!.key);
    expect(server.calls).toEqual([{ method: "delete", input: { id: "I1" } }]);
    expect(store.getCounts().deletes).toBe(1);
    await server.answer({});
    expect(store.getCounts().deletes).toBe(0);
  });
});

describe("mergeItems", () => {
  it("lays what this device kept over the server's lines; a line saved as the page closed is not added twice", () => {
    const merged = mergeItems(
      [serverItem("I1", "2"), serverItem("I2", "3")],
      {
        items: [
          { k: "a", s: "I1", n: "Hinge", q: "5" },
          { k: "b", s: null, n: "Hinge", q: "3" },
          { k: "c", s: null, n: "Hinge", q: "9" },
        ],
        deletes: ["gone"],
      },
      setup,
    );
    expect(merged.rows.map((r) => [r.key, r.serverId, r.quantity, itemStatus(r)])).toEqual([
      ["a", "I1", "5", "pending"],
      ["b", "I2", "3", "saved"],
      ["c", null, "9", "pending"],
    ]);
    expect(merged.deletes).toEqual([]);
  });
});
