import { formatDate, quarterDates, quarterOf, type TdsPayment, todayInIndia } from "@kerf/core";
import { useState } from "react";
import { rupees } from "../../documents/invoice-format";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { useCardLabels } from "../../ui/card-labels";
import { ListCard, ListLoadFailed } from "../../ui/list-card";
import { usePageTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";

const HEAD =
  "sticky top-0 border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold text-slate-600";
const NUM = "px-3 py-2 text-right tabular-nums";

/** This quarter and the seven before it: the two financial years a shop chases certificates for. */
function recentQuarters(today = todayInIndia()): string[] {
  const out: string[] = [];
  let day = today;
  for (let i = 0; i < 8; i++) {
    const q = quarterOf(day);
    out.push(q);
    const from = quarterDates(q)?.from ?? day;
    const before = new Date(`${from}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    day = before.toISOString().slice(0, 10);
  }
  return out;
}

/** /tds: what each customer deducted as TDS in a quarter, and the Form 16A certificates received. */
export function TdsPage() {
  const cards = useCardLabels();
  usePageTitle("TDS receivable");
  const quarters = recentQuarters();
  const [period, setPeriod] = useState(quarters[0] ?? quarterOf(todayInIndia()));
  const query = trpc.payments.tds.useQuery({ period });
  const data = query.data;
  return (
    <ListCard
      title="TDS receivable"
      total={data ? data.customers.length : null}
      refreshing={query.isFetching && !!data}
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Quarter
          <select
            aria-label="Quarter"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            className="h-8 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-600 focus:outline-none"
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <div className="max-h-[72vh] overflow-auto">
        {!data ? (
          query.error ? (
            <ListLoadFailed what="TDS" onRetry={() => query.refetch()} />
          ) : (
            <LoadingBlock label="Loading TDS" className="h-60" />
          )
        ) : data.customers.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500">No TDS deducted in {data.period}.</p>
        ) : (
          <table
            ref={cards}
            className="data-table w-full border-separate border-spacing-0 text-sm"
            aria-label="TDS by customer"
          >
            <thead>
              <tr>
                <th scope="col" className={`${HEAD} text-left`}>
                  Receipt
                </th>
                <th scope="col" className={`${HEAD} text-left`}>
                  Date
                </th>
                <th scope="col" className={`${HEAD} text-left`}>
                  Invoice
                </th>
                <th scope="col" className={`${HEAD} text-left`}>
                  Section
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  Gross
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  TDS
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  Net received
                </th>
                <th scope="col" className={`${HEAD} text-left`}>
                  Form 16A
                </th>
              </tr>
            </thead>
            {data.customers.map((c) => (
              <tbody key={c.customerId ?? c.customerName} data-customer={c.customerName}>
                <tr className="bg-slate-50/60">
                  <th
                    colSpan={5}
                    scope="rowgroup"
                    className="px-3 py-2 text-left font-semibold text-slate-900"
                  >
                    {c.customerName}
                  </th>
                  <td className={`${NUM} font-semibold`}>{rupees(c.tdsAmount)}</td>
                  <td />
                  <td className="px-3 py-2 text-xs text-slate-600">
                    {c.tdsPending === "0.00" ? "All received" : `${rupees(c.tdsPending)} pending`}
                  </td>
                </tr>
                {c.payments.map((p) => (
                  <TdsRow key={p.paymentId} payment={p} />
                ))}
              </tbody>
            ))}
            <tfoot>
              <tr className="bg-slate-50 font-semibold text-slate-900" data-total="">
                <td colSpan={5} className="px-3 py-2.5">
                  Total TDS {data.period}
                </td>
                <td className={NUM}>{rupees(data.tdsAmount)}</td>
                <td />
                <td className="px-3 py-2.5 text-xs">{rupees(data.tdsPending)} without Form 16A</td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </ListCard>
  );
}

function TdsRow({ payment: p }: { payment: TdsPayment }) {
  const dateFormat = useDateFormat();
  return (
    <tr data-receipt={p.number} className="[&>td]:border-b [&>td]:border-slate-100">
      <td className="px-3 py-2 tabular-nums">{p.number}</td>
      <td className="px-3 py-2">{formatDate(p.date, dateFormat)}</td>
      <td className="px-3 py-2 tabular-nums">{p.invoiceNumber}</td>
      <td className="px-3 py-2">
        {p.section === "other" ? "Other" : p.section} · {p.rate}%
      </td>
      <td className={NUM}>{rupees(p.gross)}</td>
      <td className={NUM}>{rupees(p.tdsAmount)}</td>
      <td className={NUM}>{rupees(p.amount)}</td>
      <td className="px-3 py-1.5">
        <Form16a payment={p} />
      </td>
    </tr>
  );
}

/** The tick and the certificate number: ticking asks for the number, unticking clears it. */
function Form16a({ payment: p }: { payment: TdsPayment }) {
  const utils = trpc.useUtils();
  const save = trpc.payments.form16a.useMutation();
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState(p.form16a?.certificateNumber ?? "");
  const submit = async (form16a: { received: true; certificateNumber: string } | { received: false }) => {
    try {
      await save.mutateAsync({ paymentId: p.paymentId, form16a });
    } catch (error) {
      toastError(serverMessage(error));
      return;
    }
    toastSuccess(
      form16a.received ? `Form 16A of ${p.number} received` : `Form 16A tick of ${p.number} removed`,
    );
    setEditing(false);
    await utils.payments.tds.invalidate();
  };
  if (editing) {
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void submit({ received: true, certificateNumber: number });
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") setEditing(false);
        }}
      >
        <input
          aria-label={`Form 16A certificate number of ${p.number}`}
          placeholder="Certificate no"
          maxLength={40}
          autoFocus
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          className="h-8 w-32 rounded-md border border-slate-300 px-2 text-xs focus:border-brand-600 focus:outline-none"
        />
        <Button size="sm" type="submit" loading={save.isPending}>
          Save
        </Button>
      </form>
    );
  }
  return (
    <label className="flex items-center gap-2 text-xs">
      <input
        type="checkbox"
        className="size-4"
        aria-label={`Form 16A received for ${p.number}`}
        checked={p.form16a !== null}
        onChange={(e) => (e.target.checked ? setEditing(true) : void submit({ received: false }))}
      />
      {p.form16a ? <span className="tabular-nums">{p.form16a.certificateNumber}</span> : "Not received"}
    </label>
  );
}
