import { type KeyboardEvent, useRef, useState } from "react";
import { cx } from "../../lib/cx";
import { CELL_INPUT_BAD, CELL_INPUT_OK } from "./cell-styles";
import { focusField, nextField } from "./grid-keyboard";
import { describeDrafts } from "./operation-entries";
import { OperationsEditor } from "./operations-editor";
import type { OperationDraft } from "./order-types";

/** A warning under the cell: amber, where an error would be red; it never blocks the save. */
const CELL_WARNING = "border-amber-400 bg-amber-50/60 focus:border-amber-600 focus:ring-amber-600/20";

/**
 * The operations cell (issue 29): the line's holes and cut-outs, said compactly ("4 x Hole 12, 1 x
 * Hinge cut-out"). From the keyboard, a letter, Space, F4 or Alt+↓ opens the editor (a letter starts
 * the search with it); Delete or Backspace clears them. Closed, Enter and the arrows belong to the grid.
 * The line's operations live in the store only: each entry made in the editor is set there at once.
 */
export function OperationsCell({
  operations,
  names,
  holes,
  unit,
  onChange,
  ariaLabel,
  error,
  warned,
  errorId,
}: {
  operations: readonly OperationDraft[];
  names: readonly string[];
  holes: ReadonlySet<string>;
  unit: string;
  onChange: (operations: OperationDraft[]) => void;
  ariaLabel: string;
  error?: string | undefined;
  warned: boolean;
  errorId?: string;
}) {
  // null: closed; else the text the search starts with.
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const text = describeDrafts(operations);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.ctrlKey || e.metaKey || (e.altKey && e.key !== "ArrowDown")) return;
    if (e.key === " " || e.key === "F4" || (e.key === "ArrowDown" && e.altKey)) {
      e.preventDefault();
      setOpen("");
    } else if (e.key.length === 1 && /\S/.test(e.key)) {
      e.preventDefault();
      setOpen(e.key);
    } else if ((e.key === "Delete" || e.key === "Backspace") && operations.length > 0) {
      e.preventDefault();
      onChange([]);
    }
  };

  const close = (moveOn: boolean) => {
    setOpen(null);
    const cell = ref.current;
    if (!cell) return;
    if (!moveOn || !focusField(nextField(cell))) cell.focus();
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        data-col="operations"
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || warned ? errorId : undefined}
        title={text || "No operations: type a letter or Space to add holes, cut-outs…"}
        onKeyDown={onKeyDown}
        onMouseDown={() => setOpen(open === null ? "" : null)}
        className={cx(
          "flex h-[30px] w-full cursor-default items-center overflow-hidden rounded border bg-white px-1.5 text-[12px] whitespace-nowrap text-slate-700 select-none focus:outline-none focus:ring-2",
          error ? CELL_INPUT_BAD : warned ? CELL_WARNING : CELL_INPUT_OK,
        )}
      >
        {text ? (
          <span data-testid="operations-text" className="truncate">
            {text}
          </span>
        ) : (
          <span className="w-full text-center text-slate-300">—</span>
        )}
      </button>
      {open !== null && (
        <OperationsEditor
          anchor={ref}
          label={ariaLabel}
          operations={operations}
          names={names}
          holes={holes}
          unit={unit}
          initialQuery={open}
          onChange={onChange}
          onClose={close}
        />
      )}
    </>
  );
}
