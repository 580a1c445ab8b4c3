import type { PieceLineInput } from "@kerf/core";
import { newRowKey, withField } from "./cell-edit";
import { checkLine, emptyDraft, fieldErrorsOf } from "./line-check";
import { type OrdersApi, pieceSaver, type SavedPiece } from "./line-savers";
import { type Listener, notify, subscribe } from "./listeners";
import { LineSync, type SyncedLines } from "./order-sync";
import type { FieldKey, LineDraft, OperationDraft } from "./order-types";
import type { PricingSetup } from "./pricing-setup";
import type { PricedRow } from "./quote-summary";
import {
  countRows,
  displayedPrice,
  type RemovedRow,
  type RowInit,
  type RowState,
  type SaveCounts,
  type SyncState,
} from "./row-state";

/**
 * What a change to the pieces touches, for the order store that owns them: their figures (so the
 * totals), or only their save status; whether a delete waits for its retry is not kept on this device.
 */
export type PieceChange = "figures" | "status" | "retrying";

export type PieceInit = { rows: RowInit[]; serverOrder: string[]; deletes: Iterable<string> };

/**
 * The order's piece lines and their one owner: each row is an immutable object replaced on every edit,
 * and each has its own listeners, so a keystroke re-renders its row and the totals, never the other
 * 499. An edit is handed to the save engine here; the engine only reports back (markSync, markSaved …).
 */
export class PieceLines implements SyncedLines<PieceLineInput, SavedPiece> {
  private rows = new Map<string, RowState>();
  private keys: string[] = [];
  /** Server line ids in the server's own order: the screen order is kept on this device when it differs. */
  serverOrder: string[];
  /** Lines deleted here that the server may still hold. */
  readonly deletes: Set<string>;
  private deletesRetrying = false;

  private rowListeners = new Map<string, Set<Listener>>();
  private keyListeners = new Set<Listener>();

  /** The material of a new row with none above it: the first material when the Material column is hidden. */
  fallbackMaterial = "";
  private readonly sync: LineSync<PieceLineInput, SavedPiece> | null;

  constructor(
    private readonly setup: PricingSetup,
    init: PieceInit,
    /** The owning order store: totals, save counts and this device's copy follow every change. */
    private readonly changed: (change: PieceChange) => void,
    saving?: { customerId: string; api?: OrdersApi },
  ) {
    // Rows that arrive typed (from the server or this device) show every message at once.
    for (const { check, ...r } of init.rows) {
      const row = { ...r, sync: "idle", rejected: null, shown: "all" } as const;
      this.rows.set(r.key, check ? { ...row, check } : this.build(row));
      this.keys.push(r.key);
    }
    this.serverOrder = init.serverOrder;
    this.deletes = new Set(init.deletes);
    this.sync = saving
      ? new LineSync<PieceLineInput, SavedPiece>(
          this,
          saving.customerId,
          pieceSaver(saving.customerId, this.savedIdBelow, saving.api),
        )
      : null;
  }

  // ---- the engine ----

  start = () => this.sync?.start();
  stop = () => this.sync?.stop();
  flushAll = () => this.sync?.flushAll();
  cancelPending = () => this.sync?.cancelPending();
  /** A row was left: its save goes out now rather than after the typing pause. */
  flush = (key: string) => this.sync?.flush(key);

  private build(row: Omit<RowState, "check">): RowState {
    return { ...row, check: checkLine(row.draft, this.setup, row.serverId === null) };
  }

  // ---- reading ----

  getRow = (key: string): RowState | undefined => this.rows.get(key);
  getKeys = (): readonly string[] => this.keys;

  /** The server id of the first saved row below `key`: a new line is stored just above it, as on screen. */
  savedIdBelow = (key: string): string | null => {
    for (const below of this.keys.slice(this.keys.indexOf(key) + 1)) {
      const id = this.rows.get(below)?.serverId;
      if (id) return id;
    }
    return null;
  };
  rowList(): RowState[] {
    return this.keys.map((k) => this.rows.get(k)!);
  }

  /** The lines the totals count, in screen order: those valid, at the figures they show. */
  pricedRows(): PricedRow[] {
    const priced: PricedRow[] = [];
    for (const key of this.keys) {
      const row = this.rows.get(key)!;
      const price = displayedPrice(row);
      if (row.check.kind === "valid" && price) priced.push({ input: row.check.input, priced: price });
    }
    return priced;
  }

  counts(): SaveCounts {
    return countRows(this.rows.values(), this.deletes.size, this.deletesRetrying);
  }

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

  // ---- edits ----

  setField(key: string, field: FieldKey, value: string) {
    const row = this.rows.get(key);
    if (!row) return;
    const draft = withField(row.draft, field, value, this.setup);
    if (draft === row.draft) return;
    this.replace(row, { draft });
    this.sync?.schedule(key);
  }

  /** The line's operations, replaced whole by the operations cell; saved like any other edit. */
  setOperations(key: string, operations: OperationDraft[]) {
    const row = this.rows.get(key);
    if (!row) return;
    this.replace(row, { draft: { ...row.draft, operations } });
    this.sync?.schedule(key);
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
    if (draft) this.sync?.schedule(key);
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
      this.sync?.flushDeletes();
    }
    this.changedKeys();
    return { index, draft: row.draft };
  }

  /** After the server cleared the order: one blank row again. */
  clear() {
    this.rows.clear();
    this.keys = [];
    this.serverOrder = [];
    this.deletes.clear();
    this.addRow(0);
  }

  // ---- what the sync engine reports ----

  markSync(key: string, sync: SyncState) {
    const row = this.rows.get(key);
    if (row && row.sync !== sync) this.replace(row, { sync }, false);
  }

  /** The server stored `snapshot` as line `saved`; false when the row was deleted meanwhile. */
  markSaved(key: string, snapshot: string, saved: Pick<SavedPiece, "_id" | "priced">): boolean {
    const { _id: serverId, priced } = saved;
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

  /** A refusal: the server's messages, by the path of the field at fault, go beside their cells. */
  markRejected(key: string, snapshot: string, fieldErrors: Record<string, string>, message: string) {
    const row = this.rows.get(key);
    const errors = fieldErrorsOf(fieldErrors);
    if (row) this.replace(row, { sync: "rejected", rejected: { snapshot, errors, message } }, false);
  }

  /** A line stored as its row was deleted: it is deleted too. */
  queueDelete(serverId: string) {
    this.deletes.add(serverId);
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
    this.changed("retrying");
  }

  deleteConfirmed(serverId: string) {
    this.deletes.delete(serverId);
    this.serverOrder = this.serverOrder.filter((id) => id !== serverId);
    this.changed("status");
  }

  // ---- internals ----

  private replace(row: RowState, patch: Partial<RowState>, recheck = true) {
    const next: RowState = recheck
      ? this.build({ ...row, ...patch })
      : { ...row, ...patch, check: row.check };
    this.rows.set(row.key, next);
    notify(this.rowListeners.get(row.key));
    this.changed(recheck ? "figures" : "status");
  }

  private changedKeys() {
    notify(this.keyListeners);
    this.changed("figures");
  }
}
