import { lazy, Suspense, useEffect } from "react";
import { loadSonner, TOAST_DURATION_MS, toasterReady, useToasterWanted, wantToaster } from "../lib/toast";

const Toaster = lazy(async () => {
  const sonner = await loadSonner();
  /** Sonner's toaster; its own effect subscribes before this one (children first), then toasts may flow. */
  function ListeningToaster() {
    useEffect(() => toasterReady(sonner), []);
    return (
      <sonner.Toaster
        position="bottom-center"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        toastOptions={{ className: "text-sm" }}
      />
    );
  }
  return { default: ListeningToaster };
});

/**
 * Mounted once by AppProviders; toastSuccess/toastError (lib/toast) post to it. It comes on the screen
 * with the first toast, or when the browser is first idle, so it never delays the first page.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => wantToaster());
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
