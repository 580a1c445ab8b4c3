import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pageCountOf } from "../../lib/paging";
import { trpc } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "../customers/use-customer-list";

/**
 * /invoice-list's data: what is typed in the search box, the search actually sent (debounced), the
 * page, and one page of invoices, newest first, searched and paged by the server.
 */
export function useInvoiceList() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const query = trpc.invoices.list.useQuery(
    { search: search || undefined, page },
    // The previous page stays on screen while the next one loads, instead of a flash of nothing.
    { placeholderData: keepPreviousData },
  );
  const { data, error, isPlaceholderData } = query;

  // Portal-spec section 8: list errors are only logged.
  useEffect(() => {
    if (error) console.error("Loading the invoices failed:", error);
  }, [error]);

  return {
    searchText,
    setSearchText,
    /** The search the rows answer (trimmed, debounced). */
    search,
    page,
    setPage,
    pageCount: data ? pageCountOf(data.total, data.pageSize) : 1,
    invoices: data?.invoices ?? [],
    total: data?.total ?? 0,
    pageSize: data?.pageSize,
    /** Nothing to show yet: the first load. */
    isLoading: data === undefined && query.isPending,
    /** Rows of the previous page or search are shown while the next ones load. */
    isStale: isPlaceholderData,
    isFetching: query.isFetching,
    failed: data === undefined && error !== null,
    refetch: query.refetch,
  };
}
