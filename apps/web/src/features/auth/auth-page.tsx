import { useLocation } from "wouter";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

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
      {mode === "login" ? <LoginForm /> : <SignupForm />}
    </AuthLayout>
  );
}
