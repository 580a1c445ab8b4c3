import { AUDIT_KIND_LABELS, type AuditEntry, type AuditKind } from "@kerf/core";
import { cx } from "../../lib/cx";
import { useCardLabels } from "../../ui/card-labels";

const HEAD =
  "sticky top-0 border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold text-slate-600";
const CELL = "px-3 py-2 align-top";

/** "27 Nov 2026, 14:05" in India's time: the trail is read by people in the shop. */
const when = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** A value as the trail shows it: text as it is, anything else as compact JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** Each field that changed on a line of its own: "materialRate: 70.00 → 71.25". */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return (
    <ul className="space-y-0.5 text-xs">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="text-slate-500">{key}:</span>{" "}
          {before != null && (
            <span className="text-red-700 line-through decoration-red-300">{shown(b[key])}</span>
          )}
          {before != null && after != null && " → "}
          {after != null && <span className="text-emerald-800">{shown(a[key])}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The trail's rows, newest first: when, who and from where, what, and the values before and after. */
export function AuditTable({ entries, stale }: { entries: AuditEntry[]; stale: boolean }) {
  const cards = useCardLabels();
  return (
    <table
      ref={cards}
      className={cx("data-table w-full border-separate border-spacing-0 text-sm", stale && "opacity-60")}
      aria-label="Audit trail"
    >
      <thead>
        <tr>
          <th scope="col" className={cx(HEAD, "w-14")}>
            #
          </th>
          <th scope="col" className={HEAD}>
            When
          </th>
          <th scope="col" className={HEAD}>
            Who
          </th>
          <th scope="col" className={HEAD}>
            What
          </th>
          <th scope="col" className={HEAD}>
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.seq} data-kind={e.kind} className="[&>td]:border-b [&>td]:border-slate-100">
            <td className={cx(CELL, "tabular-nums text-slate-500")}>{e.seq}</td>
            <td className={cx(CELL, "whitespace-nowrap tabular-nums")}>{when.format(new Date(e.at))}</td>
            <td className={CELL}>
              <div className="max-w-[14rem] truncate font-medium text-slate-900">
                {e.userName ?? "System"}
              </div>
              <div className="text-xs text-slate-500">{e.ip ?? "no address"}</div>
            </td>
            <td className={CELL}>
              <div className="font-medium text-slate-900">
                {AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind}
              </div>
              {typeof (e.after ?? e.before) === "object" && (e.after ?? e.before) !== null && (
                <div className="text-xs text-slate-500">
                  {shown(((e.after ?? e.before) as Record<string, unknown>).number ?? "")}
                </div>
              )}
            </td>
            <td className={cx(CELL, "max-md:col-span-2 md:min-w-[14rem]")}>
              <Change before={e.before} after={e.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
