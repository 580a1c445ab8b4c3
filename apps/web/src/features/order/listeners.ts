/** A set of change listeners, as the order store keeps one per row and one per part of the page. */
export type Listener = () => void;

export function subscribe(set: Set<Listener>, listener: Listener): () => void {
  set.add(listener);
  return () => set.delete(listener);
}

export function notify(listeners: Set<Listener> | undefined) {
  if (listeners) for (const listener of [...listeners]) listener();
}
