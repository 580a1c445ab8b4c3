import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from "@headlessui/react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { cx } from "../lib/cx";
import { CheckIcon, ChevronDownIcon, CloseIcon } from "./icons";
import { Spinner } from "./spinner";

export type SelectOption<V = string> = { label: string; value: V };

export type SelectProps<V> = {
  options: readonly SelectOption<V>[];
  value: SelectOption<V> | null;
  onChange: (option: SelectOption<V> | null) => void;
  /** react-hook-form's field.onBlur, so the field counts as touched. */
  onBlur?: () => void;
  label?: ReactNode;
  hideLabel?: boolean;
  /** The accessible name when there is no visible label (e.g. a select inside a table cell). */
  ariaLabel?: string;
  error?: string | undefined;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Shows an × that empties the value. */
  isClearable?: boolean;
  /** Tallest the menu gets before it scrolls, in px. */
  maxMenuHeight?: number;
  /** Room (px) the menu needs below the control; with less, it opens upwards if there is more room there. */
  minMenuHeight?: number;
  /** Options PageUp/PageDown move by. */
  pageSize?: number;
  noOptionsMessage?: string;
  loadingMessage?: string;
  id?: string;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The select of every form (portal-spec sections 8-9): type to filter, arrows to move, PageUp/PageDown
 * by `pageSize`, Enter to pick, Escape to close. The texts 'Select...', 'Loading...' and 'No options'
 * and the menu heights 300/140 are the spec's defaults.
 *
 *   <Controller name="materialType" control={control} render={({ field, fieldState }) => (
 *     <Select label="Material" options={materials} value={field.value} onChange={field.onChange}
 *       onBlur={field.onBlur} error={fieldState.error?.message} />
 *   )} />
 */
export function Select<V>({
  options,
  value,
  onChange,
  onBlur,
  label,
  hideLabel = false,
  ariaLabel,
  error,
  placeholder = "Select...",
  isLoading = false,
  isDisabled = false,
  isClearable = false,
  maxMenuHeight = 300,
  minMenuHeight = 140,
  pageSize = 5,
  noOptionsMessage = "No options",
  loadingMessage = "Loading...",
  id,
  autoFocus,
  className,
}: SelectProps<V>) {
  const [query, setQuery] = useState("");
  const controlRef = useRef<HTMLDivElement>(null);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;

  return (
    <Field disabled={isDisabled} className={cx("flex flex-col gap-1", className)}>
      {label && (
        <Label className={cx("text-xs font-medium text-slate-700", hideLabel && "sr-only")}>{label}</Label>
      )}
      <Combobox<SelectOption<V> | null>
        value={value}
        onChange={(option) => onChange(option ?? null)}
        by={sameValue}
        onClose={() => setQuery("")}
      >
        {({ open }) => (
          <>
            <div ref={controlRef} className="relative">
              <ComboboxInput<SelectOption<V> | null>
                id={id}
                aria-label={ariaLabel}
                autoFocus={autoFocus}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                placeholder={placeholder}
                displayValue={(option) => option?.label ?? ""}
                onChange={(event) => setQuery(event.target.value)}
                onBlur={onBlur}
                onClick={(event) => {
                  if (!open) pressKey(event.currentTarget, "ArrowDown");
                }}
                onKeyDown={(event) => {
                  if (open) movePage(event, pageSize);
                }}
                className={cx(
                  "block h-9 w-full rounded-md border bg-white pr-14 pl-3 text-sm text-slate-900 shadow-xs transition-colors",
                  "placeholder:text-slate-400 focus:outline-none focus:ring-2",
                  "data-disabled:cursor-not-allowed data-disabled:bg-slate-50 data-disabled:text-slate-500",
                  error
                    ? "border-red-500 focus:border-red-600 focus:ring-red-600/20"
                    : "border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:ring-brand-600/20",
                )}
              />
              <div className="absolute inset-y-0 right-0 flex items-center pr-1">
                {isLoading && <Spinner size="sm" label={loadingMessage} className="mr-1" />}
                {isClearable && value && !isDisabled && (
                  <button
                    type="button"
                    tabIndex={-1}
                    data-enter-skip
                    aria-label="Clear"
                    onClick={() => onChange(null)}
                    className="flex size-7 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                )}
                <ComboboxButton
                  aria-label="Show options"
                  className="flex size-7 items-center justify-center rounded text-slate-400 hover:text-slate-700 data-disabled:cursor-not-allowed"
                >
                  <ChevronDownIcon className={cx("size-4 transition-transform", open && "rotate-180")} />
                </ComboboxButton>
              </div>
            </div>
            <SelectMenu
              open={open}
              controlRef={controlRef}
              maxMenuHeight={maxMenuHeight}
              minMenuHeight={minMenuHeight}
            >
              {isLoading ? (
                <MenuMessage>{loadingMessage}</MenuMessage>
              ) : shown.length === 0 ? (
                <MenuMessage>{noOptionsMessage}</MenuMessage>
              ) : (
                shown.map((option) => (
                  <ComboboxOption
                    key={`${String(option.value)}:${option.label}`}
                    value={option}
                    className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-sm text-slate-800 select-none data-focus:bg-brand-50 data-focus:text-brand-900 data-selected:font-medium"
                  >
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    <CheckIcon className="invisible size-4 text-brand-600 group-data-selected:visible" />
                  </ComboboxOption>
                ))
              )}
            </SelectMenu>
          </>
        )}
      </Combobox>
      {error && <Description className="text-xs text-red-600">{error}</Description>}
    </Field>
  );
}

function sameValue<V>(a: SelectOption<V> | null, b: SelectOption<V> | null): boolean {
  return a === b || (a !== null && b !== null && Object.is(a.value, b.value));
}

function SelectMenu(props: {
  open: boolean;
  controlRef: RefObject<HTMLDivElement | null>;
  maxMenuHeight: number;
  minMenuHeight: number;
  children: ReactNode;
}) {
  const { placement, maxHeight } = useMenuPlacement(props);
  // Headless UI caps the menu at this variable (and at the room on screen). Sizing it to the side we
  // chose also keeps its own flip from overruling that choice.
  const style = { "--anchor-max-height": `${maxHeight}px` } as CSSProperties;
  return (
    <ComboboxOptions
      anchor={{ to: placement === "top" ? "top start" : "bottom start", gap: MENU_GAP, padding: MENU_GAP }}
      style={style}
      className="z-50 w-(--input-width) overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-900/10 empty:invisible focus:outline-none"
    >
      {props.children}
    </ComboboxOptions>
  );
}

const MENU_GAP = 4;

/**
 * react-select's rule: open downwards when at least `minMenuHeight` fits below (or more fits there
 * than above), otherwise upwards; never taller than `maxMenuHeight` or the room on that side.
 */
function useMenuPlacement({
  open,
  controlRef,
  maxMenuHeight,
  minMenuHeight,
}: {
  open: boolean;
  controlRef: RefObject<HTMLElement | null>;
  maxMenuHeight: number;
  minMenuHeight: number;
}): { placement: "top" | "bottom"; maxHeight: number } {
  const [result, setResult] = useState<{ placement: "top" | "bottom"; maxHeight: number }>({
    placement: "bottom",
    maxHeight: maxMenuHeight,
  });
  useLayoutEffect(() => {
    const control = controlRef.current;
    if (!open || !control) return;
    const rect = control.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom - 2 * MENU_GAP;
    const above = rect.top - 2 * MENU_GAP;
    const placement = below >= minMenuHeight || below >= above ? "bottom" : "top";
    const room = placement === "bottom" ? below : above;
    setResult({ placement, maxHeight: Math.max(0, Math.min(maxMenuHeight, room)) });
  }, [open, controlRef, maxMenuHeight, minMenuHeight]);
  return result;
}

function MenuMessage({ children }: { children: ReactNode }) {
  return <div className="px-3 py-2 text-center text-sm text-slate-500">{children}</div>;
}

// Headless UI's Combobox has no imperative API to open it or to move the active option by more than
// one. Replaying the arrow keys it already understands keeps its state machine the single source of truth.
function pressKey(target: HTMLElement, key: "ArrowDown" | "ArrowUp") {
  target.dispatchEvent(new globalThis.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

function movePage(event: KeyboardEvent<HTMLInputElement>, pageSize: number) {
  if (event.key !== "PageDown" && event.key !== "PageUp") return;
  // Stops Headless UI's own handling (it jumps to the first or last option).
  event.preventDefault();
  const key = event.key === "PageDown" ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < pageSize; i++) pressKey(event.currentTarget, key);
}
