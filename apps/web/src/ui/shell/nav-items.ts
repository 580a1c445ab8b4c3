import type { Access } from "@kerf/core";
import type { ComponentType, SVGProps } from "react";
import { InvoiceIcon, RupeeIcon, UsersIcon } from "../icons";

export type NavLink = {
  href: string;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only to a person whose role allows it (issue 27). */
  access: Access;
};

/** The left navigation of portal-spec section 2; /mode1 has no entry on purpose. */
export const MAIN_NAV: NavLink[] = [
  { href: "/dashboard", label: "Dashboard", icon: UsersIcon, access: "orders.read" },
  {
    href: "/invoice-list",
    label: "Invoice List",
    icon: InvoiceIcon,
    access: ["invoices.read", "sheets.print"],
  },
  { href: "/receivables", label: "Receivables", icon: RupeeIcon, access: "receivables.read" },
  { href: "/staff", label: "Staff", icon: UsersIcon, access: "staff.manage" },
];

export const SETTINGS_NAV: NavLink[] = [
  { href: "/settings/general", label: "General", access: "settings.write" },
  { href: "/settings/material", label: "Material", access: ["settings.write", "stock.write"] },
  { href: "/settings/edge", label: "Edge", access: "settings.write" },
  { href: "/settings/user", label: "User", access: "signedIn" },
];
