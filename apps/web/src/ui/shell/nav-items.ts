import { routes } from "@kerf/core";
import type { ComponentType, SVGProps } from "react";
import { InvoiceIcon, PencilIcon, RupeeIcon, UsersIcon } from "../icons";

export type NavLink = { href: string; label: string; icon?: ComponentType<SVGProps<SVGSVGElement>> };

/** The left navigation of portal-spec section 2; the order page has no entry on purpose. */
export const MAIN_NAV: NavLink[] = [
  { href: routes.dashboard(), label: "Dashboard", icon: UsersIcon },
  { href: routes.invoiceList(), label: "Invoice List", icon: InvoiceIcon },
  { href: routes.challans(), label: "Challans", icon: InvoiceIcon },
  { href: routes.receivables(), label: "Receivables", icon: RupeeIcon },
  // permission: audit.read (Owner and Manager)
  { href: routes.audit(), label: "Audit", icon: PencilIcon },
];

export const SETTINGS_NAV: NavLink[] = [
  { href: routes.settingsGeneral(), label: "General" },
  { href: routes.settingsMaterial(), label: "Material" },
  { href: routes.settingsEdge(), label: "Edge" },
  { href: routes.settingsUser(), label: "User" },
];
