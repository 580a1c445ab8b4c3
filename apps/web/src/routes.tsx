import { type ReactNode, Suspense, useLayoutEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { endSession, useSession } from "./lib/session";
import {
  AcceptInvitePage,
  AccountPage,
  AppShell,
  AuthPage,
  CreditNotePage,
  DashboardPage,
  DocumentPage,
  EdgeSettingsPage,
  ForgotPasswordPage,
  GeneralSettingsPage,
  InvoiceListPage,
  MaterialSettingsPage,
  OrderRoute,
  PublicInvoicePage,
  PublicQuotePage,
  QuotationPage,
  ReceivablesPage,
  RenderPage,
  StaffPage,
  StatementPage,
} from "./page-chunks";
import { ToasterAfterFirstPage } from "./ui/toaster";

/** Every route of portal-spec section 2; which set applies depends only on the session's isLogin. */
export function AppRoutes() {
  const isLogin = useSession((s) => s.isLogin);
  return (
    <Loading>
      {/* Pages for anyone with the link (and the server's own PDF printing), session or not. */}
      <Switch>
        <Route path="/q/:token">{(p) => <PublicQuotePage token={p.token} />}</Route>
        <Route path="/i/:token">{(p) => <PublicInvoicePage token={p.token} />}</Route>
        <Route path="/render" component={RenderPage} />
        {/* An invite opens whoever is signed in in this browser: it is a new person's own page. */}
        <Route path="/invite" component={AcceptInvitePage} />
        <Route>{isLogin ? <LoggedInRoutes /> : <LoggedOutRoutes />}</Route>
      </Switch>
    </Loading>
  );
}

function LoggedOutRoutes() {
  return (
    <Switch>
      <Route path="/login" component={AuthPage} />
      <Route path="/signup" component={AuthPage} />
      <Route path="/forgotPassword" component={ForgotPasswordPage} />
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

function LoggedInRoutes() {
  return (
    <Switch>
      <Route path="/forgotPassword" component={EndSession} />
      {/* Printed documents: pages of their own, without the shell. */}
      <Route path="/invoice/:id">
        <DocumentPage key="invoice" kind="invoice" />
      </Route>
      <Route path="/invoice/:id/worker-sheet">
        <DocumentPage key="worker-sheet" kind="worker-sheet" />
      </Route>
      <Route path="/creditNote/:id" component={CreditNotePage} />
      <Route path="/quotation/:customerId">{(p) => <QuotationPage customerId={p.customerId} />}</Route>
      <Route path="/statement/:customerId">{(p) => <StatementPage customerId={p.customerId} />}</Route>
      <Route path="/invoice/:id/transport-sheet">
        <DocumentPage key="transport-sheet" kind="transport-sheet" />
      </Route>
      <Route>
        <AppShell>
          <Loading>
            <Switch>
              <Route path="/dashboard" component={DashboardPage} />
              <Route path="/invoice-list" component={InvoiceListPage} />
              <Route path="/receivables" component={ReceivablesPage} />
              <Route path="/settings/general" component={GeneralSettingsPage} />
              <Route path="/settings/material" component={MaterialSettingsPage} />
              <Route path="/settings/edge" component={EdgeSettingsPage} />
              <Route path="/settings/user" component={AccountPage} />
              <Route path="/staff" component={StaffPage} />
              <Route path="/mode1" component={OrderRoute} />
              {/* "/", /login, /signup and unknown paths. */}
              <Route>
                <Redirect to="/dashboard" replace />
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
