import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";

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
 * INV (invoices), RC (payment receipts), QT (quotations), CN (credit notes), DC (delivery challans: "serially
 * numbered not exceeding sixteen characters, in one or multiple series", CGST Rules rule 55(1)).
 */
const SERIES = {
  INV: "invoiceSeries",
  RC: "receiptSeries",
  QT: "quotationSeries",
  CN: "creditNoteSeries",
  DC: "challanSeries",
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
): Promise<{ number: string; financialYear: string; sequence: number }> {
  const table = SERIES[kind];
  const financialYear = financialYearOf(isoDate);
  const { lastNumber } = await trx
    .insertInto(table)
    .values({ companyId, financialYear, lastNumber: 1 })
    .onConflict((oc) =>
      oc
        .columns(["companyId", "financialYear"])
        .doUpdateSet((eb) => ({ lastNumber: eb(eb.ref(`${table}.lastNumber`), "+", 1) })),
    )
    .returning("lastNumber")
    .executeTakeFirstOrThrow();
  // The columns the document's row stores them in.
  return {
    number: `${kind}/${financialYear}/${String(lastNumber).padStart(4, "0")}`,
    financialYear,
    sequence: lastNumber,
  };
}

const DOCUMENTS = {
  INV: { table: "invoices", date: "invoiceDate", what: "invoice" },
  CN: { table: "creditNotes", date: "creditDate", what: "credit note" },
  DC: { table: "challans", date: "challanDate", what: "challan" },
} as const;

/**
 * A document is never dated before the last one of its series, so its numbers and dates run together
 * (a consecutive series per financial year, CGST Rules rule 46(b)). Run after `nextNumber`, whose
 * locked series row keeps two documents of the series from passing each other: a 400 naming that date.
 */
export async function refuseDateBeforeSeries(
  trx: Db,
  companyId: string,
  kind: keyof typeof DOCUMENTS,
  financialYear: string,
  isoDate: string,
): Promise<void> {
  const { table, date, what } = DOCUMENTS[kind];
  const last = await trx
    .selectFrom(table)
    .select(["number", sql<string>`${sql.ref(date)}::text`.as("date")])
    .where("companyId", "=", companyId)
    .where("financialYear", "=", financialYear)
    .orderBy(date, "desc")
    .orderBy("sequence", "desc")
    .limit(1)
    .executeTakeFirst();
  if (last && isoDate < last.date) {
    const [y, m, d] = last.date.split("-");
    const message = `The ${what} date cannot be before ${d}-${m}-${y}, the date of ${last.number}, the last ${what} of its series`;
    throw new AppError("BAD_REQUEST", message, { date: message });
  }
}
