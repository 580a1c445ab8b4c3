import { useLayoutEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AccountPage } from "./features/account/account-page";
import { AuthPage } from "./features/auth/auth-page";
import { ForgotPasswordPage } from "./features/auth/forgot-password-page";
import { DashboardPage } from "./features/customers/dashboard-page";
import { TaxInvoicePage, TransportSheetPage, WorkerSheetPage } from "./features/invoices/document-pages";
import { InvoiceListPage } from "./features/invoices/invoice-list-page";
import { OrderRoute } from "./features/order/order-route";
import { EdgeSettingsPage } from "./features/settings/edge-settings-page";
import { GeneralSettingsPage } from "./features/settings/general-settings-page";
import { MaterialSettingsPage } from "./features/settings/material-settings-page";
import { logout, useSession } from "./lib/session";
import { AppShell } from "./ui/shell/app-shell";

/** Every route of portal-spec section 2; which set applies depends only on the session's isLogin. */
export function AppRoutes() {
  const isLogin = useSession((s) => s.isLogin);
  return isLogin ? <LoggedInRoutes /> : <LoggedOutRoutes />;
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
            <Route path="/settings/user" component={AccountPage} />
            <Route path="/mode1" component={OrderRoute} />
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
 * Visiting /forgotPassword ends the session (portal-spec section 4); the logged-out routes then show
 * the forgot-password screen at the same URL, ?token included. A layout effect, so the shell never paints.
 */
function EndSession() {
  useLayoutEffect(() => logout(), []);
  return null;
}
