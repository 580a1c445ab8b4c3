import type { OrderState } from "@kerf/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc";
import { usePagedQuery } from "../../lib/use-paged-query";
import { useSearchedPages } from "../../lib/use-searched-pages";

/**
 * The dashboard's list: what is typed in the search box, the search actually sent (debounced), the
 * page, the state filter ("" for every order), and one page of customers from the server (searched
 * and paged in the database).
 */
export function useCustomerList() {
  const searched = useSearchedPages();
  const { search, page, setPage } = searched;
  const [state, setStateFilter] = useState<OrderState | "">("");
  const setState = (next: OrderState | "") => {
    setStateFilter(next);
    setPage(1);
  };

  const query = trpc.customers.list.useQuery(
    { search: search || undefined, page, state: state || undefined },
    { placeholderData: keepPreviousData },
  );
  const paged = usePagedQuery(query, "customers");
  const { data, isPlaceholderData } = query;

  // A delete emptied the last page: show the page that is now last.
  const lastPage = paged.pageCount;
  const pageGone = data !== undefined && !isPlaceholderData && data.customers.length === 0 && page > lastPage;
  useEffect(() => {
    if (pageGone) setPage(lastPage);
  }, [pageGone, setPage, lastPage]);

  return { ...searched, ...paged, state, setState, customers: data?.customers ?? [] };
}
