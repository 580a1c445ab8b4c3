import { SearchIcon } from "./icons";

/** A search that found nothing in a list: 'No customer matches "…"', with a way back to the whole list. */
export function NoMatches({
  what,
  search,
  onClear,
  message = `No ${what} matches "${search}"`,
  clearLabel = "Clear the search",
}: {
  what: string;
  search: string;
  onClear: () => void;
  /** Where a filter, not a search, found nothing: what it says instead ("No order is Accepted"). */
  message?: string;
  clearLabel?: string;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchIcon className="size-6" />
      </span>
      <p className="max-w-md break-words font-medium text-slate-800">{message}</p>
      <button
        type="button"
        onClick={onClear}
        className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
      >
        {clearLabel}
      </button>
    </div>
  );
}
