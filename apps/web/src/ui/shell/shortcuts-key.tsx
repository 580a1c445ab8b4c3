import { lazy, Suspense, useEffect, useState } from "react";

const ShortcutsSheet = lazy(() => import("./shortcuts-sheet"));

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable || el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT"
  );
}

/**
 * "?" (outside a field being typed in) opens the sheet of keyboard shortcuts, on every logged-in page.
 * The sheet's code loads the first time it is asked for.
 */
export function ShortcutsKey() {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "?" && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsSheet open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
