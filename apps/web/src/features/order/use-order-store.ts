import { useCallback, useSyncExternalStore } from "react";
import type { OrderStore } from "./order-store";
import type { QuoteSummary } from "./quote-summary";
import type { RowState, SaveCounts } from "./row-state";

export function useRow(store: OrderStore, key: string): RowState | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.pieces.subscribeRow(key, listener),
    [store, key],
  );
  const get = useCallback(() => store.pieces.getRow(key), [store, key]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useRowKeys(store: OrderStore): readonly string[] {
  return useSyncExternalStore(store.pieces.subscribeKeys, store.pieces.getKeys, store.pieces.getKeys);
}

export function useSummary(store: OrderStore): QuoteSummary {
  return useSyncExternalStore(store.subscribeSummary, store.getSummary, store.getSummary);
}

export function useSaveCounts(store: OrderStore): SaveCounts {
  return useSyncExternalStore(store.subscribeCounts, store.getCounts, store.getCounts);
}

/** Every line saved and no delete waiting: a boolean, so a reader re-renders only when it flips. */
export function useLinesSaved(store: OrderStore): boolean {
  const get = useCallback(() => Object.values(store.getCounts()).every((n) => n === 0), [store]);
  return useSyncExternalStore(store.subscribeCounts, get, get);
}
