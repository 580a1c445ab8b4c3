import { trpc } from "../lib/trpc";

/**
 * The logo an issued document prints with, as its server PDF does. A document is laid out once its logo
 * is known (`ready`), so pages are measured with the logo in place; a failed read prints without it.
 */
export function useDocumentLogo(kind: "invoice" | "creditNote" | "receipt", id: string, enabled = true) {
  const query = trpc.sharing.documentLogo.useQuery(
    { kind, id },
    { enabled: enabled && id !== "", staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
  return { logo: query.data?.logo ?? null, ready: !enabled || !query.isPending };
}
