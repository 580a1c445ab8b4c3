import { useEffect, useState } from "react";
import { useCan } from "../../lib/permissions";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { DeliverDialog } from "../challans/deliver-dialog";
import { SendDialog } from "../job-work/send-dialog";

/**
 * The order's delivery per line (issue 30): pieces on live challans and those pending, and Deliver…
 * (Alt+D) to make a challan for some of them.
 */
export function DeliveryPanel({ customerId }: { customerId: string }) {
  const query = trpc.challans.delivery.useQuery({ customerId }, { refetchOnWindowFocus: true });
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // Reading an order (the Floor, Accounts) shows its delivery without a way to deliver.
  const canDeliver = useCan("orders.write");
  const lines = query.data ?? [];
  const { refetch } = query;
  // Alt+D opens Deliver… from anywhere on the order page, the grid included.
  useEffect(() => {
    if (!canDeliver) return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || (e.code !== "KeyD" && e.code !== "KeyJ")) return;
      e.preventDefault();
      void refetch();
      // Alt+J: job work (send pieces to a processor).
      if (e.code === "KeyJ") setSending(true);
      else setOpen(true);
    };
    // Capture: the grid's own keys stop at its cells.
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [refetch, canDeliver]);
  const pending = lines.reduce((sum, l) => sum + l.pendingDelivery, 0);
  const delivered = lines.reduce((sum, l) => sum + l.delivered, 0);
  const out = lines.reduce((sum, l) => sum + l.withProcessors, 0);
  // An order nothing of which went out yet has no panel (Alt+D, in the keyboard help, opens Deliver…):
  // at 1366 px the totals need its room; once pieces are out, their state shows here.
  const dialog = canDeliver && (
    <>
      <DeliverDialog customerId={customerId} lines={lines} open={open} onClose={() => setOpen(false)} />
      <SendDialog lines={lines} open={sending} onClose={() => setSending(false)} />
    </>
  );
  if (delivered === 0 && out === 0) return dialog || null;
  return (
    <section
      aria-label="Delivery"
      className="flex w-[196px] shrink-0 max-md:w-full 2xl:w-[280px] flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-1">
        <h2 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Delivery</h2>
        <span
          className="text-[11px] text-slate-500 tabular-nums"
          title={`${delivered} pieces out, ${pending} pending`}
        >
          {delivered}/{delivered + pending}
        </span>
        {canDeliver && (
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto h-6"
            disabled={pending === 0}
            aria-keyshortcuts="Alt+D"
            onClick={() => {
              void query.refetch();
              setOpen(true);
            }}
          >
            Deliver…
          </Button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <table className="w-full text-xs tabular-nums">
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.lineId} className="border-b border-slate-50">
                <td className="px-3 py-0.5 text-slate-400">{i + 1}</td>
                <td className="hidden truncate py-0.5 2xl:table-cell">
                  {l.widthForDisplay} x {l.lengthForDisplay}
                </td>
                <td className="px-2 py-0.5 text-right" title="Delivered of the line's pieces">
                  {l.delivered}/{l.quantity}
                </td>
                <td
                  className="px-1 py-0.5 text-right text-sky-700"
                  title="Pieces out with processors (job work)"
                >
                  {l.withProcessors > 0 ? `${l.withProcessors} out` : ""}
                </td>
                <td
                  className={`px-2 py-0.5 text-right ${l.pendingDelivery > 0 ? "text-amber-700" : "text-emerald-700"}`}
                >
                  {l.pendingDelivery > 0 ? `${l.pendingDelivery} pending` : "delivered"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialog}
    </section>
  );
}
