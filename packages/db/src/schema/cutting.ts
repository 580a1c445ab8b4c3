import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./timestamp";

// Stock, remnants and cut plans.

export type MaterialKind = "glass" | "stone" | "panel" | "other";

/** How a material is cut and what it is cut from (lengths in micrometres: exact in eighths and tenths of mm). */
export interface MaterialStockTable {
  material_id: string;
  company_id: string;
  kind: MaterialKind;
  kerf_um: number;
  trim_um: number;
  rotate: boolean;
  min_remnant_width_um: number;
  min_remnant_length_um: number;
  updated_at: Timestamp;
}

export interface StockSheetsTable {
  id: Generated<string>;
  company_id: string;
  material_id: string;
  position: number;
  width_um: number;
  length_um: number;
  /** Rupees per sheet; null: the plan weighs sheets by area. */
  cost: string | null;
  /** Sheets on hand; null: as many as needed. */
  on_hand: number | null;
}

/** An offcut kept in stock, added by hand or from a plan when its order was marked as cut. */
export interface RemnantsTable {
  id: Generated<string>;
  company_id: string;
  material_id: string;
  width_um: number;
  length_um: number;
  customer_id: string | null;
  created_at: Timestamp;
}

export type CutPlanStatus = "running" | "done" | "failed";

/** An order's cut plan for one state of its lines (input_hash): the progress while it runs, then the plan. */
export interface CutPlansTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string;
  input_hash: string;
  status: CutPlanStatus;
  done: ColumnType<number, number | undefined, number>;
  total: number;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** Why the plan failed (shown with Retry); null otherwise. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order marked as cut: once per order. */
export interface CutMarksTable {
  customer_id: string;
  company_id: string;
  sheets_used: number;
  remnants_used: number;
  remnants_added: number;
  marked_at: Timestamp;
}
