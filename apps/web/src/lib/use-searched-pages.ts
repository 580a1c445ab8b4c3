import { useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** How long typing may pause before the search goes out: long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box over a paged list (the customers, the invoices): the text as typed, the search it
 * makes (trimmed, debounced), and the page, which belongs to the search it was chosen for: a new
 * search starts again at page 1.
 */
export function useSearchedPages() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  if (paging.search !== search) setPaging({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  return { searchText, setSearchText, search, page, setPage };
}
