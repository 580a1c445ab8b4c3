import { type DateFormat, formatDate, type OrderState, routes } from "@kerf/core";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { type DataColumn, DataTable, RowAction } from "../../ui/data-table";
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
  /** Offered only when given (the person's role may delete customers, issue 27). */
  onDelete?: (customer: CustomerRow) => void;
  /** Rows of the previous page or search, shown dimmed while the next ones load. */
  stale?: boolean;
};

export function customerHref(customer: CustomerRow): string {
  return routes.order(customer._id);
}

const COLUMNS: DataColumn[] = [
  { label: "Customer", className: "w-[45%]" },
  { label: "Phone No" },
  { label: "Date" },
  { label: "State" },
  { label: "Actions", className: "w-28", align: "right" },
];

/** Customer, Phone No, Date, Actions; a click or Enter on a row opens the customer. */
export function CustomerTable({
  customers,
  dateFormat,
  onOpen,
  onDelete,
  stale = false,
}: CustomerTableProps) {
  return (
    <DataTable columns={COLUMNS} stale={stale}>
      {customers.map((customer) => (
        <Row key={customer._id} customer={customer} onOpen={onOpen}>
          <td className="max-w-0 truncate px-4 py-2.5 font-medium text-slate-900">{customer.customerName}</td>
          <td className="px-4 py-2.5 text-slate-700">{customer.phoneNo}</td>
          <td className="px-4 py-2.5 text-slate-700">{formatDate(customer.date, dateFormat)}</td>
          <td className="px-4 py-2.5">{customer.state && <OrderStateBadge state={customer.state} />}</td>
          <td className="px-4 py-1.5">
            <div className="flex justify-end gap-1">
              {onDelete && (
                <RowAction
                  label={`Delete ${customer.customerName}`}
                  title="Delete"
                  tone="danger"
                  onClick={(event) => {
                    stopRowClick(event);
                    onDelete(customer);
                  }}
                >
                  <TrashIcon />
                </RowAction>
              )}
              <RowAction
                href={customerHref(customer)}
                label={`Open ${customer.customerName}`}
                title="Open"
                onClick={stopRowClick}
              >
                <OpenIcon />
              </RowAction>
            </div>
          </td>
        </Row>
      ))}
    </DataTable>
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

function stopRowClick(event: MouseEvent) {
  event.stopPropagation();
}
