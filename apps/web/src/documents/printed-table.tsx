import type { ReactNode } from "react";
import { cx } from "../lib/cx";

/**
 * A printed document's table (invoice and credit-note lines, the worker and transport sheets): fixed
 * column widths ("" for the one that takes the rest, false for a column left out) and the head row on
 * the brand tint. `className` sets the type size; `headClassName` the head cells' padding and alignment.
 */
export function PrintedTable({
  widths,
  head,
  className,
  headClassName,
  children,
}: {
  widths: readonly (string | false)[];
  head: ReactNode;
  className?: string;
  headClassName: string;
  children: ReactNode;
}) {
  return (
    <table className={cx("w-full table-fixed border-collapse border border-slate-400", className)}>
      <colgroup>
        {widths.map((width, i) =>
          // The columns are fixed: a column's place is its identity.
          width === false ? null : <col key={i} className={width || undefined} />,
        )}
      </colgroup>
      <thead>
        <tr
          className={cx(
            "bg-brand-50 text-[9px] font-semibold uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400",
            headClassName,
          )}
        >
          {head}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
