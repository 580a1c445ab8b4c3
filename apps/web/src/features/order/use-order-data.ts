import { TRPCClientError } from "@trpc/client";
import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc";
import { isFinishing, whenSettled } from "./order-sync";
import type { OrderData } from "./order-types";

export type OrderDataState =
  | { kind: "loading" }
  | { kind: "notFound" }
  | { kind: "error"; message: string; retry: () => void }
  | { kind: "ready"; data: OrderData };

function isNotFound(error: unknown) {
  return (
    error instanceof TRPCClientError &&
    (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404
  );
}

/**
 * The order with everything it is priced and shown with (the company's settings and catalogues, as the
 * server priced its lines), in one request, fresh on every open so a settings change shows at once. A page
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
  const order = trpc.orders.get.useQuery(
    { customerId },
    { enabled: settled, refetchOnMount: "always", gcTime: 0, meta: { handlesErrors: true } },
  );
  if (isNotFound(order.error)) return { kind: "notFound" };
  if (order.error) return { kind: "error", message: order.error.message, retry: () => void order.refetch() };
  if (!order.data || !order.isFetchedAfterMount) return { kind: "loading" };
  return { kind: "ready", data: order.data };
}
