import { toast } from "sonner";

/** How long a toast stays (portal-spec section 9: toasts close after 5 seconds). */
export const TOAST_DURATION_MS = 5000;

/** Green toast, e.g. 'add SuccessFully...'. */
export function toastSuccess(message: string) {
  return toast.success(message, { duration: TOAST_DURATION_MS });
}

/**
 * Red toast, e.g. the server's message after a failed action. Keyed by its text: the same message again
 * while it shows (a burst of failed calls, or a screen and the global handler on one failure) renews it
 * instead of stacking a copy.
 */
export function toastError(message: string) {
  return toast.error(message, { id: message, duration: TOAST_DURATION_MS });
}
