// The document's own words: what each failure status means, each tag (a group of routes), the API itself.

/** The statuses a legacy route may answer with the failure envelope (docs/spec/product.md), and what each means. */
export const FAILURE_TEXT = {
  400: "Invalid input: `message` is the first rule broken (the spec's text), `errors` maps each field to its message",
  401: "No access_token header, or one that is not a live session",
  403: "The person's role lacks the permission (`x-permission`); the message names it",
  404: "No such record, or another company's",
  409: "A duplicate (a name or e-mail already used), or a change the record's state forbids (a cancelled invoice)",
  410: "The link was revoked by the shop, or its quotation has expired",
  429: "Too many attempts: the Retry-After header says when to try again",
  503: "The PDF maker is busy or did not finish in time: try again shortly",
} as const;

/** The document's tags, in its order: each route group is one. */
export const TAGS = [
  { name: "Auth", description: "Signup, login, the company's profile, passwords" },
  {
    name: "Staff",
    description:
      "The company's people and roles: invites by e-mail, roles, deactivation; custom roles made of the permissions",
  },
  { name: "Settings", description: "Materials, edge profiles, edge selections, general settings" },
  { name: "Customers", description: "/draft: the customers (the legacy name of the customer list)" },
  { name: "Order lines", description: "/draft/material: the sized pieces of one customer's order" },
  { name: "Invoices", description: "/draft/invoice: numbered GST invoices made from an order" },
  {
    name: "Payments",
    description: "Payments against invoices and their receipts, what each customer still owes, statements",
  },
  {
    name: "Credit notes",
    description: "/creditNote: an issued invoice corrected, whole, by lines or by an amount at one GST rate",
  },
  {
    name: "Challans",
    description:
      "/challan: delivery challans (CGST Rules rule 55) for pieces of an order moved without an invoice, printed in triplicate",
  },
  {
    name: "Job work",
    description:
      "/processor and /jobWork: pieces sent to processors (toughening, lamination) on job-work challans (CGST Act sec. 143, CGST Rules rule 45), what came back, and what is still out",
  },
  {
    name: "Sharing",
    description:
      "Quotations and invoices that leave the shop: PDFs, share links (/q/<token>, /i/<token>), the customer's answer, mail",
  },
  {
    name: "GST files",
    description:
      "An invoice's e-invoice (INV-01 v1.1) and e-way bill JSON, its transport details and IRN; GSTR-1 of a month or quarter. The files are answered as themselves (Content-Disposition names them), not in the envelope; failures are the envelope as elsewhere",
  },
  {
    name: "Audit",
    description:
      "The company's audit trail: every change to money records and to what prices them, append-only and hash-chained",
  },
  {
    name: "Cutting",
    description: "Cut plans: materials' stock and remnants, an order's plan, marking it cut, a posted job",
  },
] as const;

export const INFO = {
  title: "Kerf legacy REST API",
  description:
    "The legacy REST paths of the Kerf portal (portal-spec section 7). Every answer is the envelope " +
    '`{"isError": false, "message", "data"}` (200, or 201 on create) or `{"isError": true, "message", ' +
    '"errors"?}`. Send the token from POST /api/auth/login in the `access_token` header. Figures are ' +
    "decimal strings; records carry `_id` (and `id`).",
};

export const ACCESS_TOKEN = {
  type: "apiKey",
  in: "header",
  name: "access_token",
  description: "The accessToken that login and signup answer",
} as const;
