import { formatIndian, type PricedLine } from "@kerf/core";
import { memo, type ReactNode } from "react";
import { CloseIcon } from "../../components/icons";
import { cx } from "../../lib/cx";
import { CellCombobox } from "./cell-combobox";
import { CELL_ERROR, STICKY_RIGHT } from "./cell-styles";
import { EdgePicker } from "./edge-picker";
import { isZero } from "./format";
import type { Column, FigureColumn, InputColumn } from "./grid-columns";
import {
  displayedPrice,
  type OrderStore,
  type RowState,
  type RowStatus,
  rowStatus,
  visibleErrors,
} from "./order-store";
import type { FieldErrors } from "./order-types";
import type { PricingSetup } from "./pricing-setup";
import { TextCell } from "./text-cell";
import { useRow } from "./use-order-store";

export type PieceRowProps = {
  store: OrderStore;
  setup: PricingSetup;
  rowKey: string;
  index: number;
  columns: readonly Column[];
  onDelete: (key: string) => void;
};

/** One piece: its typed cells, each with its message under it, then its figures. Re-renders alone. */
export const PieceRow = memo(function PieceRow({
  store,
  setup,
  rowKey,
  index,
  columns,
  onDelete,
}: PieceRowProps) {
  const row = useRow(store, rowKey);
  if (!row) return null;
  const errors = visibleErrors(row);
  const price = displayedPrice(row);
  const status = rowStatus(row);
  const n = index + 1;
  const room = errorRoom(columns, errors);
  return (
    <tr data-key={rowKey} data-status={status} className="group/row">
      <IndexCell n={n} status={status} message={row.rejected?.message} onDelete={() => onDelete(rowKey)} />
      {columns.map((column, i) =>
        column.kind === "input" ? (
          <td key={column.id} className="border-b border-slate-100 px-[3px] py-[3px] align-top">
            <InputCell
              column={column}
              row={row}
              n={n}
              errors={errors}
              errorWidth={room[i]}
              store={store}
              setup={setup}
            />
          </td>
        ) : (
          <FigureCell key={column.id} column={column} price={price} />
        ),
      )}
    </tr>
  );
});

/**
 * How wide each cell's message may run: over the cells to its right up to the next cell with a
 * message of its own (their space under the input is empty), so "Quantity should be greater than 0"
 * is not folded into a 40-pixel column.
 */
function errorRoom(columns: readonly Column[], errors: FieldErrors): number[] {
  const room: number[] = [];
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (column.kind !== "input" || !errors[column.id]) {
      room.push(0);
      continue;
    }
    let width = column.width;
    for (let j = i + 1; j < columns.length && width < MAX_ERROR_WIDTH; j++) {
      const next = columns[j]!;
      if ((next.kind === "input" && errors[next.id]) || (next.kind === "figure" && next.strong)) break;
      width += next.width;
    }
    room.push(Math.min(width, MAX_ERROR_WIDTH) - 8);
  }
  return room;
}

const MAX_ERROR_WIDTH = 210;

const STATUS: Record<RowStatus, { dot: string; text: string } | null> = {
  blank: null,
  saved: null,
  pending: { dot: "bg-slate-300", text: "Saving…" },
  saving: { dot: "bg-slate-400 animate-pulse", text: "Saving…" },
  invalid: { dot: "bg-amber-400", text: "Not saved yet: fix the marked cells (kept on this device)" },
  retrying: { dot: "bg-red-500", text: "Not saved — retrying" },
  rejected: { dot: "bg-red-500", text: "Not saved" },
};

/** The row's number and save state; pointing at the row swaps the number for its delete button. */
function IndexCell({
  n,
  status,
  message,
  onDelete,
}: {
  n: number;
  status: RowStatus;
  message: string | undefined;
  onDelete: () => void;
}) {
  const state = STATUS[status];
  const text = state && status === "rejected" && message ? `Not saved: ${message}` : state?.text;
  return (
    <th
      scope="row"
      title={text}
      className="sticky left-0 z-[1] border-b border-slate-100 bg-white py-[3px] pr-1.5 pl-0.5 align-top text-xs font-normal text-slate-400 tabular-nums"
    >
      <span className="flex h-[30px] items-center justify-end gap-1.5 group-hover/row:hidden">
        <span
          aria-hidden="true"
          className={cx("size-1.5 shrink-0 rounded-full", state ? state.dot : "bg-transparent")}
        />
        {n}
      </span>
      {text && <span className="sr-only">{text}</span>}
      <button
        type="button"
        tabIndex={-1}
        aria-label={`Delete row ${n}`}
        title="Delete row (Ctrl+Delete)"
        onClick={onDelete}
        className="ml-auto hidden size-[30px] items-center justify-center rounded text-slate-400 group-hover/row:flex hover:bg-red-50 hover:text-red-600"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </th>
  );
}

function InputCell({
  column,
  row,
  n,
  errors,
  errorWidth,
  store,
  setup,
}: {
  column: InputColumn;
  row: RowState;
  n: number;
  errors: FieldErrors;
  errorWidth: number | undefined;
  store: OrderStore;
  setup: PricingSetup;
}) {
  const field = column.id;
  const { draft, key } = row;
  const error = errors[field];
  const errorId = `${key}-${field}-error`;
  const ariaLabel = `${column.name}, row ${n}`;
  const set = (value: string) => store.setField(key, field, value);
  const common = { ariaLabel, error, errorId };
  let control: ReactNode;
  switch (field) {
    case "width":
    case "length":
      control = (
        <TextCell
          col={field}
          value={draft[field]}
          onChange={set}
          placeholder={setup.unit === "mm" ? "mm" : "12#4"}
          inputMode={setup.unit === "mm" ? "decimal" : "text"}
          {...common}
        />
      );
      break;
    case "quantity":
      control = (
        <TextCell col={field} value={draft.quantity} onChange={set} inputMode="numeric" {...common} />
      );
      break;
    case "multiplier":
      control = <TextCell col={field} value={draft.multiplier} onChange={set} {...common} />;
      break;
    case "materialType":
      control = (
        <CellCombobox
          col={field}
          value={draft.materialType}
          options={setup.materialOptions}
          onChange={set}
          {...common}
        />
      );
      break;
    case "edgeSelection":
      control = (
        <EdgePicker value={draft.edgeSelection} selections={setup.selections} onChange={set} {...common} />
      );
      break;
    case "edgeProfile":
      control = (
        <CellCombobox
          col={field}
          value={draft.edgeProfile}
          options={setup.profileOptions}
          onChange={set}
          disabled={!draft.edgeSelection}
          placeholder={draft.edgeSelection ? "Select..." : ""}
          {...common}
        />
      );
      break;
    case "extra0":
    case "extra1": {
      const extra = draft.edgeSelection ? draft.extras[field === "extra0" ? 0 : 1] : undefined;
      control = (
        <TextCell
          col={field}
          value={extra?.value ?? ""}
          onChange={set}
          disabled={!extra}
          {...common}
          ariaLabel={extra ? `Area input ${extra.label}, row ${n}` : ariaLabel}
        />
      );
      break;
    }
  }
  return (
    <>
      {control}
      {error && (
        <p id={errorId} className={CELL_ERROR} style={{ width: errorWidth }}>
          {error}
        </p>
      )}
    </>
  );
}

function FigureCell({ column, price }: { column: FigureColumn; price: PricedLine | null }) {
  const figure = price?.[column.id];
  const title =
    column.id === "area" && price
      ? `Charged as ${price.chargeableWidth} × ${price.chargeableLength} in`
      : undefined;
  return (
    <td
      data-figure={column.id}
      title={title}
      className={cx(
        "border-b border-slate-100 px-1 pt-[9px] text-right align-top text-[13px] whitespace-nowrap tabular-nums",
        column.strong ? cx("z-[1] bg-white font-semibold text-slate-900", STICKY_RIGHT) : "text-slate-600",
        figure && isZero(figure) && "text-slate-300",
      )}
    >
      {figure ? formatIndian(figure) : ""}
    </td>
  );
}
