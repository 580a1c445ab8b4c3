/** Printed sizes, in CSS px (product.md): each document's `@page` and page box. */
export type PageSize = { readonly width: number; readonly height: number };

export const INVOICE_PAGE: PageSize = { width: 1082, height: 719 };
export const WORKER_SHEET_PAGE: PageSize = { width: 720, height: 1064 };
/** Only the height is given (720); the width matches the invoice's so both print on the same landscape stock. */
export const TRANSPORT_SHEET_PAGE: PageSize = { width: 1082, height: 720 };

export function pageRule({ width, height }: PageSize): string {
  // The page boxes are the paper: no browser margin, and no grey app background around them.
  return `@page { size: ${width}px ${height}px; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  /* A toast still showing from the page before must not land on the paper. */
  [data-sonner-toaster] { display: none !important; }
  /* Chromium rounds the paper to whole points, which can be a fraction of a px shorter than the box. */
  .print-page { height: ${height - 1}px !important; }
}
.print-page { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;
}
