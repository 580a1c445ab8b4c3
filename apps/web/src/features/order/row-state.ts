import type { PricedLine } from "@kerf/core";
import type { LineCheck } from "./line-check";
import type { FieldErrors, FieldKey, LineDraft } from "./order-types";

// One row of the order page as the store keeps it, and what the screen reads from it: its save status,
// the figures to show and the messages to show. Pure functions of the row.

export type SyncState = "idle" | "saving" | "retrying" | "rejected";

export type RowState = {
  readonly key: string;
  readonly draft: LineDraft;
  readonly check: LineCheck;
  readonly serverId: string | null;
  /** The line as the server holds it (a LineCheck snapshot), or null when it holds none. */
  readonly syncedSnapshot: string | null;
  /** The server's own figures for one snapshot: shown while the row still reads that way. */
  readonly serverPriced: { readonly snapshot: string; readonly priced: PricedLine } | null;
  readonly sync: SyncState;
  readonly rejected: {
    readonly snapshot: string;
    readonly errors: FieldErrors;
    readonly message: string;
  } | null;
  /** Which cells show their message: those left once, or every cell after the row was left. */
  readonly shown: "all" | ReadonlySet<FieldKey>;
};

export type RowStatus = "blank" | "saved" | "invalid" | "pending" | "saving" | "retrying" | "rejected";

export function rowStatus(row: RowState): RowStatus {
  const { check } = row;
  if (check.kind === "blank") return "blank";
  if (check.kind === "invalid") return "invalid";
  if (check.snapshot === row.syncedSnapshot) return "saved";
  if (row.rejected?.snapshot === check.snapshot) return "rejected";
  if (row.sync === "saving") return "saving";
  if (row.sync === "retrying") return "retrying";
  return "pending";
}

/** What the row's figure cells show: the server's figures once it has priced this very line. */
export function displayedPrice(row: RowState): PricedLine | null {
  if (row.check.kind !== "valid") return null;
  const server = row.serverPriced;
  return server && server.snapshot === row.check.snapshot ? server.priced : row.check.priced;
}

const NO_ERRORS: FieldErrors = {};

export function visibleErrors(row: RowState): FieldErrors {
  if (row.rejected && row.check.kind === "valid" && row.rejected.snapshot === row.check.snapshot) {
    return row.rejected.errors;
  }
  if (row.check.kind !== "invalid") return NO_ERRORS;
  if (row.shown === "all") return row.check.errors;
  const shown: FieldErrors = {};
  for (const field of row.shown) {
    const message = row.check.errors[field];
    if (message) shown[field] = message;
  }
  return shown;
}

export type SaveCounts = Record<Exclude<RowStatus, "blank" | "saved">, number> & { deletes: number };

export type RowInit = {
  key: string;
  draft: LineDraft;
  serverId: string | null;
  syncedSnapshot: string | null;
  serverPriced: RowState["serverPriced"];
  /** Already checked against this setup (saves checking 500 loaded lines twice). */
  check?: LineCheck;
};

export type RemovedRow = { index: number; draft: LineDraft };

/** How many rows are in each unsaved state, for the page's save status. */
export function countRows(rows: Iterable<RowState>, deletes: number, deletesRetrying: boolean): SaveCounts {
  const counts: SaveCounts = {
    invalid: 0,
    pending: 0,
    saving: 0,
    retrying: deletesRetrying ? 1 : 0,
    rejected: 0,
    deletes,
  };
  for (const row of rows) {
    const status = rowStatus(row);
    if (status !== "blank" && status !== "saved") counts[status] += 1;
  }
  return counts;
}

export function sameCounts(a: SaveCounts, b: SaveCounts): boolean {
  return (Object.keys(a) as (keyof SaveCounts)[]).every((k) => a[k] === b[k]);
}
