import { ZEdgeSelectionInput } from "@kerf/core";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { cx } from "../../lib/cx";
import { PencilIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { EdgeSelectionDrawing, edgeSidesText } from "./edge-selection-drawing";

export type EdgeSelectionCardProps = {
  label: string;
  value: string;
  lengths: number;
  widths: number;
  /** Resolves once the server has the new label; rejects to keep the field open. */
  onRename: (label: string) => Promise<void>;
};

/** One of the nine edge selections: its drawing, its label (renamable in place) and its sides. */
export function EdgeSelectionCard({ label, value, lengths, widths, onRename }: EdgeSelectionCardProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null || saving) return;
    const parsed = ZEdgeSelectionInput.safeParse({ value, label: draft });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((i) => i.path[0] === "label")?.message ?? parsed.error.issues[0]!.message,
      );
      return;
    }
    if (parsed.data.label === label) return cancel();
    setSaving(true);
    try {
      await onRename(parsed.data.label);
      cancel();
    } catch {
      // The page has shown the server's message; the field stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <li className="flex flex-col items-center gap-2 rounded-md bg-white px-2 pt-3 pb-2.5 ring-1 ring-slate-200">
      <EdgeSelectionDrawing
        lengths={lengths}
        widths={widths}
        title={`${label}: ${edgeSidesText(lengths, widths)}`}
      />
      {draft === null ? (
        <div className="flex w-full min-w-0 items-center justify-center gap-1">
          <span className="truncate text-sm font-medium text-slate-900" title={label}>
            {label}
          </span>
          <button
            type="button"
            onClick={() => setDraft(label)}
            aria-label={`Rename ${label}`}
            title="Rename"
            className="flex size-6 shrink-0 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-brand-700"
          >
            <PencilIcon className="size-3.5" />
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={save} className="w-full">
          <label htmlFor={inputId} className="sr-only">
            New label for {label}
          </label>
          <div className="relative">
            <input
              id={inputId}
              value={draft}
              autoFocus
              autoComplete="off"
              maxLength={120}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
              className={cx(
                "h-7 w-full rounded border bg-white pr-6 pl-2 text-sm focus:ring-2 focus:outline-none",
                error
                  ? "border-red-500 focus:ring-red-600/20"
                  : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/20",
              )}
            />
            {saving && <Spinner size="sm" label="Saving" className="absolute top-1.5 right-1.5" />}
          </div>
          {error && <p className="mt-1 text-center text-[11px] leading-tight text-red-600">{error}</p>}
          <div className="mt-1.5 flex justify-center gap-1">
            <button
              type="button"
              onClick={cancel}
              className="h-6 rounded px-2 text-xs text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={saving}
              className="h-6 rounded bg-brand-700 px-2 text-xs font-medium text-white hover:bg-brand-800 disabled:opacity-60"
            >
              Save
            </button>
          </div>
        </form>
      )}
      <span className="text-center text-[11px] leading-tight text-slate-500">
        {edgeSidesText(lengths, widths)}
      </span>
    </li>
  );
}
