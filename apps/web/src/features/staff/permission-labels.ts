import type { Permission } from "@kerf/core";

/** Each permission in the shop's words, grouped as the role editor shows them. */
export const PERMISSION_GROUPS: { title: string; items: [Permission, string][] }[] = [
  {
    title: "Orders",
    items: [
      ["orders.read", "Read orders"],
      ["orders.write", "Enter and change orders, deliver"],
      ["customers.write", "Add and delete customers"],
      ["quotations.write", "Quotations, share links and their mail"],
      ["prices.read", "See prices (amounts, rates, totals, tax)"],
    ],
  },
  {
    title: "Billing",
    items: [
      ["invoices.read", "Read invoices"],
      ["invoices.create", "Make invoices"],
      ["invoices.correct", "Correct an invoice's buyer, transport, IRN"],
      ["invoices.cancel", "Cancel invoices"],
      ["payments.read", "Read payments"],
      ["payments.record", "Record payments"],
      ["payments.delete", "Delete payments"],
      ["creditNotes.write", "Credit notes"],
      ["receivables.read", "Receivables and statements"],
      ["gst.files", "GST files (GSTR-1, e-invoice, e-way bill)"],
    ],
  },
  {
    title: "Shop floor",
    items: [
      ["cutPlans.read", "Read cut plans"],
      ["cutPlans.mark", "Mark orders as cut"],
      ["stock.write", "Stock and remnants"],
      ["sheets.print", "Worker and transport sheets"],
    ],
  },
  {
    title: "Company",
    items: [
      ["settings.write", "Settings, materials, edges, documents"],
      ["company.profile", "Company name, GSTIN and address"],
      ["staff.manage", "Staff: invite, roles of people, deactivate"],
      ["roles.manage", "Custom roles"],
      ["audit.read", "Audit trail"],
    ],
  },
];
