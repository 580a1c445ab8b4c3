import { useLayoutEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { TaxInvoicePage, TransportSheetPage, WorkerSheetPage } from "./features/invoices/document-pages";
import { AppShell } from "./layout/app-shell";
import { endSession, useSession } from "./lib/session";
import { AuthScreen } from "./pages/auth-screen";
import { DashboardPage } from "./pages/dashboard";
import { ForgotPasswordPage } from "./pages/forgot-password";
import { InvoiceListPage } from "./pages/invoice-list";
import { Mode1Page } from "./pages/mode1";
import { EdgeSettingsPage } from "./pages/settings-edge";
import { GeneralSettingsPage } from "./pages/settings-general";
import { MaterialSettingsPage } from "./pages/settings-material";
import { UserSettingsPage } from "./pages/settings-user";

/** Every route of portal-spec section 2; which set applies depends only on the session's isLogin. */
export function AppRoutes() {
  const isLogin = useSession((s) => s.isLogin);
  return isLogin ? <LoggedInRoutes /> : <LoggedOutRoutes />;
}

function LoggedOutRoutes() {
  return (
    <Switch>
      <Route path="/login" component={AuthScreen} />
      <Route path="/signup" component={AuthScreen} />
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
      <Route path="/invoice/:id" component={TaxInvoicePage} />
      <Route path="/invoice/:id/worker-sheet" component={WorkerSheetPage} />
      <Route path="/invoice/:id/transport-sheet" component={TransportSheetPage} />
      <Route>
        <AppShell>
          <Switch>
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/invoice-list" component={InvoiceListPage} />
            <Route path="/settings/general" component={GeneralSettingsPage} />
            <Route path="/settings/material" component={MaterialSettingsPage} />
            <Route path="/settings/edge" component={EdgeSettingsPage} />
            <Route path="/settings/user" component={UserSettingsPage} />
            <Route path="/mode1" component={Mode1Page} />
            {/* "/", /login, /signup and unknown paths. */}
            <Route>
              <Redirect to="/dashboard" replace />
            </Route>
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}

/**
 * Visiting /forgotPassword ends the session, on the server too (portal-spec section 4, product.md); the logged-out routes then show
 * the forgot-password screen at the same URL, ?token included. A layout effect, so the shell never paints.
 */
function EndSession() {
  useLayoutEffect(() => endSession(), []);
  return null;
}
