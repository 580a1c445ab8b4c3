import { TRPCClientError } from "@trpc/client";
import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { isFinishing, whenSettled } from "./order-sync";
import type { EdgeProfilesList, GeneralSettingsRecord, MaterialRecord, OrderData } from "./order-types";

export type OrderPageData = {
  order: OrderData;
  general: GeneralSettingsRecord;
  materials: MaterialRecord[];
  edge: EdgeProfilesList;
  supplierGstin: string | null;
};

export type OrderDataState =
  | { kind: "loading" }
  | { kind: "notFound" }
  | { kind: "error"; message: string; retry: () => void }
  | { kind: "ready"; data: OrderPageData };

function isNotFound(error: unknown) {
  return (
    error instanceof TRPCClientError &&
    (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404
  );
}

/**
 * The order and the company's pricing settings, fetched fresh together (one batched request). A page
 * opened again waits first for the saves its previous visit still had on the way.
 */
export function useOrderData(customerId: string): OrderDataState {
  const [settled, setSettled] = useState(() => !isFinishing(customerId));
  useEffect(() => {
    if (settled) return;
    let live = true;
    void whenSettled(customerId).then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [customerId, settled]);

  // The page shows its own load failures in place (not found, try again): no global toast as well.
  const fresh = { enabled: settled, refetchOnMount: "always" as const, meta: { handlesErrors: true } };
  const order = trpc.orders.get.useQuery({ customerId }, { ...fresh, gcTime: 0 });
  const general = trpc.settings.general.get.useQuery(undefined, fresh);
  const materials = trpc.settings.materials.list.useQuery(undefined, fresh);
  const edge = trpc.settings.edgeProfiles.list.useQuery(undefined, fresh);
  const supplierGstin = useSession((s) => s.user?.gstNo ?? null);

  const queries = [order, general, materials, edge];
  if (isNotFound(order.error)) return { kind: "notFound" };
  const failed = queries.find((q) => q.error);
  if (failed?.error) {
    return {
      kind: "error",
      message: failed.error.message,
      retry: () => {
        for (const q of queries) if (q.error) void q.refetch();
      },
    };
  }
  if (!order.data || !general.data || !materials.data || !edge.data) return { kind: "loading" };
  if (!queries.every((q) => q.isFetchedAfterMount)) return { kind: "loading" };
  return {
    kind: "ready",
    data: {
      order: order.data,
      general: general.data,
      materials: materials.data,
      edge: edge.data,
      supplierGstin,
    },
  };
}
