import { useLogout } from "../../features/auth/use-logout";
import { useSession } from "../../lib/session";
import { Button } from "../button";
import { LogOutIcon, MenuIcon } from "../icons";
import { useCurrentHeaderTitle } from "./header-title";

/** The shell's header: the page's title and the Logout button (portal-spec section 2). */
export function AppHeader({ onMenu }: { onMenu: () => void }) {
  const title = useCurrentHeaderTitle();
  const email = useSession((s) => s.user?.email_id);
  const { logout, isPending } = useLogout();

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 md:gap-4 md:px-5">
      <button
        type="button"
        aria-label="Menu"
        onClick={onMenu}
        className="-ml-1 flex size-12 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-5" />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold tracking-wide text-slate-800">
        {title}
      </h1>
      {email && <span className="hidden truncate text-xs text-slate-500 md:block">{email}</span>}
      <Button
        variant="secondary"
        size="sm"
        icon={<LogOutIcon className="size-3.5" />}
        loading={isPending}
        onClick={logout}
      >
        Logout
      </Button>
    </header>
  );
}
