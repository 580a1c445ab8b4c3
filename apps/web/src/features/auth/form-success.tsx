import { CheckIcon } from "../../ui/form-icons";

/** The green counterpart of FormError: a server's success message shown in place (no toast). */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200"
    >
      <CheckIcon className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
    </div>
  );
}
