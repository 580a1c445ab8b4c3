import type { ComponentType, SVGProps } from "react";
import { InvoiceIcon, RupeeIcon, UsersIcon } from "../icons";

export type NavLink = { href: string; label: string; icon?: ComponentType<SVGProps<SVGSVGElement>> };

/** The left navigation of portal-spec section 2; /mode1 has no entry on purpose. */
export const MAIN_NAV: NavLink[] = [
  { href: "/dashboard", label: "Dashboard", icon: UsersIcon },
  { href: "/invoice-list", label: "Invoice List", icon: InvoiceIcon },
  { href: "/challans", label: "Challans", icon: InvoiceIcon },
  { href: "/receivables", label: "Receivables", icon: RupeeIcon },
];

export const SETTINGS_NAV: NavLink[] = [
  { href: "/settings/general", label: "General" },
  { href: "/settings/material", label: "Material" },
  { href: "/settings/edge", label: "Edge" },
  { href: "/settings/user", label: "User" },
];
