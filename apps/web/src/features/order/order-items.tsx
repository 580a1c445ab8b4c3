import { formatIndian } from "@kerf/core";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { cx } from "../../lib/cx";
import { type ItemRow, shownItem } from "./item-lines";
import type { OrderStore } from "./order-store";

// The order's item lines (issue 29 point 3): fittings and services beside the pieces, keyboard-first. Type
// to filter the catalogue, Enter picks and moves to the quantity, Enter there adds the line and comes
// back to the picker. Lines follow the pieces' rules (item-lines): what is typed is kept on this device
// and saved at once, retried while offline; the page's save status counts them with the pieces.

const money = (value: string | undefined) => (value === undefined ? "—" : `₹ ${formatIndian(value)}`);
const CELL = "px-2 py-1 text-right tabular-nums";
const INPUT =
  "h-7 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";

export function OrderItems({ store }: { store: OrderStore }) {
  const items = store.items;
  const lines = useSyncExternalStore(items.subscribe, items.getRows, items.getRows);
  const catalogue = store.setup.items ?? [];
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const matches = useMemo(
    () => catalogue.filter((i) => i.itemName.toLowerCase().includes(name.trim().toLowerCase())),
    [catalogue, name],
  );

  const pick = (itemName: string) => {
    setName(itemName);
    setOpen(false);
    quantityRef.current?.focus();
  };

  const onPickerKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (matches.length ? (a + step + matches.length) % matches.length : 0));
    } else if (e.key === "Enter" || (e.key === "Tab" && !e.shiftKey && open && name.trim())) {
      const exact = matches.find((m) => m.itemName.toLowerCase() === name.trim().toLowerCase());
      const chosen = exact ?? matches[active];
      if (!chosen) {
        if (e.key === "Enter") e.preventDefault();
        if (name.trim()) setError({ message: `Unknown item "${name.trim()}"`, fields: { name: "" } });
        return;
      }
      e.preventDefault();
      pick(chosen.itemName);
    } else if (e.key === "Escape") setOpen(false);
  };

  /** Checked here as the server will check it: a line that cannot be saved is not added. */
  const add = () => {
    const check = items.add(name, quantity);
    if (check.kind === "invalid") {
      setError({ message: check.message, fields: { [check.field]: "" } });
      return;
    }
    setName("");
    setQuantity("");
    setError(null);
    pickerRef.current?.focus();
  };

  const remove = (line: ItemRow) => {
    items.remove(line.key);
    pickerRef.current?.focus();
  };

  const unit = catalogue.find((i) => i.itemName === name)?.unit;
  return (
    <section
      aria-label="Items"
      className="shrink-0 rounded-lg bg-white px-4 py-2 shadow-card ring-1 ring-slate-200"
      data-testid="order-items"
    >
      <h2 className="mb-1 text-sm font-semibold text-slate-700">Items (fittings and services)</h2>
      {/* A few lines tall at most: the pieces grid keeps the page's height. */}
      {lines.length > 0 && (
        <div className="mb-1 max-h-32 overflow-auto">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-white text-[11px] tracking-wide text-slate-500 uppercase">
              <tr>
                <th className="px-2 py-1 text-left">Item</th>
                <th className="px-2 py-1 text-left">Qty</th>
                <th className={CELL}>Rate</th>
                <th className={CELL}>Amount</th>
                <th className={CELL}>GST</th>
                <th className={CELL}>Total</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => {
                const { priced, unit: lineUnit, error: lineError } = shownItem(line);
                return (
                  <tr
                    key={line.key}
                    data-item-line={line.name}
                    className="border-t border-slate-100 [&>td]:py-0.5"
                  >
                    <td className="px-2 py-1">{line.name}</td>
                    <td className="px-2 py-1">
                      <QuantityEdit line={line} onSave={(typed) => items.setQuantity(line.key, typed)} />
                      <span className="ml-1 text-slate-500">{lineUnit ?? ""}</span>
                      {lineError && <span className="ml-2 text-xs text-red-600">{lineError}</span>}
                    </td>
                    <td className={CELL}>{money(priced?.rate)}</td>
                    <td className={CELL} data-figure="itemAmount">
                      {money(priced?.itemAmount)}
                    </td>
                    <td className={CELL}>{priced ? `${money(priced.itemGst)} (${priced.gstRate}%)` : "—"}</td>
                    <td className={CELL} data-figure="itemTotal">
                      {money(priced?.itemTotal)}
                    </td>
                    <td className="px-2 py-1 text-right">
                      <button
                        type="button"
                        aria-label={`Delete item line ${i + 1}`}
                        className="rounded px-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
                        onClick={() => remove(line)}
                      >
                        ✕
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="relative flex flex-wrap items-center gap-2">
        <input
          ref={pickerRef}
          aria-label="Item"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder="Add an item: type to find it"
          className={cx(INPUT, "w-72", error?.fields.name !== undefined && "border-red-500")}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          // Closed a moment after the picker is left (a click on an option lands first), unless the
          // cursor is back in it by then: a fast clerk picks, types the quantity, Enter, and types the
          // next item within that moment.
          onBlur={() =>
            setTimeout(() => {
              if (document.activeElement !== pickerRef.current) setOpen(false);
            }, 150)
          }
          onKeyDown={onPickerKey}
        />
        {open && matches.length > 0 && (
          <div
            id={listId}
            role="listbox"
            className="absolute top-9 left-0 z-20 max-h-56 w-72 overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
          >
            {matches.map((item, i) => (
              <div
                key={item.itemName}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={cx("cursor-pointer px-3 py-1", i === active && "bg-brand-50 text-brand-900")}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(item.itemName);
                }}
              >
                {item.itemName} <span className="text-xs text-slate-500">({item.unit})</span>
              </div>
            ))}
          </div>
        )}
        <input
          ref={quantityRef}
          aria-label="Item quantity"
          inputMode="decimal"
          placeholder={unit ? `Quantity (${unit})` : "Quantity"}
          className={cx(INPUT, "w-32", error?.fields.quantity !== undefined && "border-red-500")}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="h-7 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          onClick={add}
        >
          Add item
        </button>
        {error && (
          <p role="alert" className="w-full text-xs text-red-600">
            {error.message}
          </p>
        )}
      </div>
    </section>
  );
}

/** A line's quantity, saved on Enter or when the cursor leaves it; Escape gives back what it was. */
function QuantityEdit({ line, onSave }: { line: ItemRow; onSave: (typed: string) => void }) {
  const [typed, setTyped] = useState(line.quantity);
  useEffect(() => setTyped(line.quantity), [line.quantity]);
  return (
    <input
      aria-label={`Quantity of ${line.name}`}
      inputMode="decimal"
      className={cx(INPUT, "w-20")}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onBlur={() => onSave(typed)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onSave(typed);
        } else if (e.key === "Escape") setTyped(line.quantity);
      }}
    />
  );
}
