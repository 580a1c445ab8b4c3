import type { ColumnType } from "kysely";
import type { Timestamp } from "./timestamp";

// What Kerf keeps beside graphile-worker's own schema for its jobs (apps/server/src/services/job-queue.ts).

/** A job's answer for a request waiting in another server process; taken once, pruned after minutes. */
export interface JobResultsTable {
  id: string;
  content: Buffer | null;
  error: ColumnType<unknown, string | null | undefined, never>;
  created_at: Timestamp;
}

/** A graphile-worker pool of a live server process, as last seen. */
export interface JobWorkersTable {
  worker_id: string;
  seen_at: Timestamp;
}
