import type { SyncState } from "./row-state";
import { backoffMs, classifyFailure } from "./sync-client";

/** How long typing may pause before the line is saved. */
const SAVE_DEBOUNCE_MS = 400;

/** A line as the engine reads it: what it reads now, and what the server holds of it. */
export type SyncedRow<Input> = {
  readonly key: string;
  readonly serverId: string | null;
  readonly syncedSnapshot: string | null;
  readonly rejected: { readonly snapshot: string } | null;
  readonly check: { kind: "valid"; snapshot: string; input: Input } | { kind: "blank" | "invalid" };
};

/**
 * The lines' one owner (the order store's pieces, or its item lines): the engine reads the rows from it
 * and reports each answer to it; it never changes a row itself.
 */
export interface SyncedLines<Input, Saved> {
  readonly deletes: ReadonlySet<string>;
  getRow(key: string): SyncedRow<Input> | undefined;
  rowList(): readonly SyncedRow<Input>[];
  markSync(key: string, sync: SyncState): void;
  /** The server stored `snapshot` as `saved`; false when the row was deleted meanwhile. */
  markSaved(key: string, snapshot: string, saved: Saved): boolean;
  /** A refusal, with the server's messages by the path of the field at fault. */
  markRejected(key: string, snapshot: string, fieldErrors: Record<string, string>, message: string): void;
  forgetServerId(key: string): void;
  /** A line stored as its row was deleted: it is deleted too. */
  queueDelete(serverId: string): void;
  deleteConfirmed(serverId: string): void;
  setDeletesRetrying(retrying: boolean): void;
}

/** How one kind of line reaches the server. */
export type LineSaver<Input, Saved> = {
  add(key: string, input: Input): Promise<Saved>;
  update(serverId: string, input: Input): Promise<Saved>;
  remove(serverId: string): Promise<unknown>;
  idOf(saved: Saved): string;
};

/** Engines still finishing their saves, by customer: a page opened again waits for them first. */
const finishing = new Map<string, Set<LineSync<unknown, unknown>>>();

export function isFinishing(customerId: string): boolean {
  return finishing.has(customerId);
}

export async function whenSettled(customerId: string): Promise<void> {
  await Promise.all([...(finishing.get(customerId) ?? [])].map((sync) => sync.settled()));
}

/**
 * Saves each line as it is typed: a new valid row is added, an edited saved row updated, a deleted
 * one deleted. One request per row at a time; the newest text always wins. Failures that may pass
 * (offline, 5xx) are retried with backoff; a refusal waits until the row changes.
 */
export class LineSync<Input, Saved> {
  private debounce = new Map<string, ReturnType<typeof setTimeout>>();
  private retry = new Map<string, ReturnType<typeof setTimeout>>();
  private attempts = new Map<string, number>();
  private inflight = new Set<string>();
  private again = new Set<string>();
  private deleting = new Set<string>();
  private deleteTimer: ReturnType<typeof setTimeout> | undefined;
  private deleteAttempts = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: SyncedLines<Input, Saved>,
    private readonly customerId: string,
    private readonly saver: LineSaver<Input, Saved>,
  ) {}

  /** Sends whatever the page holds that the server does not: rows restored from this device, deletes. */
  start() {
    this.stopped = false;
    this.flushAll();
    window.addEventListener("online", this.onOnline);
  }

  /** The page is going away: send everything now; no retries after this (the device keeps the rest). */
  stop() {
    this.flushAll();
    this.stopped = true;
    window.removeEventListener("online", this.onOnline);
    for (const timer of [...this.debounce.values(), ...this.retry.values()]) clearTimeout(timer);
    clearTimeout(this.deleteTimer);
    this.debounce.clear();
    this.retry.clear();
    if (this.busy()) {
      const engines = finishing.get(this.customerId) ?? new Set();
      engines.add(this as LineSync<unknown, unknown>);
      finishing.set(this.customerId, engines);
    }
  }

  settled(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  schedule(key: string) {
    if (this.stopped) return;
    clearTimeout(this.debounce.get(key));
    this.debounce.set(
      key,
      setTimeout(() => this.flush(key), SAVE_DEBOUNCE_MS),
    );
  }

  flush(key: string) {
    clearTimeout(this.debounce.get(key));
    this.debounce.delete(key);
    void this.send(key);
  }

  flushAll() {
    for (const row of this.store.rowList()) {
      if (row.check.kind === "valid" && row.check.snapshot !== row.syncedSnapshot) this.flush(row.key);
    }
    this.flushDeletes();
  }

  private onOnline = () => {
    // At once, and the backoff starts over: the failures were the network's.
    this.attempts.clear();
    for (const key of this.retry.keys()) this.flush(key);
    if (this.deleteTimer) this.flushDeletes();
  };

  private busy() {
    return this.inflight.size > 0 || this.deleting.size > 0;
  }

  private settle() {
    if (this.busy()) return;
    const engines = finishing.get(this.customerId);
    if (engines?.delete(this as LineSync<unknown, unknown>) && engines.size === 0) {
      finishing.delete(this.customerId);
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async send(key: string) {
    if (this.inflight.has(key)) {
      this.again.add(key);
      return;
    }
    const row = this.store.getRow(key);
    if (row?.check.kind !== "valid") return;
    const { snapshot, input } = row.check;
    if (snapshot === row.syncedSnapshot || row.rejected?.snapshot === snapshot) return;
    clearTimeout(this.retry.get(key));
    this.retry.delete(key);

    this.inflight.add(key);
    this.store.markSync(key, "saving");
    try {
      const saved = row.serverId
        ? await this.saver.update(row.serverId, input)
        : await this.saver.add(key, input);
      this.attempts.delete(key);
      if (!this.store.markSaved(key, snapshot, saved)) {
        // Deleted (or cleared) while its first save was on the way: delete what was just stored.
        this.store.queueDelete(this.saver.idOf(saved));
        this.flushDeletes();
      }
    } catch (error) {
      this.failed(key, row.serverId, snapshot, error);
    } finally {
      this.inflight.delete(key);
      if (this.again.delete(key) && !this.stopped) void this.send(key);
      this.settle();
    }
  }

  private failed(key: string, serverId: string | null, snapshot: string, error: unknown) {
    const failure = classifyFailure(error);
    if (failure.kind === "notFound" && serverId) {
      // The line was deleted elsewhere; what is on screen is added again.
      this.store.forgetServerId(key);
      this.again.add(key);
    } else if (failure.kind === "retry") {
      this.store.markSync(key, "retrying");
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      if (!this.stopped) {
        this.retry.set(
          key,
          setTimeout(() => this.flush(key), backoffMs(attempt)),
        );
      }
    } else {
      const errors = failure.kind === "rejected" ? failure.fieldErrors : {};
      this.store.markRejected(key, snapshot, errors, failure.message);
    }
  }

  flushDeletes() {
    clearTimeout(this.deleteTimer);
    this.deleteTimer = undefined;
    for (const id of this.store.deletes) {
      if (this.deleting.has(id)) continue;
      this.deleting.add(id);
      this.saver
        .remove(id)
        .then(
          () => this.store.deleteConfirmed(id),
          (error: unknown) => {
            const failure = classifyFailure(error);
            // Not found: already gone, which is what was asked.
            if (failure.kind === "notFound") this.store.deleteConfirmed(id);
            else if (failure.kind === "retry" && !this.stopped && !this.deleteTimer) {
              this.deleteAttempts += 1;
              this.store.setDeletesRetrying(true);
              this.deleteTimer = setTimeout(() => this.flushDeletes(), backoffMs(this.deleteAttempts));
            }
          },
        )
        .finally(() => {
          this.deleting.delete(id);
          if (this.store.deletes.size === 0) {
            this.deleteAttempts = 0;
            this.store.setDeletesRetrying(false);
          }
          this.settle();
        });
    }
  }

  /** For Clear all: nothing queued may reach the server after it. */
  cancelPending() {
    for (const timer of [...this.debounce.values(), ...this.retry.values()]) clearTimeout(timer);
    this.debounce.clear();
    this.retry.clear();
    this.attempts.clear();
  }
}
