import type { ReactNode } from "react";

export type SettingRowProps = {
  label: ReactNode;
  /** What the option does, in a sentence. */
  help: ReactNode;
  /** Links the label to its control for screen readers. */
  labelId?: string;
  children: ReactNode;
  error?: string | undefined;
};

/** One option of a settings card: what it is and does on the left, its control on the right. */
export function SettingRow({ label, help, labelId, children, error }: SettingRowProps) {
  return (
    <div className="flex flex-col gap-2 border-b border-slate-100 py-2.5 first:pt-0 last:border-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p className="mt-0.5 text-xs leading-snug text-slate-500">{help}</p>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
        {children}
        {error && <p className="text-xs text-red-600">{error}</p>}
      </div>
    </div>
  );
}
