import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

// /login is the first page most visits open: the sign-up form (company fields, GSTIN) comes when asked for.
const SignupForm = lazy(() => import("./signup-form").then((m) => ({ default: m.SignupForm })));

/**
 * /login and /signup: one screen (portal-spec section 2). Its controls are LOGIN and SIGNUP with OR
 * between them: the current mode's button submits, the other switches mode.
 */
export function AuthPage() {
  const [location] = useLocation();
  const mode = location.toLowerCase().startsWith("/signup") ? "signup" : "login";

  return (
    <AuthLayout>
      <div className="mb-6">
        <h1 className="text-xl font-semibold text-slate-900">
          {mode === "login" ? "Log in to your account" : "Create your company account"}
        </h1>
        <p className="mt-1 text-slate-500">
          {mode === "login"
            ? "Welcome back. Enter your e-mail and password."
            : "One account per company. You can change these details later."}
        </p>
      </div>
      {mode === "login" ? (
        <LoginForm />
      ) : (
        <Suspense fallback={<p className="text-slate-500">Loading…</p>}>
          <SignupForm />
        </Suspense>
      )}
    </AuthLayout>
  );
}
