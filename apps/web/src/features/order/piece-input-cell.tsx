import type { ReactNode } from "react";
import { CellCombobox } from "./cell-combobox";
import { CELL_ERROR, CELL_WARNING_TEXT } from "./cell-styles";
import { EdgePicker } from "./edge-picker";
import type { InputColumn } from "./grid-columns";
import { OperationsCell } from "./operations-cell";
import type { FieldErrors } from "./order-types";
import type { PieceLines } from "./piece-lines";
import type { PricingSetup } from "./pricing-setup";
import type { RowState } from "./row-state";
import { TextCell } from "./text-cell";

/** One typed cell of a piece row: the control its column takes, and its message (or warning) under it. */
export function InputCell({
  column,
  row,
  n,
  errors,
  warnings,
  errorTop,
  pieces,
  setup,
}: {
  column: InputColumn;
  row: RowState;
  n: number;
  errors: FieldErrors;
  /** Amber, under the cell where an error would be; they never block the save. */
  warnings: readonly string[];
  errorTop: number;
  pieces: PieceLines;
  setup: PricingSetup;
}) {
  const field = column.id;
  const { draft, key } = row;
  const error = errors[field];
  const errorId = `${key}-${field}-error`;
  const ariaLabel = `${column.name}, row ${n}`;
  const common = {
    ariaLabel,
    error,
    errorId,
    onChange: (value: string) => pieces.setField(key, field, value),
  };
  let control: ReactNode;
  switch (field) {
    case "width":
    case "length":
      control = (
        <TextCell
          col={field}
          value={draft[field]}
          placeholder={setup.unit === "mm" ? "mm" : "12#4"}
          inputMode={setup.unit === "mm" ? "decimal" : "text"}
          {...common}
        />
      );
      break;
    case "quantity":
      control = <TextCell col={field} value={draft.quantity} inputMode="numeric" {...common} />;
      break;
    case "multiplier":
      control = <TextCell col={field} value={draft.multiplier} {...common} />;
      break;
    case "note":
      control = <TextCell col={field} value={draft.note} {...common} />;
      break;
    case "operations":
      control = (
        <OperationsCell
          operations={draft.operations}
          names={setup.operationNames}
          holes={setup.holes}
          unit={setup.unit}
          onChange={(operations) => pieces.setOperations(key, operations)}
          ariaLabel={ariaLabel}
          error={error}
          warned={warnings.length > 0}
          errorId={errorId}
        />
      );
      break;
    case "materialType":
      control = (
        <CellCombobox col={field} value={draft.materialType} options={setup.materialOptions} {...common} />
      );
      break;
    case "edgeSelection":
      control = <EdgePicker value={draft.edgeSelection} selections={setup.edgeSelections} {...common} />;
      break;
    case "edgeProfile":
      // No edge work, no profile: an empty box keeps the column's place for ↑/↓.
      control = draft.edgeSelection ? (
        <CellCombobox col={field} value={draft.edgeProfile} options={setup.profileOptions} {...common} />
      ) : (
        <div data-col={field} aria-disabled="true" className="h-[30px]" />
      );
      break;
    case "extra0":
    case "extra1": {
      const extra = draft.edgeSelection ? draft.extras[field === "extra0" ? 0 : 1] : undefined;
      control = (
        <TextCell
          col={field}
          value={extra?.value ?? ""}
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
        <p id={errorId} className={CELL_ERROR} style={{ top: errorTop }}>
          {error}
        </p>
      )}
      {!error && warnings.length > 0 && (
        <p id={errorId} role="status" className={CELL_WARNING_TEXT} style={{ top: errorTop }}>
          {warnings.map((w, i) => (
            <span key={w}>
              {i > 0 && "; "}
              <span data-warning="tempering">{w}</span>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
