import { lazy, type ReactNode, Suspense, useState } from "react";
import { useAnswerToasts } from "../../features/quotations/use-answer-toasts";
import { useRefreshPerson } from "../../features/staff/use-refresh-person";
import { AppHeader } from "./app-header";
import { HeaderTitleProvider } from "./header-title";
import { ShortcutsKey } from "./shortcuts-key";
import { SideNav } from "./side-nav";

const NavDrawer = lazy(() => import("./nav-drawer"));

/** The logged-in frame: navigation on the left, header on top, the page scrolling below it. */
export function AppShell({ children }: { children: ReactNode }) {
  useAnswerToasts();
  useRefreshPerson();
  // The drawer's chunk is fetched on the first tap of Menu, and kept mounted after (it animates closed).
  const [drawer, setDrawer] = useState<"never" | "open" | "closed">("never");
  return (
    <HeaderTitleProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex h-dvh overflow-hidden">
        <SideNav />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader onMenu={() => setDrawer("open")} />
          <main
            id="main"
            tabIndex={-1}
            className="min-h-0 flex-1 overflow-auto p-3 focus:outline-none md:p-5"
          >
            {children}
          </main>
        </div>
      </div>
      {drawer !== "never" && (
        <Suspense fallback={null}>
          <NavDrawer open={drawer === "open"} onClose={() => setDrawer("closed")} />
        </Suspense>
      )}
      <ShortcutsKey />
    </HeaderTitleProvider>
  );
}
