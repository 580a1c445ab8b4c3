import { DATE_FORMATS, type DateFormat, DEFAULT_DATE_FORMAT } from "@kerf/core";
import { trpc } from "./trpc";

function isDateFormat(value: unknown): value is DateFormat {
  return (DATE_FORMATS as readonly unknown[]).includes(value);
}

/** The company's date format from its general settings; DD-MM-YYYY until they answer. */
export function useDateFormat(): DateFormat {
  const general = trpc.settings.general.get.useQuery(undefined, { staleTime: 5 * 60_000 });
  const format = general.data?.dateFormat;
  return isDateFormat(format) ? format : DEFAULT_DATE_FORMAT;
}
