import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./timestamp";

// Mail waiting for the worker, with its attachments.

export type OutboxStatus = "pending" | "sent" | "logged";

export interface OutboxTable {
  id: Generated<string>;
  company_id: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface OutboxAttachmentsTable {
  id: Generated<string>;
  outbox_id: string;
  filename: string;
  content_type: string;
  content: Buffer;
}
