import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` (a lazily loaded dialog) from the first time `used` is true on, and keeps it
 * mounted after: its chunk is fetched on first use, not with the page, and it still plays its closing
 * transition and returns focus like a dialog that was always there.
 */
export function MountWhenUsed({ used, children }: { used: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(used);
  if (used && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
