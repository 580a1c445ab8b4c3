import type { MouseEventHandler, ReactNode } from "react";
import { Link } from "wouter";
import { cx } from "../lib/cx";
import { useCardLabels } from "./card-labels";

export type DataColumn = {
  label: string;
  /** Width and the like, e.g. "w-28". */
  className?: string;
  align?: "left" | "right";
};

const HEAD =
  "sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold text-slate-600";

/**
 * A list page's table (customers, invoices): a head that stays in view as the rows scroll, and the rows
 * of the previous page or search dimmed (`stale`) while the next ones load.
 */
export function DataTable({
  columns,
  stale = false,
  children,
}: {
  columns: readonly DataColumn[];
  stale?: boolean;
  children: ReactNode;
}) {
  // Each cell carries its column's name: on a phone the rows are cards that say what each figure is.
  const table = useCardLabels();
  return (
    <table ref={table} className="data-table w-full border-separate border-spacing-0 text-sm">
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cx(HEAD, column.align === "right" ? "text-right" : "text-left", column.className)}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cx("transition-opacity", stale && "opacity-60")} aria-busy={stale || undefined}>
        {children}
      </tbody>
    </table>
  );
}

const ACTION =
  "flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-brand-600";
const TONES = {
  brand: "text-brand-700 hover:bg-brand-50 hover:text-brand-800",
  danger: "text-slate-500 hover:bg-red-50 hover:text-red-600",
};

/**
 * An icon button of a table row: a link with `href`, a button otherwise. `label` names it for screen
 * readers (with the row's name), `title` for the mouse.
 */
export function RowAction({
  label,
  title,
  href,
  onClick,
  tone = "brand",
  children,
}: {
  label: string;
  title: string;
  href?: string;
  onClick?: MouseEventHandler;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const className = cx(ACTION, TONES[tone]);
  return href ? (
    <Link href={href} aria-label={label} title={title} onClick={onClick} className={className}>
      {children}
    </Link>
  ) : (
    <button type="button" aria-label={label} title={title} onClick={onClick} className={className}>
      {children}
    </button>
  );
}
