import type { OrderItemLine, PieceLineInput } from "@kerf/core";
import type { LineSaver } from "./order-sync";
import { syncClient } from "./sync-client";

// How each kind of order line reaches the server: the order page's one client, outside React Query.

export type OrdersApi = typeof syncClient.orders;
export type SavedPiece = Awaited<ReturnType<OrdersApi["addLine"]["mutate"]>>;

/** An item line as the clerk typed it: the catalogue item's name and a quantity. */
export type ItemInput = { name: string; quantity: string };

/** Pieces: a new one is stored just above the saved row below it, as on screen. */
export function pieceSaver(
  customerId: string,
  savedIdBelow: (key: string) => string | null,
  api: OrdersApi = syncClient.orders,
): LineSaver<PieceLineInput, SavedPiece> {
  return {
    add: (key, line) => api.addLine.mutate({ customerId, line, beforeId: savedIdBelow(key) ?? undefined }),
    update: (lineId, line) => api.updateLine.mutate({ lineId, line }),
    remove: (lineId) => api.deleteLine.mutate({ lineId }),
    idOf: (saved) => saved._id,
  };
}

/** Item lines (issue 29 point 3): added at the end of the order. */
export function itemSaver(
  customerId: string,
  api: OrdersApi = syncClient.orders,
): LineSaver<ItemInput, OrderItemLine> {
  return {
    add: (_key, input) => api.items.add.mutate({ customerId, ...input }),
    update: (id, input) => api.items.update.mutate({ id, ...input }),
    remove: (id) => api.items.delete.mutate({ id }),
    idOf: (saved) => saved.id,
  };
}
