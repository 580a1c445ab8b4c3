import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cx } from "../../lib/cx";
import { ChevronDownIcon } from "../../ui/icons";
import { CellPopup } from "./cell-popup";
import { CELL_INPUT, CELL_INPUT_BAD, CELL_INPUT_OK } from "./cell-styles";
import { selectAll } from "./grid-keyboard";
import type { Option } from "./pricing-setup";

export type CellComboboxProps = {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  col: string;
  ariaLabel: string;
  error?: string | undefined;
  errorId?: string;
  isLoading?: boolean;
  placeholder?: string;
};

const PAGE_SIZE = 5;

/** The open menu: what is typed (null: nothing yet, the value shows) and the highlighted option. */
type Menu = { query: string | null; active: number };

function matches(options: readonly Option[], query: string): { shown: readonly Option[]; best: number } {
  const needle = query.trim().toLowerCase();
  if (!needle) return { shown: options, best: 0 };
  const shown = options.filter((o) => o.label.toLowerCase().includes(needle));
  const prefix = shown.findIndex((o) => o.label.toLowerCase().startsWith(needle));
  return { shown, best: Math.max(0, prefix) };
}

/**
 * The grid's select: a plain input until it is typed into, so 500 rows stay light. Typing filters and
 * opens the menu; Enter or Tab takes the highlighted option and moves on; Escape puts the value back.
 * Closed, Enter and the arrows belong to the grid (next field, row above or below); Alt+↓ or F4 opens.
 * Keeps the shared Select's texts ('Select...', 'No options', 'Loading...') and menu heights (140-300).
 */
export function CellCombobox({
  value,
  options,
  onChange,
  col,
  ariaLabel,
  error,
  errorId,
  isLoading = false,
  placeholder = "Select...",
}: CellComboboxProps) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const shown = menu ? matches(options, menu.query ?? "").shown : options;
  const active = menu?.active ?? 0;

  const openWith = (query: string | null) => {
    const selected = query === null ? options.findIndex((o) => o.value === value) : -1;
    setMenu({ query, active: selected >= 0 ? selected : matches(options, query ?? "").best });
  };
  const close = () => setMenu(null);
  const pick = (option: Option | undefined) => {
    close();
    // Rendered before the key goes on to the grid, so the cells this pick enables (a profile's
    // inputs) are there when Enter looks for the next one.
    if (option && option.value !== value) flushSync(() => onChange(option.value));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!menu) {
      if ((e.key === "ArrowDown" && e.altKey) || e.key === "F4") {
        e.preventDefault();
        openWith(null);
      }
      return;
    }
    const last = shown.length - 1;
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp":
      case "PageDown":
      case "PageUp": {
        e.preventDefault();
        const step = e.key.startsWith("Page") ? PAGE_SIZE : 1;
        const delta = e.key === "ArrowDown" || e.key === "PageDown" ? step : -step;
        setMenu({ ...menu, active: Math.min(last, Math.max(0, active + delta)) });
        break;
      }
      case "Enter":
        // A pick lets Enter through to the grid, which moves on; nothing to pick keeps the menu.
        if (isLoading || shown.length === 0) e.preventDefault();
        else pick(shown[active]);
        break;
      case "Tab":
        if (menu.query !== null && menu.query.trim() === "") {
          close();
          if (value) onChange("");
        } else pick(shown[active]);
        break;
      case "Escape":
        e.preventDefault();
        e.stopPropagation();
        close();
        break;
    }
  };

  const onBlur = () => {
    // Emptied and left: the cell is cleared. Anything else half-typed goes back to the value.
    const query = menu?.query;
    if (query != null && query.trim() === "" && value) onChange("");
    close();
  };

  const activeId = menu && shown[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="relative">
      <input
        ref={inputRef}
        data-col={col}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={menu !== null}
        aria-controls={menu ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        // A name wider than its cell is cut with an ellipsis: the whole name on hover.
        title={value || undefined}
        value={menu?.query ?? value}
        onChange={(e) => openWith(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={selectAll}
        onBlur={onBlur}
        onMouseDown={() => (menu ? close() : openWith(null))}
        className={cx(
          CELL_INPUT,
          "text-left text-ellipsis",
          menu && "pr-5",
          error ? CELL_INPUT_BAD : CELL_INPUT_OK,
        )}
      />
      {menu && (
        <>
          <ChevronDownIcon className="pointer-events-none absolute top-[9px] right-1 size-3 rotate-180 text-slate-400" />
          <CellPopup
            anchor={inputRef}
            id={listId}
            label={ariaLabel}
            minWidth={200}
            className="rounded-md bg-white py-1 text-sm"
          >
            {isLoading ? (
              <div className="px-3 py-2 text-center text-slate-500">Loading...</div>
            ) : shown.length === 0 ? (
              <div className="px-3 py-2 text-center text-slate-500">No options</div>
            ) : (
              shown.map((option, i) => (
                <div
                  key={option.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={option.value === value}
                  tabIndex={-1}
                  ref={i === active ? (el) => el?.scrollIntoView({ block: "nearest" }) : undefined}
                  onMouseDown={(e) => {
                    // Keeps the focus in the cell, which owns the keyboard.
                    e.preventDefault();
                    pick(option);
                  }}
                  onMouseEnter={() => setMenu({ ...menu, active: i })}
                  className={cx(
                    "flex cursor-default items-center justify-between gap-2 px-3 py-1.5 select-none",
                    i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                    option.value === value && "font-medium",
                  )}
                >
                  <span className="truncate">{option.label}</span>
                  {option.value === value && (
                    <span className="text-brand-600" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </div>
              ))
            )}
          </CellPopup>
        </>
      )}
    </div>
  );
}
