// Amounts and dates as Indian banks print them in statement files. Amounts are read digit by digit into
// integer paise (bigint), never through a float: "1,23,456.7" is 12345670n.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * Paise of an amount cell: Indian or Western digit grouping, an optional ₹/INR/Rs., a trailing Cr/Dr, at
 * most two decimals. Blank, zero-like "-" and anything else give null (a cell that is not an amount).
 */
export function parseBankAmount(cell: string): bigint | null {
  const t = cell
    .trim()
    .replace(/^(₹|INR|Rs\.?)\s*/i, "")
    .replace(/\s*(CR|Cr|cr)\.?$/, "")
    .replace(/,/g, "")
    .trim();
  const m = /^\+?(\d{1,13})(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) return null;
  const whole = m[1] as string;
  const fraction = (m[2] ?? "").padEnd(2, "0");
  return BigInt(whole) * 100n + BigInt(fraction);
}

/** Paise as "1234.50". */
export function rupeesText(paise: bigint): string {
  const sign = paise < 0n ? "-" : "";
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

/**
 * A statement date as YYYY-MM-DD. Indian banks print the day first: 15/01/24 (HDFC), 15/01/2024 and
 * 15-01-2024 (ICICI, Axis), 15 Jan 2024 and 15-Jan-24 (SBI); ISO dates and OFX's 20240115[...] too.
 * A time after the date is ignored. Null when the text is no real day.
 */
export function parseBankDate(cell: string): string | null {
  const t = cell.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(t);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})(\d{2})(\d{2})(?:\d{6})?(?:\.\d+)?(?:\[.*\])?$/.exec(t);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  if (m) return isoOf(fullYear(m[3] as string), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-](\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[2] as string).toLowerCase()) + 1;
    return month ? isoOf(fullYear(m[3] as string), month, Number(m[1])) : null;
  }
  return null;
}

/** RFC 4180 rows (quoted cells with commas, doubled quotes and line breaks); a BOM is dropped. */
export function readCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
