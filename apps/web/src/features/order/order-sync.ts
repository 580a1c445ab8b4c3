import { fieldOfPath } from "./line-check";
import type { OrderStore } from "./order-store";
import type { FieldErrors } from "./order-types";
import { backoffMs, classifyFailure, syncClient } from "./sync-client";

/** How long typing may pause before the line is saved. */
const SAVE_DEBOUNCE_MS = 400;

type Api = typeof syncClient.orders;

/** Engines still finishing their saves, by customer: a page opened again waits for them first. */
const finishing = new Map<string, LineSync>();

export function isFinishing(customerId: string): boolean {
  return finishing.has(customerId);
}

export function whenSettled(customerId: string): Promise<void> {
  return finishing.get(customerId)?.settled() ?? Promise.resolve();
}

function fieldErrorsOf(errors: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOfPath(path.split("."));
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/**
 * Saves each line as it is typed: a new valid row is added, an edited saved row updated, a deleted
 * one deleted. One request per row at a time; the newest text always wins. Failures that may pass
 * (offline, 5xx) are retried with backoff; a refusal waits until the row changes.
 */
export class LineSync {
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
    private readonly store: OrderStore,
    private readonly customerId: string,
    private readonly api: Api = syncClient.orders,
  ) {
    store.onRowChanged = (key) => this.schedule(key);
    store.onDeletesChanged = () => this.flushDeletes();
  }

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
    if (this.busy()) finishing.set(this.customerId, this);
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
    if (finishing.get(this.customerId) === this) finishing.delete(this.customerId);
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
      const line = row.serverId
        ? await this.api.updateLine.mutate({ lineId: row.serverId, line: input })
        : await this.api.addLine.mutate({
            customerId: this.customerId,
            line: input,
            beforeId: this.store.savedIdBelow(key) ?? undefined,
          });
      this.attempts.delete(key);
      if (!this.store.markSaved(key, line._id, snapshot, line.priced)) {
        // Deleted (or cleared) while its first save was on the way: delete what was just stored.
        this.store.deletes.add(line._id);
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
      const errors = failure.kind === "rejected" ? fieldErrorsOf(failure.fieldErrors) : {};
      this.store.markRejected(key, snapshot, errors, failure.message);
    }
  }

  flushDeletes() {
    clearTimeout(this.deleteTimer);
    this.deleteTimer = undefined;
    for (const id of this.store.deletes) {
      if (this.deleting.has(id)) continue;
      this.deleting.add(id);
      this.api.deleteLine
        .mutate({ lineId: id })
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
