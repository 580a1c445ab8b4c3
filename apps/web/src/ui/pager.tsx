import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import { clampPage, DEFAULT_PAGE_SIZE, pageWindow } from "../lib/paging";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "./icons";

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With it, the pager also says "11–20 of 42". */
  totalItems?: number;
  pageSize?: number;
  className?: string;
};

/** First, previous, numbered pages, next, last (portal-spec section 2). Callers show 10 rows a page. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  totalItems,
  pageSize = DEFAULT_PAGE_SIZE,
  className,
}: PagerProps) {
  const count = Math.max(1, pageCount);
  const current = clampPage(page, count);
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onPageChange(next);
  };
  const atStart = current <= 1;
  const atEnd = current >= count;

  return (
    <nav
      aria-label="Pagination"
      className={cx("flex flex-wrap items-center justify-between gap-3", className)}
    >
      <p className="text-xs text-slate-500" aria-live="polite">
        {totalItems === undefined ? (
          <>
            Page <strong className="font-medium text-slate-700">{current}</strong> of {count}
          </>
        ) : totalItems === 0 ? (
          "No rows"
        ) : (
          <>
            <strong className="font-medium text-slate-700">
              {(current - 1) * pageSize + 1}–{Math.min(current * pageSize, totalItems)}
            </strong>{" "}
            of {totalItems}
          </>
        )}
      </p>
      <ul className="flex items-center gap-1">
        <PagerButton label="First page" disabled={atStart} onClick={() => go(1)}>
          <ChevronsLeftIcon />
        </PagerButton>
        <PagerButton label="Previous page" disabled={atStart} onClick={() => go(current - 1)}>
          <ChevronLeftIcon />
        </PagerButton>
        {pageWindow(current, count).map((n) => (
          <PagerButton key={n} label={`Page ${n}`} current={n === current} onClick={() => go(n)}>
            {n}
          </PagerButton>
        ))}
        <PagerButton label="Next page" disabled={atEnd} onClick={() => go(current + 1)}>
          <ChevronRightIcon />
        </PagerButton>
        <PagerButton label="Last page" disabled={atEnd} onClick={() => go(count)}>
          <ChevronsRightIcon />
        </PagerButton>
      </ul>
    </nav>
  );
}

function PagerButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={props.label}
        title={props.label}
        aria-current={props.current ? "page" : undefined}
        disabled={props.disabled}
        onClick={props.onClick}
        className={cx(
          "flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-xs font-medium transition-colors",
          props.current
            ? "bg-brand-700 text-white"
            : "text-slate-600 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent",
        )}
      >
        {props.children}
      </button>
    </li>
  );
}
