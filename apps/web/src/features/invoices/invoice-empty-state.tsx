import { routes } from "@kerf/core";
import { Link } from "wouter";
import { InvoiceIcon } from "../../ui/icons";

/** No invoice at all yet: they are made from a customer's order. */
export function NoInvoices() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <InvoiceIcon className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900">No invoices yet</p>
      <p className="max-w-sm text-xs text-slate-500">
        Open a customer's order from the dashboard, enter the pieces, and choose Create invoice. Every invoice
        you issue is listed here, newest first, ready to print.
      </p>
      <Link
        href={routes.dashboard()}
        className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      >
        Go to the customers
      </Link>
    </div>
  );
}
