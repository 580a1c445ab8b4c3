import { keepPreviousData } from "@tanstack/react-query";
import { useEffect } from "react";
import { pageCountOf } from "../../lib/paging";
import { trpc } from "../../lib/trpc";
import { useSearchedPages } from "../../lib/use-searched-pages";

/**
 * /invoice-list's data: what is typed in the search box, the search actually sent (debounced), the
 * page, and one page of invoices, newest first, searched and paged by the server.
 */
export function useInvoiceList() {
  const { searchText, setSearchText, search, page, setPage } = useSearchedPages();

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
