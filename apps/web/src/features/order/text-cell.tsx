import { cx } from "../../lib/cx";
import { CELL_INPUT, CELL_INPUT_BAD, CELL_INPUT_OK } from "./cell-styles";
import { selectAll } from "./grid-keyboard";

/**
 * A typed cell of the grid (a size, a count, a multiplier). Disabled, it is an empty box that keeps
 * the column's place for ↑/↓ (cheaper than 500 disabled inputs).
 */
export function TextCell({
  col,
  value,
  onChange,
  ariaLabel,
  error,
  errorId,
  inputMode = "decimal",
  placeholder,
  disabled,
}: {
  col: string;
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  error?: string | undefined;
  errorId?: string;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  disabled?: boolean;
}) {
  if (disabled) return <div data-col={col} aria-disabled="true" className="h-[30px]" />;
  return (
    <input
      data-col={col}
      inputMode={inputMode}
      autoComplete="off"
      aria-label={ariaLabel}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      placeholder={value ? undefined : placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onFocus={selectAll}
      className={cx(CELL_INPUT, "text-right", error ? CELL_INPUT_BAD : CELL_INPUT_OK)}
    />
  );
}
