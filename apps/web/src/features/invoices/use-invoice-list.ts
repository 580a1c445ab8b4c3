import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { usePagedQuery } from "../../lib/use-paged-query";
import { useSearchedPages } from "../../lib/use-searched-pages";

/**
 * /invoice-list's data: what is typed in the search box, the search actually sent (debounced), the
 * page, and one page of invoices, newest first, searched (and by who made them) and paged by the server.
 */
export function useInvoiceList(createdBy?: string) {
  const searched = useSearchedPages();
  const query = trpc.invoices.list.useQuery(
    { search: searched.search || undefined, page: searched.page, createdBy: createdBy || undefined },
    { placeholderData: keepPreviousData },
  );
  return { ...searched, ...usePagedQuery(query, "invoices"), invoices: query.data?.invoices ?? [] };
}
