import { useSyncExternalStore } from "react";

/** How long a toast stays (portal-spec section 9: toasts close after 5 seconds). */
export const TOAST_DURATION_MS = 5000;

// Sonner (the toasts) is not part of the first page: it is fetched when the browser is idle or when
// the first toast is asked for, whichever comes first. A toast asked for before the toaster is on the
// screen waits for it, so none is lost.

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let markReady: (module: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

/** Sonner's module, fetched once. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** Whether the toaster should be on the screen: once anything asked for sonner, it stays. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}

/** Puts the toaster on the screen (ui/toaster.tsx); the toasts are shown once it has mounted. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by the toaster once it listens: toasts asked for until then go out now. */
export function toasterReady(module: Sonner): void {
  markReady(module);
}

function show(post: (module: Sonner) => void) {
  wantToaster();
  void ready.then(post);
}

/** Green toast, e.g. 'add SuccessFully...'. */
export function toastSuccess(message: string) {
  show(({ toast }) => toast.success(message, { duration: TOAST_DURATION_MS }));
}

/**
 * Red toast, e.g. the server's message after a failed action. Keyed by its text: the same message again
 * while it shows (a burst of failed calls, or a screen and the global handler on one failure) renews it
 * instead of stacking a copy.
 */
export function toastError(message: string) {
  show(({ toast }) => toast.error(message, { id: message, duration: TOAST_DURATION_MS }));
}

/** A plain toast with one action button, e.g. 'Row 3 deleted' with Undo. */
export function toastWithAction(
  message: string,
  action: { label: string; onClick: () => void },
  durationMs = TOAST_DURATION_MS,
) {
  show(({ toast }) => toast(message, { duration: durationMs, action }));
}

/**
 * A toast that stays until it is dismissed (its × or its action): news the clerk must not miss while
 * away from the screen, e.g. a customer accepting a quotation.
 */
export function toastSticky(message: string, action: { label: string; onClick: () => void }) {
  show(({ toast }) => toast(message, { duration: Number.POSITIVE_INFINITY, closeButton: true, action }));
}
