import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal, flushSync } from "react-dom";
import { cx } from "../../lib/cx";
import { matchingNames } from "./operation-entries";
import type { OperationDraft } from "./order-types";
import { usePopupPlacement } from "./popup-placement";

type Step = "name" | "count" | "size" | "edgeDistance" | "cornerDistance";
type Form = { query: string; active: number; name: string | null } & Omit<OperationDraft, "name">;

const blankForm = (query: string): Form => ({
  query,
  active: 0,
  name: null,
  count: "1",
  size: "",
  edgeDistance: "",
  cornerDistance: "",
});

const INPUT =
  "h-8 w-full min-w-0 rounded border border-slate-300 px-1.5 text-[13px] tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25";

/**
 * The operations cell's editor, mounted only while open. Enter walks one entry: the operation (type to
 * filter, ↑/↓, Enter), its count, its size and, for a round hole, its distances from the nearest edge
 * and corner; Enter on the last adds the entry to the line and starts the next. Enter on a blank
 * operation closes the editor and moves on; Escape closes it; Backspace on a blank operation removes
 * the last entry.
 */
export function OperationsEditor({
  anchor,
  label,
  operations,
  names,
  holes,
  unit,
  initialQuery,
  onChange,
  onClose,
}: {
  anchor: RefObject<HTMLElement | null>;
  label: string;
  operations: readonly OperationDraft[];
  names: readonly string[];
  holes: ReadonlySet<string>;
  unit: string;
  initialQuery: string;
  onChange: (operations: OperationDraft[]) => void;
  onClose: (moveOn: boolean) => void;
}) {
  const placement = usePopupPlacement(anchor, { minHeight: 200, maxHeight: 360, minWidth: 460 });
  const [form, setForm] = useState<Form>(() => blankForm(initialQuery));
  const inputs = useRef<Partial<Record<Step, HTMLInputElement | null>>>({});
  const listId = useId();
  const shown = form.name === null ? matchingNames(names, form.query) : [];
  const isHole = form.name !== null && holes.has(form.name);
  const steps: Step[] = isHole
    ? ["name", "count", "size", "edgeDistance", "cornerDistance"]
    : ["name", "count", "size"];

  const focus = (step: Step) => {
    const el = inputs.current[step];
    el?.focus();
    el?.select();
  };
  // Opens on the operation's search, the typed letter kept (the caret after it): focused in the same
  // commit as the key that opened it, so the keys typed next land in the search.
  useLayoutEffect(() => {
    const el = inputs.current.name;
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
  }, []);

  const add = () => {
    if (form.name === null) return;
    const { name, count, size, edgeDistance, cornerDistance } = form;
    onChange([
      ...operations,
      {
        name,
        count: count.trim(),
        size: size.trim(),
        edgeDistance: isHole ? edgeDistance.trim() : "",
        cornerDistance: isHole ? cornerDistance.trim() : "",
      },
    ]);
    setForm(blankForm(""));
    focus("name");
  };

  const onNameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const delta = e.key === "ArrowDown" ? 1 : -1;
      setForm({ ...form, active: Math.min(shown.length - 1, Math.max(0, form.active + delta)) });
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (form.name !== null) focus("count");
      else if (form.query.trim() === "") onClose(true);
      else if (shown[form.active]) pick(shown[form.active]!);
    } else if (e.key === "Backspace" && form.query === "" && form.name === null && operations.length) {
      e.preventDefault();
      onChange(operations.slice(0, -1));
    }
  };
  const pick = (name: string) => {
    // The count is enabled once picked: rendered at once, so the next key lands in it.
    flushSync(() => setForm({ ...form, name, query: name }));
    focus("count");
  };

  const onStepKey = (step: Step) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const next = steps[steps.indexOf(step) + 1];
    if (next) focus(next);
    else add();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      onClose(false);
    }
  };
  // Focus gone elsewhere (a click on the page) closes it; back to the cell is Escape's.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const to = e.relatedTarget as Node | null;
    if (!to || (!e.currentTarget.contains(to) && to !== anchor.current)) onClose(false);
  };

  // Laid out before its place is known (one commit), so its search can take the focus at once.
  const { top, bottom, left, width, maxHeight } = placement ?? { left: 0, width: 460, maxHeight: 360 };
  const size = unit === "mm" ? "mm" : "in";
  const field = (step: Exclude<Step, "name">, text: string, placeholder?: string) => (
    <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-[11px] text-slate-500">
      {text}
      <input
        ref={(el) => {
          inputs.current[step] = el;
        }}
        aria-label={text}
        inputMode={step === "count" ? "numeric" : "decimal"}
        autoComplete="off"
        placeholder={placeholder}
        disabled={form.name === null}
        value={form[step]}
        onChange={(e) => setForm({ ...form, [step]: e.target.value })}
        onKeyDown={onStepKey(step)}
        className={cx(INPUT, "text-right disabled:bg-slate-50")}
      />
    </label>
  );

  return createPortal(
    <div
      role="dialog"
      aria-label={label}
      style={{ top, bottom, left, width, maxHeight, opacity: placement ? undefined : 0 }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className="fixed z-50 flex flex-col gap-2 overflow-y-auto rounded-lg bg-white p-2 text-sm shadow-lg ring-1 ring-slate-900/10"
    >
      {operations.length > 0 && (
        <ul aria-label="Operations on each piece" className="flex flex-wrap gap-1">
          {operations.map((o, i) => (
            <li
              key={i}
              className="flex items-center gap-1 rounded bg-slate-100 py-0.5 pr-0.5 pl-1.5 text-xs text-slate-700"
            >
              {o.count} x {o.name}
              {o.size && ` ${o.size}`}
              {(o.edgeDistance || o.cornerDistance) && (
                <span className="text-slate-500">
                  {" "}
                  (
                  {[
                    o.edgeDistance && `edge ${o.edgeDistance}`,
                    o.cornerDistance && `corner ${o.cornerDistance}`,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                  )
                </span>
              )}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${o.count} x ${o.name}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChange(operations.filter((_, j) => j !== i))}
                className="rounded px-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1.5">
        <label className="flex w-40 flex-none flex-col gap-0.5 text-[11px] text-slate-500">
          Operation
          <input
            ref={(el) => {
              inputs.current.name = el;
            }}
            role="combobox"
            aria-label="Operation"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-activedescendant={shown[form.active] ? `${listId}-${form.active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Type to find…"
            value={form.query}
            onChange={(e) => setForm({ ...blankForm(e.target.value), count: form.count })}
            onKeyDown={onNameKey}
            className={INPUT}
          />
        </label>
        {field("count", "Count")}
        {field("size", `Size (${size})`, "any")}
        {isHole && field("edgeDistance", `From edge (${size})`)}
        {isHole && field("cornerDistance", `From corner (${size})`)}
      </div>
      {form.name === null && (
        <div id={listId} role="listbox" aria-label="Operations" className="flex flex-col">
          {shown.length === 0 ? (
            <div className="px-2 py-1 text-slate-500">No options</div>
          ) : (
            shown.map((name, i) => (
              <div
                key={name}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === form.active}
                tabIndex={-1}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(name);
                }}
                className={cx(
                  "cursor-default rounded px-2 py-1 select-none",
                  i === form.active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                )}
              >
                {name}
              </div>
            ))
          )}
        </div>
      )}
      <p className="text-[11px] text-slate-500">
        Enter: next · Enter on the last adds it · Enter on a blank operation: done · Esc: close
      </p>
    </div>,
    document.body,
  );
}
