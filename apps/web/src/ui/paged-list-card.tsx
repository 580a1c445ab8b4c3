import type { ReactNode } from "react";
import { DEFAULT_PAGE_SIZE } from "../lib/paging";
import type { usePagedQuery } from "../lib/use-paged-query";
import type { useSearchedPages } from "../lib/use-searched-pages";
import { ListCard, ListLoadFailed } from "./list-card";
import { Pager } from "./pager";
import { LoadingBlock } from "./spinner";

/** A server-paged list as its screen reads it: its query's state and its page. */
export type PagedListState = ReturnType<typeof usePagedQuery> &
  Pick<ReturnType<typeof useSearchedPages>, "page" | "setPage">;

/**
 * The card of a server-paged list (customers, invoices): loading, a failure with a retry, nothing found
 * (`noMatches` while a search or filter is on, `empty` otherwise), or the rows (`children`) and the pager.
 */
export function PagedListCard({
  title,
  what,
  list,
  actions,
  noMatches,
  empty,
  children,
}: {
  title: string;
  /** The rows, plural: "customers" ('Loading customers', 'The customers could not be loaded.'). */
  what: string;
  list: PagedListState;
  actions: ReactNode;
  /** Falsy when no search or filter is on. */
  noMatches: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListCard
      title={title}
      total={list.isLoading || list.failed ? null : list.total}
      refreshing={list.isFetching && !list.isLoading}
      actions={actions}
    >
      <div className="h-[72vh] overflow-auto">
        {list.isLoading ? (
          <LoadingBlock label={`Loading ${what}`} className="h-full" />
        ) : list.failed ? (
          <ListLoadFailed what={what} onRetry={() => list.refetch()} />
        ) : list.total === 0 ? (
          noMatches || empty
        ) : (
          children
        )}
      </div>
      {list.total > 0 && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
          totalItems={list.total}
          pageSize={list.pageSize ?? DEFAULT_PAGE_SIZE}
          className="border-t border-slate-200 px-4 py-2"
        />
      )}
    </ListCard>
  );
}
