/** India's financial year runs April to March: 2026-03-31 is in 25-26, 2026-04-01 in 26-27. */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** INV/26-27/0001: at most 16 characters up to invoice 99,999 of a year. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return `INV/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/** RC/26-27/0001: payment receipts have a series of their own. */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `RC/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/** QT/26-27/0001: quotations have a series of their own, apart from the invoices'. */
export function quotationNumber(financialYear: string, sequence: number): string {
  return `QT/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/** The calendar day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** CN/26-27/0001: credit notes have a series of their own, apart from the invoices'. */
export function creditNoteNumber(financialYear: string, sequence: number): string {
  return `CN/${financialYear}/${String(sequence).padStart(4, "0")}`;
}
