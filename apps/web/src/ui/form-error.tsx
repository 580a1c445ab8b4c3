import type { ReactNode } from "react";
import { AlertIcon } from "./form-icons";

/**
 * The server's message under a form (login and signup failures, portal-spec section 8); renders
 * nothing without a message. `children` follow the message, e.g. the Forgot Password link.
 */
export function FormError({
  message,
  children,
}: {
  message: string | null | undefined;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        {message}
        {children}
      </p>
    </div>
  );
}
