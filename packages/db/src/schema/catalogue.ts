import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./timestamp";

// Settings and catalogues a company prices with.

export interface GeneralSettingsTable {
  company_id: string;
  /** docs/spec/portal-spec.md section 3's commonSetting object, as the client sends and reads it. */
  common_setting: ColumnType<unknown, string, string>;
  unit: "inch" | "mm";
  rounding_step: string;
  min_area_per_piece: string;
  date_format: "DD-MM-YYYY" | "YYYY-MM-DD";
  updated_at: Timestamp;
}

export interface EdgeSelectionsTable {
  id: Generated<string>;
  company_id: string;
  value: string;
  label: string;
  lengths: number;
  widths: number;
  position: number;
}

export interface MaterialsTable {
  id: Generated<string>;
  company_id: string;
  material_name: string;
  material_rate: string;
  cutting_rate: string;
  material_gst: string;
  material_wastage: string;
  gst_charges: string;
  hsn_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EdgeProfilesTable {
  id: Generated<string>;
  company_id: string;
  /** What lines and the client call it: the catalogue label, or the company's own name when saved byName. */
  name: string;
  /** edgeProfile1..36: which catalogue entry it is (its drawing and area inputs). */
  catalogue_value: string;
  save_as: "byName" | "byDefault";
  rate: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentSettingsTable {
  company_id: string;
  /** A PNG or JPEG as a data URL, as the server re-encoded it (see logo_decoded). */
  logo: string | null;
  /** The logo was decoded and re-encoded by the server; until then it is never shown. */
  logo_decoded: ColumnType<boolean, boolean | undefined, boolean>;
  terms: ColumnType<string, string | undefined, string>;
  quotation_validity_days: ColumnType<number, number | undefined, number>;
  upi_id: string | null;
  payee_name: string | null;
  updated_at: Timestamp;
}
