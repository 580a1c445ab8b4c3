import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  type AuditEntry,
  type AuditKind,
  financialYearRange,
} from "@kerf/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { usePagedQuery } from "../../lib/use-paged-query";
import { Button } from "../../ui/button";
import { DateField } from "../../ui/date-field";
import { PagedListCard } from "../../ui/paged-list-card";
import { usePageTitle } from "../../ui/shell/header-title";
import { saveFile } from "../invoices/gst-download";
import { AuditTable } from "./audit-table";

const SELECT =
  "h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";
const LABEL = "mb-1 block text-xs font-medium text-slate-600";

/** The financial year (April to March) a day in India falls in, by its first year: 2026 for 26-27. */
function currentFyStart(): number {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).split("-");
  return Number(m) >= 4 ? Number(y) : Number(y) - 1;
}
const fyLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;

// Owner and Manager (audit.read): the nav shows it only to them; the server refuses the trail to others (403).
/** /audit: who changed which money record or rate, when and from where; filtered, paged, exported by year. */
export function AuditPage() {
  usePageTitle("Audit");
  const dateFormat = useDateFormat();
  const [filters, setFilters] = useState({ userId: "", kind: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const [fy, setFy] = useState(currentFyStart);
  const [exporting, setExporting] = useState(false);
  const utils = trpc.useUtils();
  const people = trpc.audit.people.useQuery();
  const valid = (d: string) => d === "" || /^\d{4}-\d{2}-\d{2}$/.test(d);
  const query = trpc.audit.list.useQuery(
    {
      userId: filters.userId || undefined,
      kind: (filters.kind || undefined) as AuditKind | undefined,
      from: valid(filters.from) ? filters.from || undefined : undefined,
      to: valid(filters.to) ? filters.to || undefined : undefined,
      page,
    },
    { placeholderData: keepPreviousData },
  );
  const list = { ...usePagedQuery(query, "audit rows"), page, setPage };
  const set = (field: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [field]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  async function exportYear() {
    setExporting(true);
    try {
      const file = await utils.audit.exportCsv.fetch(financialYearRange(fy));
      saveFile(file.filename, file.csv, "text/csv;charset=utf-8");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="min-w-0 space-y-3">
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">Filter the audit trail</legend>
        <label>
          <span className={LABEL}>Person</span>
          <select className={SELECT} value={filters.userId} onChange={(e) => set("userId")(e.target.value)}>
            <option value="">Everyone</option>
            {people.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>Kind</span>
          <select className={SELECT} value={filters.kind} onChange={(e) => set("kind")(e.target.value)}>
            <option value="">Every change</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <DateField label="From" format={dateFormat} value={filters.from} onChange={set("from")} />
        <DateField label="To" format={dateFormat} value={filters.to} onChange={set("to")} />
      </fieldset>
      <PagedListCard
        title="Audit trail"
        what="audit rows"
        list={list}
        actions={
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="audit-fy">
              Financial year
            </label>
            <select
              id="audit-fy"
              className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={fy}
              onChange={(e) => setFy(Number(e.target.value))}
            >
              {[0, 1, 2, 3, 4, 5, 6, 7].map((back) => (
                <option key={back} value={currentFyStart() - back}>
                  FY {fyLabel(currentFyStart() - back)}
                </option>
              ))}
            </select>
            <Button variant="secondary" size="sm" loading={exporting} onClick={exportYear}>
              Export CSV
            </Button>
          </div>
        }
        noMatches={
          filtered && (
            <p className="px-4 py-10 text-center text-sm text-slate-500">No change matches these filters.</p>
          )
        }
        empty={
          <p className="px-4 py-10 text-center text-sm text-slate-500">
            Nothing recorded yet: invoices, payments, credit notes and rate changes appear here.
          </p>
        }
      >
        <AuditTable entries={(query.data?.entries ?? []) as AuditEntry[]} stale={list.isStale} />
      </PagedListCard>
    </div>
  );
}
