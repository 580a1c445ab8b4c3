import type { ItemLineInput, PricedLine, SupplyTax } from "@kerf/core";
import { newRowKey, withField } from "./cell-edit";
import { checkLine, emptyDraft } from "./line-check";
import { type Listener, notify, subscribe } from "./listeners";
import type { FieldErrors, FieldKey, LineDraft, OperationDraft } from "./order-types";
import type { PricingSetup } from "./pricing-setup";
import { type PricedRow, type QuoteSummary, summarise } from "./quote-summary";
import {
  countRows,
  displayedPrice,
  type RemovedRow,
  type RowInit,
  type RowState,
  type SaveCounts,
  type SyncState,
  sameCounts,
} from "./row-state";

/**
 * The order page's rows, outside React: each row is an immutable object replaced on every edit, and
 * each has its own listeners, so a keystroke re-renders its row and the totals, never the other 499.
 */
export class OrderStore {
  private rows = new Map<string, RowState>();
  private keys: string[] = [];
  private summary: QuoteSummary;
  private counts: SaveCounts;
  /** How the header places the supply: CGST + SGST or IGST, or no GST (an SEZ without payment). */
  private supply: SupplyTax;
  /** Server line ids in the server's own order: the screen order is kept on this device when it differs. */
  serverOrder: string[];
  /** Lines deleted here that the server may still hold. */
  readonly deletes: Set<string>;
  private deletesRetrying = false;

  private rowListeners = new Map<string, Set<Listener>>();
  private keyListeners = new Set<Listener>();
  private summaryListeners = new Set<Listener>();
  private countListeners = new Set<Listener>();

  /** The material of a new row with none above it: the first material when the Material column is hidden. */
  fallbackMaterial = "";
  /** Called after every change a save may follow (set by the sync engine). */
  onRowChanged: (key: string) => void = () => {};
  onDeletesChanged: () => void = () => {};
  /** Called after any change worth keeping on this device. */
  onPersist: () => void = () => {};

  constructor(
    readonly setup: PricingSetup,
    init: {
      rows: RowInit[];
      serverOrder: string[];
      deletes: Iterable<string>;
      supply: SupplyTax;
    },
  ) {
    // Rows that arrive typed (from the server or this device) show every message at once.
    for (const { check, ...r } of init.rows) {
      const row = { ...r, sync: "idle", rejected: null, shown: "all" } as const;
      this.rows.set(r.key, check ? { ...row, check } : this.build(row));
      this.keys.push(r.key);
    }
    this.serverOrder = init.serverOrder;
    this.deletes = new Set(init.deletes);
    this.supply = init.supply;
    this.summary = this.computeSummary();
    this.counts = this.computeCounts();
  }

  private build(row: Omit<RowState, "check">): RowState {
    return { ...row, check: checkLine(row.draft, this.setup, row.serverId === null) };
  }

  // ---- reading ----

  getRow = (key: string): RowState | undefined => this.rows.get(key);
  getKeys = (): readonly string[] => this.keys;

  /** The server id of the first saved row below `key`: a new line is stored just above it, as on screen. */
  savedIdBelow(key: string): string | null {
    for (const below of this.keys.slice(this.keys.indexOf(key) + 1)) {
      const id = this.rows.get(below)?.serverId;
      if (id) return id;
    }
    return null;
  }
  getSummary = (): QuoteSummary => this.summary;
  getCounts = (): SaveCounts => this.counts;
  rowList(): RowState[] {
    return this.keys.map((k) => this.rows.get(k)!);
  }

  // ---- subscriptions ----

  subscribeRow(key: string, listener: Listener): () => void {
    let set = this.rowListeners.get(key);
    if (!set) {
      set = new Set();
      this.rowListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(key);
    };
  }
  subscribeKeys = (listener: Listener) => subscribe(this.keyListeners, listener);
  subscribeSummary = (listener: Listener) => subscribe(this.summaryListeners, listener);
  subscribeCounts = (listener: Listener) => subscribe(this.countListeners, listener);

  // ---- edits ----

  setField(key: string, field: FieldKey, value: string) {
    const row = this.rows.get(key);
    if (!row) return;
    const draft = withField(row.draft, field, value, this.setup);
    if (draft === row.draft) return;
    this.replace(row, { draft });
    this.onRowChanged(key);
  }

  /** The line's operations, replaced whole by the operations cell; saved like any other edit. */
  setOperations(key: string, operations: OperationDraft[]) {
    const row = this.rows.get(key);
    if (!row) return;
    this.replace(row, { draft: { ...row.draft, operations } });
    this.onRowChanged(key);
  }

  /** A cell was left: its message may show from now on. */
  touch(key: string, field: FieldKey) {
    const row = this.rows.get(key);
    if (!row || row.shown === "all" || row.shown.has(field)) return;
    this.replace(row, { shown: new Set([...row.shown, field]) }, false);
  }

  /** The row was left: every message of a typed row shows. */
  reveal(key: string) {
    const row = this.rows.get(key);
    if (!row || row.shown === "all" || row.check.kind === "blank") return;
    this.replace(row, { shown: "all" }, false);
  }

  /** A blank row at `index` (default: the end), with the material of the row above it (or the fallback). */
  addRow(index = this.keys.length, draft?: LineDraft): string {
    const key = newRowKey();
    const above = this.rows.get(this.keys[index - 1] ?? "");
    const row = this.build({
      key,
      draft: draft ?? emptyDraft(above?.draft.materialType || this.fallbackMaterial),
      serverId: null,
      syncedSnapshot: null,
      serverPriced: null,
      sync: "idle",
      rejected: null,
      shown: draft ? "all" : new Set(),
    });
    this.rows.set(key, row);
    this.keys = [...this.keys.slice(0, index), key, ...this.keys.slice(index)];
    this.changedKeys();
    if (draft) this.onRowChanged(key);
    return key;
  }

  removeRow(key: string): RemovedRow | null {
    const row = this.rows.get(key);
    if (!row) return null;
    const index = this.keys.indexOf(key);
    this.rows.delete(key);
    this.keys = this.keys.filter((k) => k !== key);
    if (row.serverId) {
      this.deletes.add(row.serverId);
      this.onDeletesChanged();
    }
    this.changedKeys();
    return { index, draft: row.draft };
  }

  /** After the server cleared the order (its item lines too): one blank row again. */
  clearAll() {
    this.itemLines = [];
    this.rows.clear();
    this.keys = [];
    this.serverOrder = [];
    this.deletes.clear();
    this.addRow(0);
  }

  setSupply = (supply: SupplyTax) => {
    if (supply.interState === this.supply.interState && supply.withoutTax === this.supply.withoutTax) return;
    this.supply = supply;
    this.refreshSummary();
  };

  // ---- what the sync engine reports ----

  markSync(key: string, sync: SyncState) {
    const row = this.rows.get(key);
    if (row && row.sync !== sync) this.replace(row, { sync }, false);
  }

  /** The server stored `snapshot` as line `serverId`; false when the row was deleted meanwhile. */
  markSaved(key: string, serverId: string, snapshot: string, priced: PricedLine | null): boolean {
    const row = this.rows.get(key);
    if (!row) return false;
    if (!row.serverId) {
      // Mirrors where the server put it: above the saved row below it, or last.
      const below = this.savedIdBelow(key);
      const at = below ? this.serverOrder.indexOf(below) : -1;
      this.serverOrder =
        at < 0
          ? [...this.serverOrder, serverId]
          : [...this.serverOrder.slice(0, at), serverId, ...this.serverOrder.slice(at)];
    }
    this.replace(
      row,
      {
        serverId,
        syncedSnapshot: snapshot,
        serverPriced: priced ? { snapshot, priced } : row.serverPriced,
        sync: "idle",
        rejected: null,
      },
      false,
    );
    return true;
  }

  markRejected(key: string, snapshot: string, errors: FieldErrors, message: string) {
    const row = this.rows.get(key);
    if (row) this.replace(row, { sync: "rejected", rejected: { snapshot, errors, message } }, false);
  }

  /** The server no longer holds this row's line (deleted elsewhere): it will be added again. */
  forgetServerId(key: string) {
    const row = this.rows.get(key);
    if (!row?.serverId) return;
    const gone = row.serverId;
    this.serverOrder = this.serverOrder.filter((id) => id !== gone);
    this.replace(row, { serverId: null, syncedSnapshot: null }, false);
  }

  /** A delete failed and waits for its retry: the page says so like a line that failed. */
  setDeletesRetrying(retrying: boolean) {
    this.deletesRetrying = retrying;
    this.refreshCounts();
  }

  deleteConfirmed(serverId: string) {
    this.deletes.delete(serverId);
    this.serverOrder = this.serverOrder.filter((id) => id !== serverId);
    this.refreshCounts();
    this.onPersist();
  }

  // ---- internals ----

  private replace(row: RowState, patch: Partial<RowState>, recheck = true) {
    const next: RowState = recheck
      ? this.build({ ...row, ...patch })
      : { ...row, ...patch, check: row.check };
    this.rows.set(row.key, next);
    notify(this.rowListeners.get(row.key));
    if (recheck) this.refreshSummary();
    else this.refreshCounts();
    this.onPersist();
  }

  private changedKeys() {
    notify(this.keyListeners);
    this.refreshSummary();
    this.onPersist();
  }

  private refreshSummary() {
    this.summary = this.computeSummary();
    notify(this.summaryListeners);
    this.refreshCounts();
  }

  private refreshCounts() {
    const counts = this.computeCounts();
    if (!sameCounts(counts, this.counts)) {
      this.counts = counts;
      notify(this.countListeners);
    }
  }

  /** The order's item lines (issue 29 point 3), saved by their own section: they count in the totals. */
  private itemLines: readonly ItemLineInput[] = [];

  setItemLines = (lines: readonly ItemLineInput[]) => {
    this.itemLines = lines;
    this.refreshSummary();
  };

  private computeSummary(): QuoteSummary {
    const priced: PricedRow[] = [];
    for (const key of this.keys) {
      const row = this.rows.get(key)!;
      const price = displayedPrice(row);
      if (row.check.kind === "valid" && price) priced.push({ input: row.check.input, priced: price });
    }
    return summarise(priced, this.setup, this.supply, this.itemLines);
  }

  private computeCounts(): SaveCounts {
    return countRows(this.rows.values(), this.deletes.size, this.deletesRetrying);
  }
}
