import type { Generated } from "kysely";

/** A company's counter for one kind of document in one financial year (the last number given). */
export interface DocumentSeriesTable {
  company_id: string;
  financial_year: string;
  last_number: number;
}

/** A numbered document of a company: INV/26-27/0001, its series' year and its place in it. */
export interface Numbered {
  id: Generated<string>;
  company_id: string;
  number: string;
  financial_year: string;
  sequence: number;
}
