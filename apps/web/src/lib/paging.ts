/** Rows a page for the customer and material tables (portal-spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Pages needed for `total` rows; at least 1, so an empty table still shows "page 1 of 1". */
export function pageCountOf(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a 1-based page inside 1..pageCount, e.g. after deleting the last row of the last page. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pageCount));
}

/** The rows of 1-based `page`. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize = DEFAULT_PAGE_SIZE): T[] {
  const start = (clampPage(page, pageCountOf(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Up to `width` consecutive page numbers around `page`, for the numbered buttons of the pager. */
export function pageWindow(page: number, pageCount: number, width = 5): number[] {
  const count = Math.max(1, pageCount);
  const size = Math.min(width, count);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
