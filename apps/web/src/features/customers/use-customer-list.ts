import type { OrderState } from "@kerf/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pageCountOf } from "../../lib/paging";
import { trpc } from "../../lib/trpc";
import { useSearchedPages } from "../../lib/use-searched-pages";

/**
 * The dashboard's list: what is typed in the search box, the search actually sent (debounced), the
 * page, and one page of customers from the server (searched and paged in the database).
 */
export function useCustomerList() {
  const { searchText, setSearchText, search, page, setPage } = useSearchedPages();
  const [state, setStateFilter] = useState<OrderState | "">("");
  const setState = (next: OrderState | "") => {
    setStateFilter(next);
    setPage(1);
  };

  const query = trpc.customers.list.useQuery(
    { search: search || undefined, page, state: state || undefined },
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
    if (pageGone) setPage(lastPage);
  }, [pageGone, setPage, lastPage]);

  return {
    searchText,
    setSearchText,
    /** The search the rows answer (trimmed, debounced). */
    search,
    page,
    setPage,
    /** The state filter ("" for every order). */
    state,
    setState,
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
