import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrdersApi } from "./line-savers";
import { OrderStore } from "./order-store";
import { isFinishing, whenSettled } from "./order-sync";
import { rowStatus, visibleErrors } from "./row-state";
import { draftOf, mixedWithAreaInputs } from "./test-setup";

// The save engine against a scripted server: what is sent, when, and what the rows say after each
// answer. Timers are vitest's, so debounce and backoff run without waiting on the wall clock.

const { mixed, setup } = mixedWithAreaInputs();
const line = () => draftOf(mixed.input.lines[0]!);

type Call = { method: "addLine" | "updateLine" | "deleteLine"; input: Record<string, unknown> };

/** A server whose answers the test gives one by one, in the order the calls were made. */
function scriptedServer() {
  const calls: Call[] = [];
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const method =
    (name: Call["method"]) =>
    (input: Record<string, unknown>): Promise<never> => {
      calls.push({ method: name, input });
      return new Promise((resolve, reject) => pending.push({ resolve: resolve as never, reject }));
    };
  const api = {
    addLine: { mutate: method("addLine") },
    updateLine: { mutate: method("updateLine") },
    deleteLine: { mutate: method("deleteLine") },
  };
  return {
    api: api as unknown as OrdersApi,
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

function refusal(status: number, message: string, fieldErrors: Record<string, string> = {}) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { httpStatus: status, fieldErrors } } },
  } as never);
}

/** A store of one row whose saves go to `server`: the engine is the store's own. */
function storeWithRow(server: { api: OrdersApi }, serverId: string | null = null, customerId = "cust1") {
  const draft = line();
  const store = new OrderStore(
    setup,
    {
      rows: [{ key: "k0", draft, serverId, syncedSnapshot: null, serverPriced: null }],
      serverOrder: serverId ? [serverId] : [],
      deletes: [],
      supply: { interState: false, withoutTax: false },
    },
    { customerId, api: server.api },
  );
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the order store's saves (LineSync)", () => {
  it("saves a typed row once, 400 ms after the last keystroke, and marks it saved with the server's id", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server);
    store.pieces.setField("k0", "quantity", "3");
    await vi.advanceTimersByTimeAsync(300);
    store.pieces.setField("k0", "quantity", "4");
    await vi.advanceTimersByTimeAsync(399);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: "addLine",
      input: { customerId: "cust1", line: { quantity: 4 } },
    });
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("saving");
    await server.answer({ _id: "L1", priced: null });
    expect(store.pieces.getRow("k0")).toMatchObject({ serverId: "L1", sync: "idle" });
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("saved");
  });

  it("sends the newest text after the save on the way, as an update of the line it created", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server);
    store.pieces.setField("k0", "quantity", "3");
    store.pieces.flush("k0");
    store.pieces.setField("k0", "quantity", "5");
    store.pieces.flush("k0");
    expect(server.calls).toHaveLength(1);
    await server.answer({ _id: "L1", priced: null });
    expect(server.calls[1]).toMatchObject({
      method: "updateLine",
      input: { lineId: "L1", line: { quantity: 5 } },
    });
    await server.answer({ _id: "L1", priced: null });
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("saved");
  });

  it("retries a failed save (5xx, offline) with backoff, and at once when the browser is back online", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server);
    store.startSaving(); // sends the row restored from this device
    expect(server.calls).toHaveLength(1);
    await server.fail(refusal(503, "Service unavailable"));
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(1200); // first backoff: 1 s with up to 15 % jitter
    expect(server.calls).toHaveLength(2);
    await server.fail(new TypeError("Failed to fetch"));
    window.dispatchEvent(new Event("online"));
    expect(server.calls).toHaveLength(3);
    await server.answer({ _id: "L1", priced: null });
    expect(rowStatus(store.pieces.getRow("k0")!)).toBe("saved");
  });

  it("a refusal shows the server's field message on the row and is not sent again until the row changes", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server);
    store.pieces.setField("k0", "quantity", "3");
    store.pieces.flush("k0");
    await server.fail(refusal(400, "Material not found", { materialType: "Material not found" }));
    const row = store.pieces.getRow("k0")!;
    expect(rowStatus(row)).toBe("rejected");
    expect(visibleErrors(row)).toEqual({ materialType: "Material not found" });
    await vi.advanceTimersByTimeAsync(60_000);
    store.flushAll();
    expect(server.calls).toHaveLength(1);
    store.pieces.setField("k0", "quantity", "4");
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls).toHaveLength(2);
  });

  it("a line deleted elsewhere (404 on update) is added again with what the screen shows", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server, "L1");
    store.pieces.setField("k0", "quantity", "7");
    store.pieces.flush("k0");
    expect(server.calls[0]).toMatchObject({ method: "updateLine", input: { lineId: "L1" } });
    await server.fail(refusal(404, "Line not found"));
    expect(server.calls[1]).toMatchObject({ method: "addLine", input: { line: { quantity: 7 } } });
    await server.answer({ _id: "L2", priced: null });
    expect(store.pieces.getRow("k0")).toMatchObject({ serverId: "L2" });
  });

  it("a removed saved row is deleted on the server; a 404 counts as done", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server, "L1");
    store.pieces.removeRow("k0");
    expect(server.calls).toEqual([{ method: "deleteLine", input: { lineId: "L1" } }]);
    await server.fail(refusal(404, "Line not found"));
    expect([...store.pieces.deletes]).toEqual([]);
  });

  it("a page left with a save on the way: the next visit waits until it has settled", async () => {
    const server = scriptedServer();
    const store = storeWithRow(server, null, "cust9");
    store.startSaving();
    store.pieces.setField("k0", "quantity", "3");
    store.stopSaving();
    expect(server.calls).toHaveLength(1);
    expect(isFinishing("cust9")).toBe(true);
    let settled = false;
    void whenSettled("cust9").then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await server.answer({ _id: "L1", priced: null });
    expect(settled).toBe(true);
    expect(isFinishing("cust9")).toBe(false);
  });
});
