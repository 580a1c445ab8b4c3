// Who may do what (issue 27): the closed list of permissions, the five built-in roles made of them, and
// what a session without the money permission never receives. The server enforces these for every tRPC
// procedure and REST path; the web app reads the same list to hide what a role cannot do.

export const PERMISSIONS = [
  /** Making and deleting customers (a customer and its order are one record). */
  "customers.write",
  /** Orders: customers, lines, headers, quotations, read; without prices.read their money is removed. */
  "orders.read",
  "orders.write",
  /** Quotations, their share links and their e-mail. */
  "quotations.write",
  /** Any amount, rate, total, balance or tax in an answer. */
  "prices.read",
  "invoices.read",
  "invoices.create",
  "invoices.cancel",
  /** Correcting an invoice's header (buyer details, transport, e-invoice registration). */
  "invoices.correct",
  "payments.read",
  "payments.record",
  "payments.delete",
  "creditNotes.write",
  "receivables.read",
  "gst.files",
  /** Settings and catalogues: materials, edge profiles and selections, general and document settings. */
  "settings.write",
  /** The company's name, GSTIN and address. */
  "company.profile",
  "staff.manage",
  "roles.manage",
  "cutPlans.read",
  "cutPlans.mark",
  /** Materials' stock and remnants. */
  "stock.write",
  /** The worker and transport sheets. */
  "sheets.print",
  "audit.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may reach a route or procedure: a person whose role has the permission (or any one of a list), any
 * signed-in person, or anyone.
 */
export type Access = Permission | readonly Permission[] | "public" | "signedIn";
/** The access of a route or procedure that needs a session. */
export type SessionAccess = Exclude<Access, "public">;

export const BUILT_IN_ROLES = ["owner", "manager", "counter", "accounts", "floor"] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const BUILT_IN_ROLE_NAMES: Record<BuiltInRole, string> = {
  owner: "Owner",
  manager: "Manager",
  counter: "Counter",
  accounts: "Accounts",
  floor: "Floor",
};

const OWNER_ONLY: readonly Permission[] = ["staff.manage", "roles.manage", "company.profile"];

/** The table, role by role. */
export const ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  counter: [
    "customers.write",
    "orders.read",
    "orders.write",
    "quotations.write",
    "prices.read",
    "invoices.read",
    "invoices.create",
    "payments.read",
    "payments.record",
    "cutPlans.read",
    "sheets.print",
  ],
  accounts: [
    "orders.read",
    "prices.read",
    "invoices.read",
    "invoices.create",
    "invoices.cancel",
    "invoices.correct",
    "payments.read",
    "payments.record",
    "payments.delete",
    "creditNotes.write",
    "receivables.read",
    "gst.files",
    "cutPlans.read",
  ],
  floor: ["orders.read", "cutPlans.read", "cutPlans.mark", "stock.write", "sheets.print"],
};

export function isBuiltInRole(value: string): value is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(value);
}

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Whether a person with `permissions` may reach something declared with `access`. */
export function allows(permissions: readonly Permission[], access: Access): boolean {
  if (access === "public" || access === "signedIn") return true;
  if (typeof access === "string") return permissions.includes(access);
  return access.some((p) => permissions.includes(p));
}

/** The 403's message: it names the permission the person's role lacks (any one of a list). */
export function refusalMessage(access: Permission | readonly Permission[]): string {
  return `Your role does not allow this: ${typeof access === "string" ? access : access.join(" or ")}`;
}

/**
 * Every field that carries money (an amount, a rate, a total, a balance, a tax or its rate), by name, in
 * the product's and the legacy REST's words. A session without prices.read receives none of them: the
 * field is removed from the answer, not blanked.
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  // amounts and totals
  "amount",
  "amountInWords",
  "amount_in_words",
  "materialAmount",
  "edgeAmount",
  "cuttingAmount",
  "operationsAmount",
  "itemsAmount",
  "itemAmount",
  "itemGst",
  "itemTotal",
  "untaxedCutting",
  "total",
  "totals",
  "subTotal",
  "sub_total",
  "grandTotal",
  "grand_total",
  "totalAmount",
  "total_amount",
  "taxableValue",
  "taxable_value",
  "roundOff",
  "round_off",
  "cost",
  "price",
  "priced",
  "payable",
  "invoicePayable",
  "paid",
  "balance",
  /** What was posted of a bank credit, and the amounts a bank match puts on invoices (issue 31). */
  "posted",
  "amounts",
  "credited",
  "creditable",
  "debit",
  "credit",
  "totalDebit",
  "totalCredit",
  "opening",
  "closing",
  "outstanding",
  /** TDS a customer kept (issue 31): the deduction, the gross it makes with the net received. */
  "tds",
  "tdsAmount",
  "tdsPending",
  "gross",
  /** What has fallen due and what is past due, and the balance by how late (issue 31). */
  "due",
  "overdue",
  "dueAgeing",
  /** A UPI link carries the amount to pay (am=). */
  "upiUri",
  "upi_uri",
  "buckets",
  // rates
  "rate",
  "materialRate",
  "cuttingRate",
  "edgeProfileRate",
  "edgeRate",
  // tax and tax rates
  "tax",
  "gst",
  "cgst",
  "sgst",
  "igst",
  "cess",
  "gstAmount",
  "gstCharges",
  "gstRate",
  "materialGst",
  "taxes",
]);

/** A copy of `value` without any money field, at any depth (arrays and plain objects walked). */
export function stripMoney(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripMoney);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // A list's `total` is a count of records (a number); money is always decimal text or an object.
    const isCount = key === "total" && Number.isInteger(field);
    if (!MONEY_FIELDS.has(key) || isCount) out[key] = stripMoney(field);
  }
  return out;
}
