import { cx } from "../../../lib/cx";
import { PencilIcon, TrashIcon } from "../../../ui/icons";

type RowActionsProps = {
  /** Names the row for screen readers: "Edit Clear 5mm". */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
};

const ICON_BUTTON =
  "flex size-8 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100";

/** The edit and delete buttons at the end of a settings row. */
export function RowActions({ itemName, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${itemName}`}
        title="Edit"
        className={cx(ICON_BUTTON, "hover:text-brand-700")}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${itemName}`}
        title="Delete"
        className={cx(ICON_BUTTON, "hover:text-red-600")}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
