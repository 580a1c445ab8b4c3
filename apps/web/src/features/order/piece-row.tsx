import { formatIndian, type PricedLine } from "@kerf/core";
import { memo, useMemo } from "react";
import { cx } from "../../lib/cx";
import { ROW_STICKY, ROW_STICKY_RIGHT } from "./cell-styles";
import { isZero } from "./format";
import { type Column, type FigureColumn, INDEX_WIDTH } from "./grid-columns";
import type { NearRows } from "./near-rows";
import { lineWarnings } from "./operation-entries";
import type { OrderStore } from "./order-store";
import type { FieldErrors } from "./order-types";
import { InputCell } from "./piece-input-cell";
import type { PricingSetup } from "./pricing-setup";
import { displayedPrice, type RowStatus, rowStatus, visibleErrors } from "./row-state";
import { useStockFit } from "./stock-fit";
import { useRow } from "./use-order-store";

/** What every row of the grid shares: one object, so a row re-renders only when its own line changes. */
export type RowParts = {
  store: OrderStore;
  setup: PricingSetup;
  columns: readonly Column[];
  onDelete: (key: string) => void;
  near: NearRows;
};

/** One piece: its typed cells, each with its message under it, then its figures. Re-renders alone. */
export const PieceRow = memo(function PieceRow({
  parts: { store, setup, columns, onDelete, near },
  rowKey,
  index,
}: {
  parts: RowParts;
  rowKey: string;
  index: number;
}) {
  const row = useRow(store, rowKey);
  const fit = useStockFit();
  // Tempering checks as the clerk types (issue 29): only the draft's material and operations matter.
  const draft = row?.draft;
  const warnings = useMemo(
    () => (draft ? lineWarnings(draft, setup) : []),
    [draft?.operations, draft?.materialType, setup],
  );
  if (!row) return null;
  const errors = withFit(visibleErrors(row), row.check.kind === "valid" ? fit(row.draft) : null);
  const price = displayedPrice(row);
  const status = rowStatus(row);
  const n = index + 1;
  const warning = warnings.length && !errors.operations ? warnings.join("; ") : undefined;
  const { lane, lanes } = messageLanes(columns, warning ? { ...errors, operations: warning } : errors);
  const cellStyle = lanes ? { paddingBottom: lanes * LANE_HEIGHT + 4 } : undefined;
  return (
    <tr
      ref={near.track}
      data-key={rowKey}
      data-status={status}
      className="group/row flex border-b border-slate-100"
    >
      <IndexCell n={n} status={status} message={row.rejected?.message} onDelete={() => onDelete(rowKey)} />
      {columns.map((column, i) =>
        column.kind === "input" ? (
          <td
            key={column.id}
            style={{ width: column.width, ...cellStyle }}
            className="relative block flex-none px-[3px] py-[3px]"
          >
            <InputCell
              column={column}
              row={row}
              n={n}
              errors={errors}
              warnings={column.id === "operations" && !errors.operations ? warnings : NO_WARNINGS}
              errorTop={CELL_TOP + (lane[i] ?? 0) * LANE_HEIGHT}
              pieces={store.pieces}
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

const NO_WARNINGS: readonly string[] = [];

/** A valid piece no sheet takes is told so under its width, where no other message is then. */
function withFit(errors: FieldErrors, fit: string | null): FieldErrors {
  return fit ? { ...errors, width: fit } : errors;
}

/** A message's line: 11 px text, a little over its average glyph width, so lines never collide. */
const LANE_HEIGHT = 14;
const CHAR_WIDTH = 5.8;
const CELL_TOP = 36;

/**
 * Where each cell's message goes. A message starts under its cell and runs to the right on one line
 * (a 40-pixel quantity cell cannot hold "Quantity should be greater than 0"); where it would run into
 * an earlier message, it drops to the next line. Returns each column's line and how many lines there are.
 */
function messageLanes(columns: readonly Column[], errors: FieldErrors): { lane: number[]; lanes: number } {
  const ends: number[] = [];
  const lane: number[] = [];
  let x = 0;
  for (const column of columns) {
    const message = column.kind === "input" ? errors[column.id] : undefined;
    if (message) {
      let at = ends.findIndex((end) => end <= x);
      if (at < 0) at = ends.length;
      ends[at] = x + message.length * CHAR_WIDTH + 12;
      lane.push(at);
    } else {
      lane.push(-1);
    }
    x += column.width;
  }
  return { lane, lanes: ends.length };
}

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
      style={{ width: INDEX_WIDTH }}
      className={`${ROW_STICKY} left-0 z-[1] block flex-none bg-white font-normal py-[3px] pr-1.5 pl-0.5 text-xs text-slate-500 tabular-nums`}
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
        <span aria-hidden="true" className="text-base leading-none">
          ×
        </span>
      </button>
    </th>
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
      style={{ width: column.width }}
      className={cx(
        "block flex-none px-1 pt-[9px] text-right text-[13px] whitespace-nowrap tabular-nums",
        column.strong
          ? cx("z-[1] bg-white font-semibold text-slate-900", ROW_STICKY_RIGHT)
          : "text-slate-600",
        figure && isZero(figure) && "text-slate-300",
      )}
    >
      {figure ? formatIndian(figure) : ""}
    </td>
  );
}
