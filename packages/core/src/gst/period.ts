import { GST_MESSAGES } from "./fields";
import { GstFileError } from "./parties";

/** A return period: its first and last calendar dates and GSTR-1's `fp` (MMYYYY of its last month). */
export type ReturnPeriod = { label: string; from: string; to: string; fp: string };

const pad = (n: number) => String(n).padStart(2, "0");

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function span(label: string, year: number, firstMonth: number, months: number): ReturnPeriod {
  const endMonthIndex = firstMonth - 1 + months - 1;
  const endYear = year + Math.floor(endMonthIndex / 12);
  const endMonth = (endMonthIndex % 12) + 1;
  return {
    label,
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`,
    fp: `${pad(endMonth)}${endYear}`,
  };
}

/** Financial years as GSTR-1 periods name them, 2017-18 (GST began in July 2017) to 2098-99. */
const YEARS = Array.from({ length: 82 }, (_, i) => `${2017 + i}-${String((18 + i) % 100).padStart(2, "0")}`);

/** What a period may be, as one pattern (the OpenAPI document states it): a month or a quarter. */
export const RETURN_PERIOD_PATTERN = `^\\s*(?:20[0-9]{2}-(?:0[1-9]|1[0-2])|(?:${YEARS.join("|")})-Q[1-4])\\s*$`;

/**
 * `2026-11` (a month) or `2026-27-Q3` (a quarter of the financial year April-March: Q1 April-June ...
 * Q3 October-December 2026, Q4 January-March 2027). Anything else: a GstFileError with the message.
 */
export function parseReturnPeriod(text: string): ReturnPeriod {
  const fail = () =>
    new GstFileError(GST_MESSAGES.periodInvalid, { period: GST_MESSAGES.periodInvalid }, "input");
  const value = text.trim();
  const month = /^(20\d\d)-(0[1-9]|1[0-2])$/.exec(value);
  if (month) return span(value, Number(month[1]), Number(month[2]), 1);
  const quarter = /^(20\d\d)-(\d\d)-Q([1-4])$/.exec(value);
  if (!quarter) throw fail();
  const start = Number(quarter[1]);
  if (Number(quarter[2]) !== (start + 1) % 100) throw fail();
  const q = Number(quarter[3]);
  return q === 4 ? span(value, start + 1, 1, 3) : span(value, start, 4 + (q - 1) * 3, 3);
}

/**
 * The last day a credit note for a supply of `invoiceDate` can be declared: 30 November after the end
 * of the financial year of the supply (CGST Act sec. 34(2), as amended by the Finance Act 2022 from
 * 1-10-2022; earlier still if the annual return is furnished first, which Kerf cannot know).
 */
export function creditNoteDeadline(invoiceDate: string): string {
  const [year, month] = invoiceDate.split("-").map(Number) as [number, number];
  const financialYearEnds = month >= 4 ? year + 1 : year;
  return `${financialYearEnds}-11-30`;
}
