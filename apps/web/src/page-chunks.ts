import { LEGACY_ORDER_PATH } from "@kerf/core";
import { type ComponentType, lazy } from "react";
import { loadOrderRoute } from "./features/order/order-chunk";

// Every page is a chunk of its own, fetched when its route is first shown, so /login does not carry
// the order page or the printed documents. A loader runs once: its promise is the module's.

type Loader<K extends string> = () => Promise<Record<K, ComponentType>>;

/** A lazy page component from the export `name` of the module `load` imports. */
function page<K extends string>(load: Loader<K>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const loaders = {
  auth: () => import("./features/auth/auth-page"),
  forgotPassword: () => import("./features/auth/forgot-password-page"),
  shell: () => import("./ui/shell/app-shell"),
  dashboard: () => import("./features/customers/dashboard-page"),
  invoiceList: () => import("./features/invoices/invoice-list-page"),
  documents: () => import("./features/invoices/document-pages"),
  creditNote: () => import("./features/credit-notes/credit-note-page"),
  challanList: () => import("./features/challans/challan-list-page"),
  challan: () => import("./features/challans/challan-page"),
  processors: () => import("./features/job-work/processors-page"),
  order: loadOrderRoute,
  generalSettings: () => import("./features/settings/general-settings-page"),
  materialSettings: () => import("./features/settings/material-settings-page"),
  edgeSettings: () => import("./features/settings/edge-settings-page"),
  account: () => import("./features/account/account-page"),
  staff: () => import("./features/staff/staff-page"),
  acceptInvite: () => import("./features/staff/accept-invite-page"),
  publicPages: () => import("./features/quotations/public-page"),
  publicStatement: () => import("./features/quotations/public-statement-page"),
  render: () => import("./features/quotations/render-page"),
  quotation: () => import("./features/quotations/quotation-page"),
  // The statement opens from the receivables: one chunk for both.
  receivables: () => import("./features/payments/receivables-page"),
  bankStatement: () => import("./features/payments/bank-statement-page"),
  audit: () => import("./features/audit/audit-page"),
};

export const AuthPage = page(loaders.auth, "AuthPage");
export const ForgotPasswordPage = page(loaders.forgotPassword, "ForgotPasswordPage");
export const AppShell = lazy(() => loaders.shell().then((m) => ({ default: m.AppShell })));
export const DashboardPage = page(loaders.dashboard, "DashboardPage");
export const InvoiceListPage = page(loaders.invoiceList, "InvoiceListPage");
export const DocumentPage = lazy(() => loaders.documents().then((m) => ({ default: m.DocumentPage })));
export const CreditNotePage = lazy(() => loaders.creditNote().then((m) => ({ default: m.CreditNotePage })));
export const ChallanListPage = page(loaders.challanList, "ChallanListPage");
export const ProcessorsPage = page(loaders.processors, "ProcessorsPage");
export const ChallanPage = lazy(() => loaders.challan().then((m) => ({ default: m.ChallanPage })));
export const OrderRoute = lazy(() => loaders.order().then((m) => ({ default: m.OrderRoute })));
export const LegacyOrderRoute = page(loaders.order, "LegacyOrderRoute");
export const GeneralSettingsPage = page(loaders.generalSettings, "GeneralSettingsPage");
export const MaterialSettingsPage = page(loaders.materialSettings, "MaterialSettingsPage");
export const EdgeSettingsPage = page(loaders.edgeSettings, "EdgeSettingsPage");
export const AccountPage = page(loaders.account, "AccountPage");
export const StaffPage = page(loaders.staff, "StaffPage");
export const AcceptInvitePage = page(loaders.acceptInvite, "AcceptInvitePage");
export const PublicQuotePage = lazy(() =>
  loaders.publicPages().then((m) => ({ default: m.PublicQuotePage })),
);
export const PublicStatementPage = lazy(() =>
  loaders.publicStatement().then((m) => ({ default: m.PublicStatementPage })),
);
export const PublicInvoicePage = lazy(() =>
  loaders.publicPages().then((m) => ({ default: m.PublicInvoicePage })),
);
export const RenderPage = lazy(() => loaders.render().then((m) => ({ default: m.RenderPage })));
export const ReceivablesPage = page(loaders.receivables, "ReceivablesPage");
export const BankStatementPage = page(loaders.bankStatement, "BankStatementPage");
export const AuditPage = page(loaders.audit, "AuditPage");
export const TdsPage = lazy(() => loaders.receivables().then((m) => ({ default: m.TdsPage })));
export const StatementPage = lazy(() => loaders.receivables().then((m) => ({ default: m.StatementPage })));
export const QuotationPage = lazy(() => loaders.quotation().then((m) => ({ default: m.QuotationPage })));

/**
 * Starts the chunks of the page being opened while React starts, so a first visit does not wait for
 * the shell before asking for the page inside it. Which page shows depends on the session, as in routes.tsx.
 */
export function prefetchPageAt(pathname: string, isLogin: boolean): void {
  const path = pathname.toLowerCase();
  if (path.startsWith("/q/") || path.startsWith("/i/")) {
    void loaders.publicPages();
  } else if (path.startsWith("/render")) {
    void loaders.render();
  } else if (path.startsWith("/forgotpassword")) {
    void loaders.forgotPassword();
  } else if (!isLogin) {
    void loaders.auth();
  } else if (path.startsWith("/invoice/")) {
    void loaders.documents();
  } else if (path.startsWith("/creditnote/")) {
    void loaders.creditNote();
  } else {
    void loaders.shell();
    if (path.startsWith("/order/") || path.startsWith(LEGACY_ORDER_PATH)) void loaders.order();
    else if (path.startsWith("/invoice-list")) void loaders.invoiceList();
    else if (path.startsWith("/receivables") || path.startsWith("/tds")) void loaders.receivables();
    else if (path.startsWith("/bank-statement")) void loaders.bankStatement();
    else if (path.startsWith("/audit")) void loaders.audit();
    else if (!path.startsWith("/settings/")) void loaders.dashboard();
  }
}
