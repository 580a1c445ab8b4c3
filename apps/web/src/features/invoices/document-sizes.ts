/** Printed sizes, in CSS px (product.md): each document's `@page` and page box. */
export type PageSize = { readonly width: number; readonly height: number };

export const INVOICE_PAGE: PageSize = { width: 1082, height: 719 };
export const WORKER_SHEET_PAGE: PageSize = { width: 720, height: 1064 };
/** Only the height is given (720); the width matches the invoice's so both print on the same landscape stock. */
export const TRANSPORT_SHEET_PAGE: PageSize = { width: 1082, height: 720 };
