import type { DateFormat } from "./enums";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Shops are in India, so an instant is shown as its calendar day in India, whatever the time zone of
// the server or the browser: 2024-03-04T20:00:00Z is already 5 March there.
const INDIA = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function partsOf(date: Date | string): [year: string, month: string, day: string] {
  if (typeof date === "string") {
    // A bare date is already a calendar day; reading it as an instant could shift it.
    const match = DATE_ONLY.exec(date.trim());
    if (match) return [match[1]!, match[2]!, match[3]!];
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(date)}`);
  const parts = INDIA.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return [part("year"), part("month"), part("day")];
}

/** DD-MM-YYYY, or YYYY-MM-DD in the reverse format; the calendar day in India (Asia/Kolkata). */
export function formatDate(date: Date | string, format: DateFormat): string {
  const [year, month, day] = partsOf(date);
  return format === "YYYY-MM-DD" ? `${year}-${month}-${day}` : `${day}-${month}-${year}`;
}
