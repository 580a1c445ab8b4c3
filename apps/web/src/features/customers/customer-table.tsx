import { type DateFormat, formatDate, type OrderState } from "@kerf/core";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { Link } from "wouter";
import { cx } from "../../lib/cx";
import { OpenIcon, TrashIcon } from "../../ui/icons";
import { OrderStateBadge } from "../quotations/order-state-badge";

export type CustomerRow = {
  _id: string;
  customerName: string;
  phoneNo: string;
  date: string;
  state?: OrderState;
};

export type CustomerTableProps = {
  customers: readonly CustomerRow[];
  dateFormat: DateFormat;
  onOpen: (customer: CustomerRow) => void;
  onDelete: (customer: CustomerRow) => void;
  /** Rows of the previous page or search, shown dimmed while the next ones load. */
  stale?: boolean;
};

export function customerHref(customer: CustomerRow): string {
  return `/mode1?id=${encodeURIComponent(customer._id)}`;
}

const HEAD = "sticky top-0 z-10 bg-slate-50 px-4 py-2.5 text-left text-xs font-semibold text-slate-600";

/** Customer, Phone No, Date, Actions; a click or Enter on a row opens the customer. */
export function CustomerTable({
  customers,
  dateFormat,
  onOpen,
  onDelete,
  stale = false,
}: CustomerTableProps) {
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <thead>
        <tr>
          <th scope="col" className={cx(HEAD, "w-[45%] border-b border-slate-200")}>
            Customer
          </th>
          <th scope="col" className={cx(HEAD, "border-b border-slate-200")}>
            Phone No
          </th>
          <th scope="col" className={cx(HEAD, "border-b border-slate-200")}>
            Date
          </th>
          <th scope="col" className={cx(HEAD, "border-b border-slate-200")}>
            State
          </th>
          <th scope="col" className={cx(HEAD, "w-28 border-b border-slate-200 text-right")}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className={cx("transition-opacity", stale && "opacity-60")} aria-busy={stale || undefined}>
        {customers.map((customer) => (
          <Row key={customer._id} customer={customer} onOpen={onOpen}>
            <td className="max-w-0 truncate px-4 py-2.5 font-medium text-slate-900">
              {customer.customerName}
            </td>
            <td className="px-4 py-2.5 text-slate-700">{customer.phoneNo}</td>
            <td className="px-4 py-2.5 text-slate-700">{formatDate(customer.date, dateFormat)}</td>
            <td className="px-4 py-2.5">{customer.state && <OrderStateBadge state={customer.state} />}</td>
            <td className="px-4 py-1.5">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  aria-label={`Delete ${customer.customerName}`}
                  title="Delete"
                  onClick={(event) => {
                    stopRowClick(event);
                    onDelete(customer);
                  }}
                  className={cx(ACTION, "text-slate-500 hover:bg-red-50 hover:text-red-600")}
                >
                  <TrashIcon />
                </button>
                <Link
                  href={customerHref(customer)}
                  aria-label={`Open ${customer.customerName}`}
                  title="Open"
                  onClick={stopRowClick}
                  className={cx(ACTION, "text-brand-700 hover:bg-brand-50 hover:text-brand-800")}
                >
                  <OpenIcon />
                </Link>
              </div>
            </td>
          </Row>
        ))}
      </tbody>
    </table>
  );
}

function Row({
  customer,
  onOpen,
  children,
}: {
  customer: CustomerRow;
  onOpen: (customer: CustomerRow) => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row's own Enter: Enter on its buttons already activates them.
    if (event.key === "Enter" && event.target === event.currentTarget) onOpen(customer);
  };
  return (
    <tr
      tabIndex={0}
      onClick={() => onOpen(customer)}
      onKeyDown={onKeyDown}
      // Inset, or the scrolling table area would clip the focus ring.
      className="cursor-pointer hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:-outline-offset-2 [&>td]:border-b [&>td]:border-slate-100"
    >
      {children}
    </tr>
  );
}

const ACTION =
  "flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-brand-600";

function stopRowClick(event: MouseEvent) {
  event.stopPropagation();
}
