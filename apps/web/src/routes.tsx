import { LEGACY_ORDER_PATH, ROUTE_PATTERNS, routes } from "@kerf/core";
import { type ReactNode, Suspense, useLayoutEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { endSession } from "./lib/end-session";
import { useSession } from "./lib/session";
import {
  AcceptInvitePage,
  AccountPage,
  AppShell,
  AuditPage,
  AuthPage,
  BankStatementPage,
  ChallanListPage,
  ChallanPage,
  CreditNotePage,
  DashboardPage,
  DocumentPage,
  EdgeSettingsPage,
  ForgotPasswordPage,
  GeneralSettingsPage,
  InvoiceListPage,
  LegacyOrderRoute,
  MaterialSettingsPage,
  OrderRoute,
  ProcessorsPage,
  PublicInvoicePage,
  PublicQuotePage,
  PublicStatementPage,
  QuotationPage,
  ReceivablesPage,
  RenderPage,
  StaffPage,
  StatementPage,
  TdsPage,
} from "./page-chunks";
import { ToasterAfterFirstPage } from "./ui/toaster";

/** Every route of portal-spec section 2; which set applies depends only on the session's isLogin. */
export function AppRoutes() {
  const isLogin = useSession((s) => s.isLogin);
  return (
    <Loading>
      {/* Pages for anyone with the link (and the server's own PDF printing), session or not. */}
      <Switch>
        <Route path={ROUTE_PATTERNS.sharedQuote}>{(p) => <PublicQuotePage token={p.token} />}</Route>
        <Route path={ROUTE_PATTERNS.sharedInvoice}>{(p) => <PublicInvoicePage token={p.token} />}</Route>
        <Route path={ROUTE_PATTERNS.sharedStatement}>{(p) => <PublicStatementPage token={p.token} />}</Route>
        <Route path={routes.render()} component={RenderPage} />
        {/* An invite opens whoever is signed in in this browser: it is a new person's own page. */}
        <Route path={routes.invite()} component={AcceptInvitePage} />
        <Route>{isLogin ? <LoggedInRoutes /> : <LoggedOutRoutes />}</Route>
      </Switch>
    </Loading>
  );
}

function LoggedOutRoutes() {
  return (
    <Switch>
      <Route path={routes.login()} component={AuthPage} />
      <Route path={routes.signup()} component={AuthPage} />
      <Route path={routes.forgotPassword()} component={ForgotPasswordPage} />
      <Route>
        <Redirect to={routes.login()} replace />
      </Route>
    </Switch>
  );
}

function LoggedInRoutes() {
  return (
    <Switch>
      <Route path={routes.forgotPassword()} component={EndSession} />
      {/* Printed documents: pages of their own, without the shell. */}
      <Route path={ROUTE_PATTERNS.invoice}>
        <DocumentPage key="invoice" kind="invoice" />
      </Route>
      <Route path={ROUTE_PATTERNS.workerSheet}>
        <DocumentPage key="worker-sheet" kind="worker-sheet" />
      </Route>
      <Route path={ROUTE_PATTERNS.creditNote} component={CreditNotePage} />
      <Route path={ROUTE_PATTERNS.challan} component={ChallanPage} />
      <Route path={ROUTE_PATTERNS.quotation}>{(p) => <QuotationPage customerId={p.customerId} />}</Route>
      <Route path={ROUTE_PATTERNS.statement}>{(p) => <StatementPage customerId={p.customerId} />}</Route>
      <Route path={ROUTE_PATTERNS.transportSheet}>
        <DocumentPage key="transport-sheet" kind="transport-sheet" />
      </Route>
      <Route>
        <AppShell>
          <Loading>
            <Switch>
              <Route path={routes.dashboard()} component={DashboardPage} />
              <Route path={routes.invoiceList()} component={InvoiceListPage} />
              <Route path={routes.challans()} component={ChallanListPage} />
              <Route path={routes.processors()} component={ProcessorsPage} />
              <Route path={routes.receivables()} component={ReceivablesPage} />
              <Route path={routes.bankStatement()} component={BankStatementPage} />
              <Route path={routes.tds()} component={TdsPage} />
              {/* The nav offers it with audit.read only; the server answers others 403. */}
              <Route path={routes.audit()} component={AuditPage} />
              <Route path={routes.settingsGeneral()} component={GeneralSettingsPage} />
              <Route path={routes.settingsMaterial()} component={MaterialSettingsPage} />
              <Route path={routes.settingsEdge()} component={EdgeSettingsPage} />
              <Route path={routes.settingsUser()} component={AccountPage} />
              <Route path={routes.staff()} component={StaffPage} />
              <Route path={ROUTE_PATTERNS.order}>{(p) => <OrderRoute customerId={p.customerId} />}</Route>
              <Route path={LEGACY_ORDER_PATH} component={LegacyOrderRoute} />
              {/* "/", /login, /signup and unknown paths. */}
              <Route>
                <Redirect to={routes.dashboard()} replace />
              </Route>
            </Switch>
          </Loading>
        </AppShell>
      </Route>
    </Switch>
  );
}

/**
 * While a page's chunk arrives (once per page load; the next visit finds it cached) the screen keeps
 * what it shows: an empty page for a first visit, the shell around an empty main area inside the app.
 */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <ToasterAfterFirstPage />
    </Suspense>
  );
}

/**
 * Visiting /forgotPassword ends the session, on the server too (portal-spec section 4, product.md); the
 * logged-out routes then show
 * the forgot-password screen at the same URL, ?token included. A layout effect, so the shell never paints.
 */
function EndSession() {
  useLayoutEffect(() => endSession(), []);
  return null;
}
