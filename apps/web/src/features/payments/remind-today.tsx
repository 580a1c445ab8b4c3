import { formatDate } from "@kerf/core";
import { rupees } from "../../documents/invoice-format";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { ListCard, ListLoadFailed } from "../../ui/list-card";
import { LoadingBlock } from "../../ui/spinner";

/**
 * The customers due a payment reminder today (issue 31): what is due, whether today's e-mail went, and
 * a WhatsApp button with the text filled in, for the clerk to tap and send.
 */
export function RemindToday() {
  const dateFormat = useDateFormat();
  const query = trpc.payments.remindersToday.useQuery();
  const data = query.data;
  return (
    <ListCard
      title="To remind today"
      total={data ? data.customers.length : null}
      refreshing={query.isFetching && !!data}
      actions={null}
    >
      {!data ? (
        query.error ? (
          <ListLoadFailed what="reminders" onRetry={() => query.refetch()} />
        ) : (
          <LoadingBlock label="Loading reminders" className="h-24" />
        )
      ) : !data.enabled ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">Reminders are off (Settings, General).</p>
      ) : data.customers.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">Nobody to remind today.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Customers to remind today">
          {data.customers.map((c) => (
            <li
              key={c.customerId}
              data-remind={c.customerName}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm"
            >
              <span className="font-medium text-slate-900">{c.customerName}</span>
              <span className="tabular-nums text-slate-900">{rupees(c.balance)} due</span>
              <span className="text-xs text-slate-500">
                {c.invoices.map((i) => `${i.number} (due ${formatDate(i.dueDate, dateFormat)})`).join(", ")}
              </span>
              <span className="text-xs text-slate-500">
                {c.daysOverdue === 0 ? "Due today" : `${c.daysOverdue} days late`}
                {c.sentAt ? ` · e-mailed to ${c.email}` : c.email ? " · e-mail goes today" : " · no e-mail"}
              </span>
              <span className="ml-auto">
                {c.whatsappUri ? (
                  <a
                    href={c.whatsappUri}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`WhatsApp ${c.customerName}`}
                    className="rounded-md bg-green-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-green-700 focus-visible:outline-2 focus-visible:outline-green-700"
                  >
                    WhatsApp
                  </a>
                ) : (
                  <span className="text-xs text-slate-500">No mobile number</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
