import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../lib/toast";

/** Mounted once by AppProviders; toastSuccess/toastError (lib/toast) post to it. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ className: "text-sm" }}
    />
  );
}
