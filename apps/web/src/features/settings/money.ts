import { formatIndian } from "@kerf/core";

/** A decimal string with Indian grouping (12,34,567.00); text that is not a number is shown as sent. */
export function money(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  try {
    return formatIndian(value);
  } catch {
    return value;
  }
}
