import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export type SettingsCardProps = {
  title: string;
  /** One line under the title on what the section is for. */
  description?: ReactNode;
  /** Right side of the header, e.g. the Add button. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Body without padding, for tables that run edge to edge. */
  flush?: boolean;
};

/** A titled white card: the frame of every settings section. */
export function SettingsCard({ title, description, actions, children, className, flush }: SettingsCardProps) {
  return (
    <section
      aria-label={title}
      className={cx("rounded-lg bg-white shadow-card ring-1 ring-slate-200", className)}
    >
      <header className="flex items-start gap-4 border-b border-slate-200 px-5 py-3.5">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-0.5 text-xs text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      <div className={flush ? undefined : "px-5 py-4"}>{children}</div>
    </section>
  );
}
