/**
 * Every page of the web app, declared once (issue 28 point 3): each link, redirect, mail and PDF builds
 * its path here, and the web app's router matches the `PATTERNS` beside them. Paths are relative to the
 * app's origin; the server puts APP_URL in front for mails.
 */

const segment = (value: string) => encodeURIComponent(value);

/** Kinds of the printed documents of one invoice, each a page of its own. */
export type InvoiceDocumentKind = "invoice" | "worker-sheet" | "transport-sheet";

export const routes = {
  login: () => "/login",
  signup: () => "/signup",
  /** With a token: the link of the password-reset mail. */
  forgotPassword: (token?: string) =>
    token === undefined ? "/forgotPassword" : `/forgotPassword?${new URLSearchParams({ token })}`,
  dashboard: () => "/dashboard",
  invoiceList: () => "/invoice-list",
  receivables: () => "/receivables",
  bankStatement: () => "/bank-statement",
  /** TDS the customers kept, by quarter (issue 31). */
  tds: () => "/tds",
  audit: () => "/audit",
  challans: () => "/challans",
  /** Processors and the pieces out with them (issue 30). */
  processors: () => "/processors",
  staff: () => "/staff",
  /** With a token: the link of the invitation mail. */
  invite: (token?: string) => (token === undefined ? "/invite" : `/invite?${new URLSearchParams({ token })}`),
  challan: (challanId: string) => `/challan/${segment(challanId)}`,
  settingsGeneral: () => "/settings/general",
  settingsMaterial: () => "/settings/material",
  settingsEdge: () => "/settings/edge",
  settingsUser: () => "/settings/user",
  /** One customer's order entry. */
  order: (customerId: string) => `/order/${segment(customerId)}`,
  quotation: (customerId: string) => `/quotation/${segment(customerId)}`,
  statement: (customerId: string) => `/statement/${segment(customerId)}`,
  invoiceDocument: (invoiceId: string, kind: InvoiceDocumentKind = "invoice") =>
    kind === "invoice" ? `/invoice/${segment(invoiceId)}` : `/invoice/${segment(invoiceId)}/${kind}`,
  creditNote: (creditNoteId: string) => `/creditNote/${segment(creditNoteId)}`,
  /** The customer's pages reached by a shared link, session or not. */
  sharedQuote: (token: string) => `/q/${segment(token)}`,
  sharedInvoice: (token: string) => `/i/${segment(token)}`,
  /** A customer's statement of account, the link a payment reminder carries (issue 31). */
  sharedStatement: (token: string) => `/s/${segment(token)}`,
  /** The page the server's PDF printer keeps open. */
  render: () => "/render",
} as const satisfies Record<string, (...args: never[]) => `/${string}`>;

/** The router's patterns of the pages that take a parameter (wouter syntax); the rest match their path. */
export const ROUTE_PATTERNS = {
  order: "/order/:customerId",
  quotation: "/quotation/:customerId",
  statement: "/statement/:customerId",
  invoice: "/invoice/:id",
  workerSheet: "/invoice/:id/worker-sheet",
  transportSheet: "/invoice/:id/transport-sheet",
  creditNote: "/creditNote/:id",
  challan: "/challan/:id",
  sharedQuote: "/q/:token",
  sharedInvoice: "/i/:token",
  sharedStatement: "/s/:token",
} as const;

/**
 * The order page's old address (portal-spec section 2 named it /mode1?id=…; quotation pages and the
 * quote-answer mail once linked /mode1?customerId=…): kept so bookmarks and sent mails still arrive.
 */
export const LEGACY_ORDER_PATH = "/mode1";

/** Where an old order address leads now, or undefined when it names no customer. */
export function legacyOrderTarget(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const customerId = params.get("id") || params.get("customerId");
  return customerId ? routes.order(customerId) : undefined;
}
