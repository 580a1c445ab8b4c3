import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pageCountOf } from "../../lib/paging";
import { trpc } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The dashboard's list: what is typed in the search box, the search actually sent (debounced), the
 * page, and one page of customers from the server (searched and paged in the database).
 */
export function useCustomerList() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  if (paging.search !== search) setPaging({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const query = trpc.customers.list.useQuery(
    { search: search || undefined, page },
    // The previous page stays on screen while the next one loads, instead of a flash of nothing.
    { placeholderData: keepPreviousData },
  );
  const { data, error, isPlaceholderData } = query;

  // Portal-spec section 8: list errors are only logged.
  useEffect(() => {
    if (error) console.error("Loading the customers failed:", error);
  }, [error]);

  // A delete emptied the last page: show the page that is now last.
  const lastPage = data ? pageCountOf(data.total, data.pageSize) : 1;
  const pageGone = data !== undefined && !isPlaceholderData && data.customers.length === 0 && page > lastPage;
  useEffect(() => {
    if (pageGone) setPaging({ search, page: lastPage });
  }, [pageGone, search, lastPage]);

  return {
    searchText,
    setSearchText,
    /** The search the rows answer (trimmed, debounced). */
    search,
    page,
    setPage,
    pageCount: lastPage,
    customers: data?.customers ?? [],
    total: data?.total ?? 0,
    pageSize: data?.pageSize,
    /** Nothing to show yet: the first load. */
    isLoading: data === undefined && query.isPending,
    /** Rows from the previous page or search are shown while the next ones load. */
    isStale: isPlaceholderData,
    isFetching: query.isFetching,
    failed: data === undefined && error !== null,
    refetch: query.refetch,
  };
}
