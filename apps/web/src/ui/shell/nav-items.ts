import { type Access, routes } from "@kerf/core";
import type { ComponentType, SVGProps } from "react";
import { InvoiceIcon, PencilIcon, RupeeIcon, UsersIcon } from "../icons";

export type NavLink = {
  href: string;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only to a person whose role allows it (issue 27). */
  access: Access;
};

/** The left navigation of portal-spec section 2; the order page has no entry on purpose. */
export const MAIN_NAV: NavLink[] = [
  { href: routes.dashboard(), label: "Dashboard", icon: UsersIcon, access: "orders.read" },
  {
    href: routes.invoiceList(),
    label: "Invoice List",
    icon: InvoiceIcon,
    access: ["invoices.read", "sheets.print"],
  },
  { href: routes.challans(), label: "Challans", icon: InvoiceIcon, access: "orders.read" },
  { href: routes.processors(), label: "Processors", icon: UsersIcon, access: "orders.read" },
  { href: routes.receivables(), label: "Receivables", icon: RupeeIcon, access: "receivables.read" },
  { href: routes.bankStatement(), label: "Bank statement", icon: RupeeIcon, access: "payments.record" },
  { href: routes.tds(), label: "TDS", icon: RupeeIcon, access: "receivables.read" },
  { href: routes.audit(), label: "Audit", icon: PencilIcon, access: "audit.read" },
  { href: routes.staff(), label: "Staff", icon: UsersIcon, access: "staff.manage" },
];

export const SETTINGS_NAV: NavLink[] = [
  { href: routes.settingsGeneral(), label: "General", access: "settings.write" },
  { href: routes.settingsMaterial(), label: "Material", access: ["settings.write", "stock.write"] },
  { href: routes.settingsEdge(), label: "Edge", access: "settings.write" },
  { href: routes.settingsUser(), label: "User", access: "signedIn" },
];
