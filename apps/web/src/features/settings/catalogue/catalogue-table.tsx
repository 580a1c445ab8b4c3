import type { ReactNode } from "react";
import { EmptyRow, ErrorRow, LoadingRow } from "./table-states";
import { TH, TH_NUM } from "./table-styles";

/** A column of a catalogue table between `#` and Actions; numeric ones are right-aligned. */
export type CatalogueColumn = { label: string; numeric?: boolean };

/** The head row every catalogue table has: `#` first, the columns, Actions last. */
export function CatalogueHead({ columns }: { columns: readonly CatalogueColumn[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={`${TH} w-12`}>
          #
        </th>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? TH_NUM : TH}>
            {column.label}
          </th>
        ))}
        <th scope="col" className={`${TH} w-24 text-right`}>
          Actions
        </th>
      </tr>
    </thead>
  );
}

/** The body of a catalogue table: its spinner, its load failure with Retry, its empty state's Add, or its rows. */
export function CatalogueBody(props: {
  colSpan: number;
  loading: boolean;
  loadingLabel: string;
  loadError: string | null;
  onRetry: () => void;
  empty: boolean;
  addText: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { colSpan } = props;
  return (
    <tbody>
      {props.loading ? (
        <LoadingRow colSpan={colSpan} label={props.loadingLabel} />
      ) : props.loadError ? (
        <ErrorRow colSpan={colSpan} message={props.loadError} onRetry={props.onRetry} />
      ) : props.empty ? (
        <EmptyRow colSpan={colSpan} text={props.addText} onAdd={props.onAdd} />
      ) : (
        props.children
      )}
    </tbody>
  );
}
