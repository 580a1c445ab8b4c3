import { formatDate } from "./format-date";
import { EARLIEST_DATE } from "./limits";
import { MESSAGES } from "./messages";

/** Today's calendar date where the shops are (Asia/Kolkata), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return formatDate(now, "YYYY-MM-DD");
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether "YYYY-MM-DD..." starts with a day that exists: 2024-02-29 does, 2026-02-30 does not. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PART.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day a year later; 29 February becomes 28 February. */
function aYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split("-") as [string, string, string];
  const next = `${String(Number(year) + 1).padStart(4, "0")}-${month}-${day}`;
  return isCalendarDate(next) ? next : `${next.slice(0, 8)}28`;
}

/**
 * Why a real calendar day (YYYY-MM-DD) is outside the window of Kerf's documents, from 2017-07-01 (GST)
 * to a year after today in India; null when it is inside.
 */
export function dateWindowProblem(isoDate: string, today = todayInIndia()): string | null {
  if (isoDate < EARLIEST_DATE) return MESSAGES.dateTooEarly;
  if (isoDate > aYearAfter(today)) return MESSAGES.dateTooLate;
  return null;
}

/** A document date typed as YYYY-MM-DD: the day itself, or the message of the rule it breaks. */
export function checkIsoDate(
  text: string,
  today = todayInIndia(),
): { ok: true; date: string } | { ok: false; message: string } {
  const date = text.trim();
  if (date.length !== 10 || !isCalendarDate(date)) return { ok: false, message: MESSAGES.dateInvalid };
  const problem = dateWindowProblem(date, today);
  return problem ? { ok: false, message: problem } : { ok: true, date };
}
