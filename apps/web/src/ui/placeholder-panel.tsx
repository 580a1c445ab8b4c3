import type { ReactNode } from "react";

export type PlaceholderPanelProps = {
  title: string;
  /** One sentence on what the screen is for. */
  children: ReactNode;
  /** What the finished screen will hold, one line each. */
  upcoming?: string[];
  icon?: ReactNode;
};

/** A tidy card standing in for a screen that a later issue builds. */
export function PlaceholderPanel({ title, children, upcoming = [], icon }: PlaceholderPanelProps) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-card ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        {icon && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&>svg]:size-5">
            {icon}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 max-w-prose text-slate-600">{children}</p>
          {upcoming.length > 0 && (
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {upcoming.map((line) => (
                <li
                  key={line}
                  className="flex items-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-2 text-slate-500"
                >
                  <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand-500" />
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
