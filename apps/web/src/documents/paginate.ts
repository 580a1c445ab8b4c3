/** What a printed document's pagination needs, measured on screen in px. */
export type PageFit = {
  /** The height a continued page (2, 3 …) has for table rows once its short header, table head and footer are placed. */
  rowSpace: number;
  /** The same on the first page, under the full header; rowSpace when left out. */
  firstRowSpace?: number;
  /** Each row's height, in order. */
  rowHeights: readonly number[];
  /** The block that follows the last row on the last page only (totals, signatures). */
  closingHeight: number;
};

/**
 * How many rows go on each page: as many as fit, in order; the closing block after the last row. When
 * the closing block does not fit under the last rows, the last row moves to a further page with it, so
 * the totals never stand on a page of their own with an empty table above them.
 */
export function paginate({
  rowSpace,
  firstRowSpace = rowSpace,
  rowHeights,
  closingHeight,
}: PageFit): number[] {
  const pages: number[] = [];
  const space = () => (pages.length === 0 ? firstRowSpace : rowSpace);
  let count = 0;
  let used = 0;
  for (const height of rowHeights) {
    if (count > 0 && used + height > space()) {
      pages.push(count);
      count = 0;
      used = 0;
    }
    count += 1;
    used += height;
  }
  if (used + closingHeight <= space() || count === 0) {
    pages.push(count);
    return pages;
  }
  const last = rowHeights[rowHeights.length - 1] ?? 0;
  if (count > 1 && last + closingHeight <= rowSpace) {
    pages.push(count - 1, 1);
  } else {
    // Not even one row fits beside the closing block: it takes a page to itself.
    pages.push(count, 0);
  }
  return pages;
}

/** Splits `items` into consecutive runs of the given sizes. */
export function splitInto<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    chunks.push(items.slice(start, start + size));
    start += size;
  }
  return chunks;
}
