/**
 * A CSV cell. Text beginning with =, +, - or @ (or a tab or carriage return) is read as a formula by
 * spreadsheets (CSV injection): it gets a leading apostrophe, as OWASP advises; figures ("-12.50") are
 * left as they are. Shared by every CSV Kerf writes (GSTR-1 tables, the audit trail).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF between lines as RFC 4180 has it. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
