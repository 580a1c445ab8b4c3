import { startTransition, useEffect, useRef, useState } from "react";

/** Rows in the first paint: more than a screen holds, so what the clerk sees comes at once. */
const FIRST_ROWS = 30;
const CHUNK = 120;

/**
 * An order opens with its first screenful of rows; the rest follow in a few low-priority chunks, so a
 * 500-line order is on screen (and its totals, which cover every line) without waiting for rows
 * nobody sees yet, and typing stays responsive meanwhile. Any later change of rows shows them all.
 */
export function useProgressiveRows(keys: readonly string[]): readonly string[] {
  const opened = useRef(keys);
  const [limit, setLimit] = useState(FIRST_ROWS);
  const all = keys !== opened.current || limit >= keys.length;
  // Re-armed after each chunk is shown (`limit` changes), until every row is.
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => startTransition(() => setLimit(limit + CHUNK)), 0);
    return () => clearTimeout(timer);
  }, [all, limit]);
  return all ? keys : keys.slice(0, limit);
}
