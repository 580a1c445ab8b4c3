import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Asks before unsaved changes are left behind: a click on a link inside the app opens a Leave / Stay
 * question; a reload or a closed tab gets the browser's own question (beforeunload). Without changes
 * nothing is asked.
 */
export function LeaveGuard({ dirty, message }: { dirty: boolean; message: string }) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}`;
      if (to === `${window.location.pathname}${window.location.search}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Capture: before the router's own link handler navigates.
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={pending !== null}
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      tone="danger"
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
