import { DATE_FORMATS, type DateFormat, DEFAULT_DATE_FORMAT } from "@kerf/core";
import { useSession } from "./session";
import { trpc } from "./trpc";

function isDateFormat(value: unknown): value is DateFormat {
  return (DATE_FORMATS as readonly unknown[]).includes(value);
}

/**
 * The company's date format: from the stored settings when a build keeps it there, else from the
 * server's general settings; DD-MM-YYYY until either answers.
 */
export function useDateFormat(): DateFormat {
  const stored = useSession((s) => (s.settings as { dateFormat?: unknown }).dateFormat);
  const fromStore = isDateFormat(stored) ? stored : undefined;
  const general = trpc.settings.general.get.useQuery(undefined, {
    enabled: !fromStore,
    staleTime: 5 * 60_000,
  });
  return fromStore ?? general.data?.dateFormat ?? DEFAULT_DATE_FORMAT;
}
