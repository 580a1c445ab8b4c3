import { routes } from "@kerf/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cx } from "../../lib/cx";
import { Button } from "../../ui/button";
import { AlertIcon, ChevronLeftIcon } from "../../ui/icons";

/** A message in the order's place, high in the page, in a card under its icon. */
function Notice({ icon, className, children }: { icon: ReactNode; className: string; children: ReactNode }) {
  return (
    <div className="flex h-full items-start justify-center pt-[12vh]">
      <div
        className={cx(
          "max-w-md rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200",
          className,
        )}
      >
        {icon}
        {children}
      </div>
    </div>
  );
}

/** An unknown id, or another company's customer: said plainly, with the way back. */
export function OrderNotFound() {
  return (
    <Notice
      className="w-full"
      icon={
        <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertIcon className="size-5" />
        </span>
      }
    >
      <h2 className="mt-3 text-base font-semibold text-slate-900">Customer not found</h2>
      <p className="mt-1 text-sm text-slate-600">
        There is no customer with this link in your company. It may have been deleted.
      </p>
      <Link
        href={routes.dashboard()}
        className="mt-5 inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Back to dashboard
      </Link>
    </Notice>
  );
}

/** The order could not be loaded (the server or the connection): why, and another go. */
export function OrderLoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Notice className="flex flex-col items-center gap-3" icon={<AlertIcon className="size-6 text-red-600" />}>
      <p className="text-sm text-slate-700">The order could not be loaded: {message}</p>
      <Button onClick={retry}>Try again</Button>
    </Notice>
  );
}
