import type { Db } from "@kerf/db";
import { sql } from "kysely";

/** India's financial year runs April to March: 2026-03-31 is in 25-26, 2026-04-01 in 26-27. */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** The calendar day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Each kind of document has a series of its own per company and financial year, apart from the others':
 * INV (invoices), RC (payment receipts), QT (quotations), CN (credit notes).
 */
const SERIES = {
  INV: "invoice_series",
  RC: "receipt_series",
  QT: "quotation_series",
  CN: "credit_note_series",
} as const;

/**
 * The next number of the company's series for the financial year of `isoDate`: INV/26-27/0001 (at most
 * 16 characters up to 99,999 a year). Taken inside the transaction that stores the document: the series
 * row stays locked until it commits, and a rolled-back document gives its number back.
 */
export async function nextNumber(
  trx: Db,
  companyId: string,
  kind: keyof typeof SERIES,
  isoDate: string,
): Promise<{ number: string; financial_year: string; sequence: number }> {
  const table = SERIES[kind];
  const financialYear = financialYearOf(isoDate);
  const { last_number } = await trx
    .insertInto(table)
    .values({ company_id: companyId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(["company_id", "financial_year"])
        .doUpdateSet({ last_number: sql`${sql.raw(table)}.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  // The columns the document's row stores them in.
  return {
    number: `${kind}/${financialYear}/${String(last_number).padStart(4, "0")}`,
    financial_year: financialYear,
    sequence: last_number,
  };
}
