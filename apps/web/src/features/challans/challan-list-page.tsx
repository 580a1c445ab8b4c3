import {
  CHALLAN_REASON_LABELS,
  CHALLAN_STATUSES,
  type ChallanStatus,
  type ChallanSummary,
  formatDate,
  routes,
} from "@kerf/core";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { useCardLabels } from "../../ui/card-labels";
import { usePageTitle } from "../../ui/shell/header-title";

const STATUS_STYLE: Record<ChallanStatus, string> = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  invoiced: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-500 ring-slate-200",
};

/**
 * /challans: the company's delivery challans, newest first, by number or customer and status. Open
 * challans of one customer can be ticked and invoiced together (their pieces, each once). "/" searches.
 */
export function ChallanListPage() {
  const cards = useCardLabels();
  usePageTitle("Challans");
  const dateFormat = useDateFormat();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ChallanStatus | "">("");
  const [chosen, setChosen] = useState<ChallanSummary[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  // The Floor reads challans without their value, and only those who invoice choose challans to invoice.
  const canSeePrices = useCan("prices.read");
  const canInvoice = useCan("invoices.create");
  const query = trpc.challans.list.useQuery(
    { search: search.trim() || undefined, status: status || undefined },
    { placeholderData: (previous) => previous },
  );
  const utils = trpc.useUtils();
  const invoice = trpc.invoices.create.useMutation();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.altKey && e.code === "KeyI") {
        e.preventDefault();
        document.querySelector<HTMLButtonElement>("button[aria-keyshortcuts='Alt+I']")?.click();
        return;
      }
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      if (
        target &&
        (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")
      )
        return;
      e.preventDefault();
      searchRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const customer = chosen[0]?.customerId ?? null;
  const toggle = (c: ChallanSummary) =>
    setChosen((now) => (now.some((x) => x.id === c.id) ? now.filter((x) => x.id !== c.id) : [...now, c]));

  async function makeInvoice() {
    if (!customer) return;
    try {
      const made = await invoice.mutateAsync({ customerId: customer, challanIds: chosen.map((c) => c.id) });
      toastSuccess(`Invoice ${made.number} made from ${chosen.map((c) => c.number).join(", ")}`);
      setChosen([]);
      await utils.challans.invalidate();
      navigate(routes.invoiceDocument(made.id));
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  const challans = query.data ?? [];
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-3 p-3 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold text-slate-900">Delivery challans</h1>
        <label className="sr-only" htmlFor="challan-status">
          Status
        </label>
        <select
          id="challan-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ChallanStatus | "")}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">All statuses</option>
          {CHALLAN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
        <input
          ref={searchRef}
          type="search"
          aria-label="Search challans"
          placeholder="Customer or challan number  /"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          className="h-9 w-full rounded-md border border-slate-300 px-3 text-sm sm:w-[260px]"
        />
        {canInvoice && (
          <Button
            disabled={chosen.length === 0}
            loading={invoice.isPending}
            onClick={makeInvoice}
            aria-keyshortcuts="Alt+I"
          >
            Invoice{" "}
            {chosen.length > 0 ? `${chosen.length} challan${chosen.length > 1 ? "s" : ""}` : "selected"}
          </Button>
        )}
      </div>
      <div className="overflow-x-auto rounded-lg bg-white shadow-card ring-1 ring-slate-200">
        <table ref={cards} className="data-table w-full md:min-w-[640px] text-sm">
          <thead className="bg-slate-50 text-left text-xs text-slate-500">
            <tr>
              {canInvoice && (
                <th className="w-10 px-3 py-2">
                  <span className="sr-only">Choose to invoice</span>
                </th>
              )}
              <th className="px-3 py-2">Number</th>
              <th className="px-3 py-2">Date</th>
              <th className="px-3 py-2">Customer</th>
              <th className="px-3 py-2">Reason</th>
              <th className="px-3 py-2 text-right">Pieces</th>
              {canSeePrices && <th className="px-3 py-2 text-right">Value ₹</th>}
              <th className="px-3 py-2">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {challans.map((c) => {
              const selectable = c.status === "open" && (!customer || customer === c.customerId);
              return (
                <tr key={c.id} className="hover:bg-slate-50">
                  {canInvoice && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Invoice ${c.number}`}
                        disabled={!selectable}
                        checked={chosen.some((x) => x.id === c.id)}
                        onChange={() => toggle(c)}
                      />
                    </td>
                  )}
                  <td className="px-3 py-2 font-medium">
                    <Link href={routes.challan(c.id)} className="text-brand-700 hover:underline">
                      {c.number}
                    </Link>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatDate(c.date, dateFormat)}</td>
                  <td className="px-3 py-2">{c.customerName}</td>
                  <td className="px-3 py-2 text-slate-600">{CHALLAN_REASON_LABELS[c.reason]}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.pieces}</td>
                  {canSeePrices && <td className="px-3 py-2 text-right tabular-nums">{c.total}</td>}
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[c.status]}`}
                    >
                      {c.status}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {query.isSuccess && challans.length === 0 && (
          <p className="p-6 text-center text-sm text-slate-500">
            {search || status
              ? "No challan matches."
              : "No challans yet: make one from an order's Deliver button."}
          </p>
        )}
      </div>
    </section>
  );
}
