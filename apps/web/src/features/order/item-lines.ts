import { type ItemLineInput, ORDER_ITEM_MESSAGES, type PricedItemLine, priceOrder } from "@kerf/core";
import { newRowKey } from "./cell-edit";
import type { ItemInput } from "./line-savers";
import { type Listener, notify, subscribe } from "./listeners";
import type { StoredItem } from "./local-draft";
import { type LineSaver, LineSync, type SyncedLines } from "./order-sync";
import type { OrderData } from "./order-types";
import type { PricingSetup } from "./pricing-setup";
import type { SaveCounts, SyncState } from "./row-state";

// An order's item lines (issue 29 point 3) kept the way its pieces are: what is typed is the row's
// state at once (and on this device), and the save engine sends it, retrying while offline.

export type ServerItem = OrderData["itemLines"][number];

export type ItemCheck =
  | { kind: "valid"; snapshot: string; input: ItemInput; priced: PricedItemLine; unit: string }
  | { kind: "invalid"; snapshot: string; field: "name" | "quantity"; message: string };

export type ItemRow = {
  readonly key: string;
  readonly name: string;
  readonly quantity: string;
  readonly check: ItemCheck;
  readonly serverId: string | null;
  readonly syncedSnapshot: string | null;
  /** The server's last answer for this line: its figures (or why it no longer prices) and unit. */
  readonly server: ServerItem | null;
  readonly sync: SyncState;
  readonly rejected: { readonly snapshot: string; readonly message: string } | null;
};

export type ItemStatus = "saved" | "invalid" | "pending" | "saving" | "retrying" | "rejected";

const snapshotOf = (name: string, quantity: string) => JSON.stringify([name, quantity.trim()]);

/** Checked and priced as the server will (the catalogue's own spelling of the name; the unit's rule). */
export function checkItem(setup: PricingSetup, name: string, quantity: string): ItemCheck {
  const typed = name.trim();
  const item = setup.items?.find((i) => i.itemName.toLowerCase() === typed.toLowerCase());
  if (!item) {
    const message = typed ? ORDER_ITEM_MESSAGES.unknownItem(typed) : ORDER_ITEM_MESSAGES.itemRequired;
    return { kind: "invalid", snapshot: snapshotOf(typed, quantity), field: "name", message };
  }
  const input = { name: item.itemName, quantity: quantity.trim() };
  const snapshot = snapshotOf(input.name, input.quantity);
  const [result] = priceOrder(setup, [], undefined, [
    { item: input.name, quantity: input.quantity },
  ]).itemLines;
  if (!result?.priced) {
    return { kind: "invalid", snapshot, field: "quantity", message: result?.error.message ?? "" };
  }
  return { kind: "valid", snapshot, input, priced: result.priced, unit: item.unit };
}

export function itemStatus(row: ItemRow): ItemStatus {
  if (row.check.snapshot === row.syncedSnapshot) return "saved";
  if (row.check.kind === "invalid") return "invalid";
  if (row.rejected?.snapshot === row.check.snapshot) return "rejected";
  if (row.sync === "saving" || row.sync === "retrying") return row.sync;
  return "pending";
}

/** What the row shows: the server's figures while it reads as saved, else this device's. */
export function shownItem(row: ItemRow): {
  priced: PricedItemLine | null;
  unit: string | null;
  error: string | null;
} {
  const { check, server } = row;
  if (row.rejected?.snapshot === check.snapshot)
    return { priced: null, unit: null, error: row.rejected.message };
  if (server && check.snapshot === row.syncedSnapshot) {
    return { priced: server.priced, unit: server.unit, error: server.error?.message ?? null };
  }
  return check.kind === "valid"
    ? { priced: check.priced, unit: check.unit, error: null }
    : { priced: null, unit: null, error: check.message };
}

export type ItemInit = { rows: ItemRow[]; deletes: string[] };

/** The item lines' one owner: their rows, the deletes the server has not confirmed, and their saves. */
export class ItemLines implements SyncedLines<ItemInput, ServerItem> {
  private rows: ItemRow[];
  readonly deletes: Set<string>;
  private deletesRetrying = false;
  private listeners = new Set<Listener>();
  private readonly sync: LineSync<ItemInput, ServerItem> | null;

  constructor(
    private readonly setup: PricingSetup,
    init: ItemInit,
    /** The owning order store: totals, save counts and this device's copy follow every change. */
    private readonly changed: () => void,
    saving?: { customerId: string; saver: LineSaver<ItemInput, ServerItem> },
  ) {
    this.rows = init.rows;
    this.deletes = new Set(init.deletes);
    this.sync = saving ? new LineSync(this, saving.customerId, saving.saver) : null;
  }

  // ---- reading ----

  getRows = (): readonly ItemRow[] => this.rows;
  rowList = (): readonly ItemRow[] => this.rows;
  getRow = (key: string): ItemRow | undefined => this.rows.find((r) => r.key === key);
  subscribe = (listener: Listener) => subscribe(this.listeners, listener);

  /** The lines the totals count: those that price as typed. */
  pricedInputs(): ItemLineInput[] {
    return this.rows.flatMap((r) =>
      r.check.kind === "valid" ? [{ item: r.check.input.name, quantity: r.check.input.quantity }] : [],
    );
  }

  addCounts(counts: SaveCounts): SaveCounts {
    const out = { ...counts, deletes: counts.deletes + this.deletes.size };
    if (this.deletesRetrying) out.retrying += 1;
    for (const row of this.rows) {
      const status = itemStatus(row);
      if (status !== "saved") out[status] += 1;
    }
    return out;
  }

  /** This device's copy: every row while any is unsaved, and the deletes not yet confirmed. */
  stored(): { items: StoredItem[] | undefined; deletes: string[] } {
    const unsaved = this.rows.some((r) => itemStatus(r) !== "saved");
    const items = unsaved
      ? this.rows.map((r) => ({ k: r.key, s: r.serverId, n: r.name, q: r.quantity }))
      : undefined;
    return { items, deletes: [...this.deletes] };
  }

  // ---- edits: each is sent at once (Enter or leaving the cell is the end of typing) ----

  /** A new line at the end; when it cannot be saved as typed, nothing is added and the check says why. */
  add(name: string, quantity: string): ItemCheck {
    const check = checkItem(this.setup, name, quantity);
    if (check.kind !== "valid") return check;
    const key = newRowKey();
    const { name: canonical, quantity: typed } = check.input;
    this.rows = [...this.rows, newItemRow(key, canonical, typed, check)];
    this.emit();
    this.sync?.flush(key);
    return check;
  }

  setQuantity(key: string, quantity: string) {
    const row = this.getRow(key);
    if (!row || row.quantity === quantity) return;
    this.replace(key, { quantity, check: checkItem(this.setup, row.name, quantity) });
    this.sync?.flush(key);
  }

  remove(key: string) {
    const row = this.getRow(key);
    if (!row) return;
    this.rows = this.rows.filter((r) => r.key !== key);
    if (row.serverId) this.deletes.add(row.serverId);
    this.emit();
    this.sync?.flushDeletes();
  }

  /** After the server cleared the order: none left, nothing queued. */
  clear() {
    this.sync?.cancelPending();
    this.rows = [];
    this.deletes.clear();
    this.emit();
  }

  // ---- the engine ----

  start = () => this.sync?.start();
  stop = () => this.sync?.stop();
  flushAll = () => this.sync?.flushAll();
  cancelPending = () => this.sync?.cancelPending();

  markSync(key: string, sync: SyncState) {
    if (this.getRow(key)?.sync !== sync) this.replace(key, { sync });
  }

  markSaved(key: string, snapshot: string, saved: ServerItem): boolean {
    if (!this.getRow(key)) return false;
    this.replace(key, {
      serverId: saved.id,
      syncedSnapshot: snapshot,
      server: saved,
      sync: "idle",
      rejected: null,
    });
    return true;
  }

  markRejected(key: string, snapshot: string, _fieldErrors: Record<string, string>, message: string) {
    this.replace(key, { sync: "rejected", rejected: { snapshot, message } });
  }

  forgetServerId(key: string) {
    this.replace(key, { serverId: null, syncedSnapshot: null, server: null });
  }

  queueDelete(serverId: string) {
    this.deletes.add(serverId);
  }

  deleteConfirmed(serverId: string) {
    this.deletes.delete(serverId);
    this.emit();
  }

  setDeletesRetrying(retrying: boolean) {
    this.deletesRetrying = retrying;
    this.emit();
  }

  private replace(key: string, patch: Partial<ItemRow>) {
    this.rows = this.rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
    this.emit();
  }

  private emit() {
    notify(this.listeners);
    this.changed();
  }
}

export function newItemRow(key: string, name: string, quantity: string, check: ItemCheck): ItemRow {
  return {
    key,
    name,
    quantity,
    check,
    serverId: null,
    syncedSnapshot: null,
    server: null,
    sync: "idle",
    rejected: null,
  };
}

/**
 * The server's item lines with this device's copy laid over them, in the screen's order. A line kept
 * here as new that the server turns out to hold already (its save went out as the page closed) is
 * matched to that line instead of being added twice.
 */
export function mergeItems(
  serverItems: readonly ServerItem[],
  stored: { items: readonly StoredItem[] | undefined; deletes: readonly string[] },
  setup: PricingSetup,
): ItemInit {
  const byId = new Map(serverItems.map((line) => [line.id, line]));
  const deletes = stored.deletes.filter((id) => byId.has(id));
  const used = new Set(deletes);
  for (const r of stored.items ?? []) if (r.s && byId.has(r.s)) used.add(r.s);
  const unclaimed = new Map<string, string>();
  for (const line of serverItems) {
    const snapshot = snapshotOf(line.name, line.quantity);
    if (!used.has(line.id) && !unclaimed.has(snapshot)) unclaimed.set(snapshot, line.id);
  }
  const fromServer = (line: ServerItem, key: string, typed?: string): ItemRow => ({
    ...newItemRow(
      key,
      line.name,
      typed ?? line.quantity,
      checkItem(setup, line.name, typed ?? line.quantity),
    ),
    serverId: line.id,
    syncedSnapshot: snapshotOf(line.name, line.quantity),
    server: line,
  });

  const rows: ItemRow[] = [];
  for (const r of stored.items ?? []) {
    const line = r.s ? byId.get(r.s) : undefined;
    if (line && !deletes.includes(line.id)) {
      rows.push(fromServer(line, r.k, r.q));
      continue;
    }
    const check = checkItem(setup, r.n, r.q);
    const twin = unclaimed.get(check.snapshot);
    if (twin) {
      unclaimed.delete(check.snapshot);
      used.add(twin);
      rows.push(fromServer(byId.get(twin)!, r.k));
    } else rows.push(newItemRow(r.k, r.n, r.q, check));
  }
  for (const line of serverItems) if (!used.has(line.id)) rows.push(fromServer(line, line.id));
  return { rows, deletes };
}
