import { trpc } from "../../lib/trpc";

/** One invoice with its snapshot; an issued invoice never changes, so it is fetched once per visit. */
export function useInvoice(id: string) {
  return trpc.invoices.get.useQuery({ id }, { staleTime: 60_000, retry: false });
}
