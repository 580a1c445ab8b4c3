import { routes } from "@kerf/core";
import { Link } from "wouter";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { useCardLabels } from "../../ui/card-labels";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { ProcessorForm } from "./processor-form";

/**
 * /processors (issue 30): the pieces out with processors (per job-work challan line, due a year after
 * they went: CGST Act sec. 143), and the processors themselves, added and deleted here.
 */
export function ProcessorsPage() {
  const cards = useCardLabels();
  useHeaderTitle("Processors");
  const canWrite = useCan("orders.write");
  const processors = trpc.jobWork.processors.useQuery({});
  const pending = trpc.jobWork.pending.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.jobWork.deleteProcessor.useMutation();

  async function onDelete(id: string, name: string) {
    try {
      await remove.mutateAsync({ id });
      toastSuccess(`${name} deleted`);
      await utils.jobWork.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  const out = pending.data ?? [];
  return (
    <div className="flex flex-col gap-4 p-4">
      <section
        aria-label="Pieces with processors"
        className="rounded-lg bg-white p-4 shadow-card ring-1 ring-slate-200"
      >
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Pieces with processors</h2>
        {out.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing is out with a processor.</p>
        ) : (
          <table ref={cards} className="data-table w-full text-sm tabular-nums">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-1">Challan</th>
                <th>Processor</th>
                <th>Customer</th>
                <th>Piece</th>
                <th className="text-right">Sent</th>
                <th className="text-right">Back</th>
                <th className="text-right">Broken</th>
                <th className="text-right">Pending</th>
                <th className="pl-3">Due by</th>
              </tr>
            </thead>
            <tbody>
              {out.map((l) => (
                <tr key={`${l.challanId}-${l.lineId}-${l.size}`} className="border-t border-slate-100">
                  <td className="py-1">
                    <Link href={routes.challan(l.challanId)} className="text-brand-700 underline">
                      {l.challanNumber}
                    </Link>
                  </td>
                  <td>{l.processorName}</td>
                  <td>{l.customerName}</td>
                  <td>
                    {l.size} · {l.materialType}
                  </td>
                  <td className="text-right">{l.sent}</td>
                  <td className="text-right">{l.received}</td>
                  <td className="text-right">{l.broken}</td>
                  <td className="text-right font-semibold">{l.pending}</td>
                  <td
                    className={`pl-3 ${l.overdue ? "font-semibold text-red-700" : l.dueSoon ? "text-amber-700" : ""}`}
                  >
                    {l.dueBy}
                    {l.overdue ? " · overdue" : l.dueSoon ? " · due soon" : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="Processors" className="rounded-lg bg-white p-4 shadow-card ring-1 ring-slate-200">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Processors</h2>
        <ul className="mb-4 divide-y divide-slate-100">
          {(processors.data ?? []).map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-1.5 text-sm">
              <span className="font-medium">{p.name}</span>
              <span className="font-mono text-xs text-slate-500">{p.gstin}</span>
              <span className="truncate text-slate-500">
                {p.address}
                {p.city && `, ${p.city}`} {p.pinCode}
              </span>
              {canWrite && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={`Delete ${p.name}`}
                  onClick={() => void onDelete(p.id, p.name)}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
        {canWrite && <ProcessorForm />}
      </section>
    </div>
  );
}
