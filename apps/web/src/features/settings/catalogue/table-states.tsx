import type { ReactNode } from "react";
import { Button } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { Spinner } from "../../../ui/spinner";

/** A full-width body row for a table's spinner, empty state or load failure. */
export function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-14 text-center">
        {children}
      </td>
    </tr>
  );
}

export function LoadingRow({ colSpan, label }: { colSpan: number; label: string }) {
  return (
    <StateRow colSpan={colSpan}>
      <Spinner size="lg" label={label} />
    </StateRow>
  );
}

/** The empty state: its text is the spec's ('Add Material'), and a click on it adds. */
export function EmptyRow({ colSpan, text, onAdd }: { colSpan: number; text: string; onAdd: () => void }) {
  return (
    <StateRow colSpan={colSpan}>
      <button
        type="button"
        onClick={onAdd}
        className="inline-flex flex-col items-center gap-2 rounded-lg px-6 py-3 text-slate-500 hover:bg-slate-50 hover:text-brand-700"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PlusIcon className="size-5" />
        </span>
        <span className="text-sm font-medium">{text}</span>
      </button>
    </StateRow>
  );
}

export function ErrorRow({
  colSpan,
  message,
  onRetry,
}: {
  colSpan: number;
  message: string;
  onRetry: () => void;
}) {
  return (
    <StateRow colSpan={colSpan}>
      <p className="mb-3 text-sm text-slate-600">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </StateRow>
  );
}
