import { Link } from "wouter";
import { AlertIcon, ChevronLeftIcon } from "../../ui/icons";

/** An unknown id, or another company's customer: said plainly, with the way back. */
export function OrderNotFound() {
  return (
    <div className="flex h-full items-start justify-center pt-[12vh]">
      <div className="w-full max-w-md rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
        <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertIcon className="size-5" />
        </span>
        <h2 className="mt-3 text-base font-semibold text-slate-900">Customer not found</h2>
        <p className="mt-1 text-sm text-slate-600">
          There is no customer with this link in your company. It may have been deleted.
        </p>
        <Link
          href="/dashboard"
          className="mt-5 inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
        >
          <ChevronLeftIcon className="size-4" />
          Back to dashboard
        </Link>
      </div>
    </div>
  );
}
