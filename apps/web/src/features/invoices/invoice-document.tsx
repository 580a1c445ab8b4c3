import type { InvoiceItemLine, InvoiceLine, InvoiceRecord } from "@kerf/core";
import type { ReactNode } from "react";
import { CancelledStamp, ContinuedHeader, DocumentFooter } from "../../documents/document-parts";
import type { PageSize } from "../../documents/document-sizes";
import { PagedDocument } from "../../documents/paged-document";

/**
 * What the three printed documents (tax invoice, worker sheet, transport sheet) share: the invoice's
 * lines as the rows of fixed-size pages, the full header on the first page and a short one after it,
 * each page with the table head, the footer with
 * its note and page number, and the CANCELLED stamp on a cancelled invoice. Each document gives its
 * own header, table, row and closing block.
 */
export function InvoiceDocument(props: {
  invoice: InvoiceRecord;
  size: PageSize;
  padding: number;
  /** The document's text size, e.g. "text-[11px]". */
  textClassName: string;
  header: ReactNode;
  /** The document's name on the short header of continued pages, e.g. "TAX INVOICE". */
  title: string;
  table: (rows: ReactNode) => ReactNode;
  row: (line: InvoiceLine, unit: InvoiceRecord["snapshot"]["unit"]) => ReactNode;
  /**
   * An item line's row (issue 29 point 3), printed after the pieces and numbered on from them; a document
   * leaves out what it does not list (null), e.g. the worker sheet's services. Left out: none printed.
   */
  itemRow?: (line: InvoiceItemLine, n: number) => ReactNode | null;
  closing: ReactNode;
  /** The footer's note, e.g. "Worker sheet · no prices". */
  note: string;
}) {
  const { invoice, itemRow } = props;
  const pieces = invoice.snapshot.lines;
  const items = itemRow
    ? (invoice.snapshot.itemLines ?? [])
        .map((line, i) => itemRow(line, pieces.length + i + 1))
        .filter(Boolean)
    : [];
  return (
    <div className={`contents leading-snug ${props.textClassName}`}>
      <PagedDocument
        size={props.size}
        padding={props.padding}
        header={props.header}
        continuedHeader={(page) => <ContinuedHeader invoice={invoice} title={props.title} page={page} />}
        renderTable={props.table}
        rows={[...pieces.map((line) => props.row(line, invoice.snapshot.unit)), ...items]}
        closing={props.closing}
        footer={(page) => <DocumentFooter invoice={invoice} page={page} note={props.note} />}
        overlay={<CancelledStamp invoice={invoice} />}
      />
    </div>
  );
}
