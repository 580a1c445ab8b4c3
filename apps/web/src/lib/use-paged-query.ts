import { useEffect } from "react";
import { pageCountOf } from "./paging";

/** What a paged list's query answers: one page of rows, the total and the page size. */
type PagedQuery<D extends { total: number; pageSize: number }> = {
  data: D | undefined;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The state a server-paged list screen reads from its query (asked with `placeholderData:
 * keepPreviousData`, so the previous page stays on screen while the next one loads). A failure is only
 * logged (portal-spec section 8); the screen offers a retry.
 */
export function usePagedQuery<D extends { total: number; pageSize: number }>(
  query: PagedQuery<D>,
  what: string,
) {
  const { data, error } = query;
  useEffect(() => {
    if (error) console.error(`Loading the ${what} failed:`, error);
  }, [error, what]);
  return {
    pageCount: data ? pageCountOf(data.total, data.pageSize) : 1,
    total: data?.total ?? 0,
    pageSize: data?.pageSize,
    /** Nothing to show yet: the first load. */
    isLoading: data === undefined && query.isPending,
    /** Rows of the previous page or search are shown while the next ones load. */
    isStale: query.isPlaceholderData,
    isFetching: query.isFetching,
    failed: data === undefined && error !== null,
    refetch: query.refetch,
  };
}
