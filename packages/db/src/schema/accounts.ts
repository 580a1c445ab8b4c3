import type { Generated } from "kysely";
import type { Timestamp } from "./timestamp";

// Companies, users and what signing in keeps.

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  gst_no: string;
  address: string;
  /** Six digits; null until the company enters it (the GST files need it). */
  pin_code: string | null;
  city: string | null;
  /** The SAC under which cutting charged without GST is reported (default 998898). */
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  secret_hash: Buffer;
  user_id: string;
  company_id: string;
  created_at: Timestamp;
  last_verified_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  company_id: string;
  user_id: string;
  token_hash: Buffer;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A forgot-password request waiting for the mail worker. */
export interface ResetRequestsTable {
  id: Generated<string>;
  email: string;
  created_at: Timestamp;
}

/** One limit's counter: hits within the fixed window that ends at expires_at. */
export interface RateCountersTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  expires_at: Timestamp;
}
