import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cx } from "../../lib/cx";
import { EdgeSelectionDrawing } from "../settings/edge-selection-drawing";
import { CellPopup } from "./cell-popup";
import { CELL_INPUT_BAD, CELL_INPUT_OK } from "./cell-styles";
import type { PricingSetup } from "./pricing-setup";

type Selection = PricingSetup["edgeSelections"][number];
type Choice = { value: string; label: string; selection: Selection | null };

const COLUMNS = 5;

/**
 * The edge selection cell: the selected drawing and its number. From the keyboard, 1 to 9 pick a
 * selection at once and 0 (or Delete) clears it; Space, Alt+↓ or F4 show all nine drawings with their
 * labels. Closed, Enter and the arrows belong to the grid.
 */
export function EdgePicker({
  value,
  selections,
  onChange,
  ariaLabel,
  error,
  errorId,
}: {
  value: string;
  selections: readonly Selection[];
  onChange: (value: string) => void;
  ariaLabel: string;
  error?: string | undefined;
  errorId?: string;
}) {
  // The highlighted choice while the drawings are shown; null while closed.
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const choices: Choice[] = [
    { value: "", label: "No edge", selection: null },
    ...selections.map((s) => ({ value: s.value, label: s.label, selection: s })),
  ];
  const current = choices.find((c) => c.value === value);
  const number = value.replace("edgeSelection", "");

  const show = () =>
    setActive(
      Math.max(
        0,
        choices.findIndex((c) => c.value === value),
      ),
    );
  const hide = () => setActive(null);
  const pick = (choice: Choice | undefined) => {
    hide();
    // Rendered at once: the profile cell this enables must be there when Enter moves on.
    if (choice && choice.value !== value) flushSync(() => onChange(choice.value));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || (e.altKey && e.key !== "ArrowDown")) return;
    const digit = /^[0-9]$/.test(e.key) ? Number(e.key) : -1;
    if (digit >= 0) {
      e.preventDefault();
      pick(digit === 0 ? choices[0] : choices.find((c) => c.value === `edgeSelection${digit}`));
      return;
    }
    if (active === null) {
      if (e.key === " " || e.key === "F4" || (e.key === "ArrowDown" && e.altKey)) {
        e.preventDefault();
        show();
      } else if (e.key === "Delete" || e.key === "Backspace") {
        e.preventDefault();
        pick(choices[0]);
      }
      return;
    }
    const last = choices.length - 1;
    const move = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[e.key];
    if (move !== undefined) {
      e.preventDefault();
      setActive(Math.min(last, Math.max(0, active + move)));
    } else if (e.key === "Enter" || e.key === "Tab") {
      // Enter and Tab go on to the next cell once picked (the grid or the browser moves focus).
      pick(choices[active]);
    } else if (e.key === " ") {
      e.preventDefault();
      pick(choices[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      hide();
    }
  };

  return (
    <>
      <div
        ref={ref}
        data-col="edgeSelection"
        role="combobox"
        tabIndex={0}
        aria-label={ariaLabel}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title={current?.selection ? current.label : "No edge work: 1-9 to pick, Space for all"}
        onKeyDown={onKeyDown}
        onBlur={hide}
        onMouseDown={() => (open ? hide() : show())}
        className={cx(
          "flex h-[30px] w-full cursor-default items-center gap-1 rounded border bg-white px-1 text-[12px] text-slate-700 select-none focus:outline-none focus:ring-2",
          error ? CELL_INPUT_BAD : CELL_INPUT_OK,
        )}
      >
        {current?.selection ? (
          <>
            <EdgeSelectionDrawing
              lengths={current.selection.lengths}
              widths={current.selection.widths}
              className="w-8!"
            />
            <span className="font-medium tabular-nums">{number}</span>
            <span className="sr-only">{current.label}</span>
          </>
        ) : (
          <span className="w-full text-center text-slate-300">—</span>
        )}
      </div>
      {open && (
        <CellPopup
          anchor={ref}
          id={listId}
          label={ariaLabel}
          minHeight={180}
          maxHeight={320}
          minWidth={420}
          className="grid grid-cols-5 gap-1 rounded-lg bg-white p-2"
        >
          {choices.map((choice, i) => (
            <div
              key={choice.value || "none"}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={choice.value === value}
              tabIndex={-1}
              onMouseDown={(e) => {
                // Keeps the focus in the cell, which owns the keyboard.
                e.preventDefault();
                pick(choice);
              }}
              onMouseEnter={() => setActive(i)}
              className={cx(
                "flex cursor-default flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-center text-xs select-none ring-1",
                i === active ? "bg-brand-50 ring-brand-500" : "ring-transparent",
                choice.value === value ? "font-semibold text-brand-800" : "text-slate-700",
              )}
            >
              {choice.selection ? (
                <EdgeSelectionDrawing
                  lengths={choice.selection.lengths}
                  widths={choice.selection.widths}
                  className="w-16!"
                />
              ) : (
                <span className="flex h-[42px] items-center text-lg text-slate-300">∅</span>
              )}
              <span className="max-w-full truncate">{choice.label}</span>
              <kbd className="rounded bg-slate-100 px-1 font-sans text-[10px] text-slate-500">{i}</kbd>
            </div>
          ))}
        </CellPopup>
      )}
    </>
  );
}
