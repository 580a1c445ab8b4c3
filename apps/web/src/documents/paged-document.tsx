import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { cx } from "../lib/cx";
import type { PageSize } from "./document-sizes";
import { paginate, splitInto } from "./paginate";

export type PageInfo = { number: number; count: number; isLast: boolean };

export type PagedDocumentProps = {
  size: PageSize;
  /** The white margin inside each page, px. */
  padding: number;
  /** The full header, on the first page only. */
  header: ReactNode;
  /** The short header of pages 2, 3 … (what the document is, its number, date, customer, page n of m). */
  continuedHeader: (page: PageInfo) => ReactNode;
  /** The table around a page's rows, its head included: repeated on every page. */
  renderTable: (rows: ReactNode[]) => ReactNode;
  /** One <tr> each, keyed. */
  rows: ReactNode[];
  /** After the last row, on the last page only: totals, signatures. */
  closing: ReactNode;
  footer: (page: PageInfo) => ReactNode;
  /** Drawn over every page, e.g. a CANCELLED stamp. */
  overlay?: ReactNode;
};

/** Space between a page's blocks (header, table, closing, footer). */
const GAP = 10;
/** Slack for sub-pixel rounding, so a full page never spills a line onto a blank one when printed. */
const SLACK = 4;

/**
 * A document cut into fixed-size pages for print: the full header on the first page, a short one on
 * the pages after it, the table head on every page:
 * the parts are first laid out once, off screen, at the page's width and measured, then the rows are
 * split into as many as fit on each page (`paginate`). Each page is its own box of the exact `@page`
 * size, so the browser never splits a page itself.
 */
export function PagedDocument(props: PagedDocumentProps) {
  const { size, padding, rows } = props;
  const measureRef = useRef<HTMLDivElement>(null);
  const [pageRows, setPageRows] = useState<number[] | null>(null);

  useLayoutEffect(() => {
    const box = measureRef.current;
    if (!box || pageRows) return;
    const height = (part: string) =>
      box.querySelector(`[data-part="${part}"]`)?.getBoundingClientRect().height ?? 0;
    const rowHeights = [...box.querySelectorAll('[data-part="table"] tbody > tr')].map(
      (row) => row.getBoundingClientRect().height,
    );
    const tableOverhead = height("table") - rowHeights.reduce((sum, h) => sum + h, 0);
    const rest = size.height - 2 * padding - tableOverhead - height("footer") - 2 * GAP - SLACK;
    setPageRows(
      paginate({
        firstRowSpace: rest - height("header"),
        rowSpace: rest - height("continued-header"),
        rowHeights,
        closingHeight: height("closing") + GAP,
      }),
    );
  }, [pageRows, size.height, padding]);

  if (!pageRows) {
    return (
      <div ref={measureRef} aria-hidden="true" className="invisible absolute top-0 left-0">
        <Page {...props} info={{ number: 1, count: 1, isLast: true }} pageRows={rows} fixedHeight={false} />
        <div data-part="continued-header" style={{ width: size.width - 2 * padding }}>
          {props.continuedHeader({ number: 2, count: 2, isLast: true })}
        </div>
      </div>
    );
  }
  const chunks = splitInto(rows, pageRows);
  return (
    <div data-print-ready="true" data-page-count={chunks.length} className="contents">
      {chunks.map((chunk, i) => (
        <Page
          key={i}
          {...props}
          info={{ number: i + 1, count: chunks.length, isLast: i === chunks.length - 1 }}
          pageRows={chunk}
          fixedHeight
        />
      ))}
    </div>
  );
}

function Page({
  size,
  padding,
  header,
  continuedHeader,
  renderTable,
  closing,
  footer,
  overlay,
  info,
  pageRows,
  fixedHeight,
}: PagedDocumentProps & { info: PageInfo; pageRows: ReactNode[]; fixedHeight: boolean }) {
  return (
    <section
      aria-label={`Page ${info.number} of ${info.count}`}
      data-page={info.number}
      className={cx(
        "print-page relative flex shrink-0 flex-col overflow-hidden bg-white text-slate-900 shadow-lg ring-1 ring-slate-300",
        "print:shadow-none print:ring-0",
        !info.isLast && "break-after-page",
      )}
      style={{ width: size.width, height: fixedHeight ? size.height : undefined, padding, gap: GAP }}
    >
      {info.number === 1 ? (
        <div data-part="header">{header}</div>
      ) : (
        <div data-part="continued-header">{continuedHeader(info)}</div>
      )}
      {pageRows.length > 0 && <div data-part="table">{renderTable(pageRows)}</div>}
      {info.isLast && <div data-part="closing">{closing}</div>}
      <div data-part="footer" className="mt-auto">
        {footer(info)}
      </div>
      {overlay}
    </section>
  );
}
