import { cx } from "../../lib/cx";
import { CELL_INPUT, CELL_INPUT_BAD, CELL_INPUT_OK } from "./cell-styles";

/** A typed cell of the grid (a size, a count, a multiplier); disabled, it only keeps the column's place. */
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
  return (
    <input
      data-col={col}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      aria-label={ariaLabel}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      placeholder={placeholder}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cx(CELL_INPUT, "text-right", error ? CELL_INPUT_BAD : CELL_INPUT_OK)}
    />
  );
}
