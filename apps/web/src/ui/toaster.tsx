import { lazy, Suspense, useEffect } from "react";
import { loadSonner, TOAST_DURATION_MS, toasterReady, useToasterWanted, wantToaster } from "../lib/toast";
import { whenIdle } from "../lib/when-idle";

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
 * with the first toast, or once the first page shows (ToasterAfterFirstPage), so it never delays it.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Rendered beside the pages inside their Suspense boundary: its effect runs only once the first page has
 * shown (a boundary still waiting for its chunk commits nothing), then the toaster comes when the browser
 * is idle. The browser is idle while page chunks download too, so an effect at start-up fetched sonner
 * before the login form showed.
 */
export function ToasterAfterFirstPage() {
  useEffect(() => whenIdle(() => wantToaster(), { fallbackMs: 1000 }), []);
  return null;
}
