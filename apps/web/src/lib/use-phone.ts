import { useSyncExternalStore } from "react";

/** Below Tailwind's md breakpoint: the shell's drawer, cards for lists, the order read as a phone does. */
const PHONE = "(width < 48rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is a phone's width (follows a rotation or a resized window). */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
