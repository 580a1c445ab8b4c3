import { allows, routes } from "@kerf/core";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { cx } from "../../lib/cx";
import { usePermissions } from "../../lib/permissions";
import { ChevronDownIcon, SettingsIcon } from "../icons";
import { Logo } from "../logo";
import { MAIN_NAV, type NavLink, SETTINGS_NAV } from "./nav-items";

const ITEM =
  "flex h-12 md:h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-offset-0";
const IDLE = "text-slate-600 hover:bg-slate-100 hover:text-slate-900";
const ACTIVE = "bg-brand-50 text-brand-700";

/** The shell's left navigation at a desk: Dashboard, Invoice List, the Setting group, and the version label. */
export function SideNav() {
  return (
    <aside className="hidden w-56 shrink-0 flex-col border-r border-slate-200 bg-white md:flex">
      <NavContent />
    </aside>
  );
}

/** The navigation itself, at a desk (SideNav) and in the phone's drawer (nav-drawer.tsx). */
export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const onSettings = location.startsWith("/settings/");
  const permissions = usePermissions();
  const mainNav = MAIN_NAV.filter((item) => allows(permissions, item.access));
  const settingsNav = SETTINGS_NAV.filter((item) => allows(permissions, item.access));

  return (
    <>
      <div className="flex h-14 items-center border-b border-slate-200 px-4">
        <Link
          href={routes.dashboard()}
          aria-label="Kerf, go to dashboard"
          className="inline-flex items-center rounded-md"
          onClick={onNavigate}
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-0.5">
          {mainNav.map((item) => (
            <li key={item.href}>
              <NavItem item={item} active={location === item.href} onNavigate={onNavigate} />
            </li>
          ))}
          <li>
            <SettingsGroup active={onSettings}>
              {settingsNav.map((item) => (
                <li key={item.href}>
                  <NavItem item={item} active={location === item.href} onNavigate={onNavigate} />
                </li>
              ))}
            </SettingsGroup>
          </li>
        </ul>
      </nav>
      <p className="border-t border-slate-200 px-4 py-3 text-xs text-slate-500">v {__APP_VERSION__}</p>
    </>
  );
}

function NavItem({ item, active, onNavigate }: { item: NavLink; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cx(ITEM, active ? ACTIVE : IDLE)}
    >
      {Icon && <Icon className="size-4 shrink-0" />}
      {item.label}
    </Link>
  );
}

/**
 * The Setting group, open at first: a plain disclosure (a button saying whether its list is expanded),
 * so the shell on every first page carries no dialog library.
 */
function SettingsGroup({ active, children }: { active: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const list = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={list}
        onClick={() => setOpen(!open)}
        className={cx(ITEM, "w-full", active ? "text-brand-700" : IDLE)}
      >
        <SettingsIcon className="size-4 shrink-0" />
        <span className="flex-1 text-left">Setting</span>
        <ChevronDownIcon className={cx("size-4 text-slate-400 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={list}
        hidden={!open}
        className="mt-0.5 ml-5 flex flex-col gap-0.5 border-l border-slate-200 pl-2"
      >
        {children}
      </ul>
    </>
  );
}
