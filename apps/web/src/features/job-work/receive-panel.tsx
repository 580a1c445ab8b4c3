import { useState } from "react";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";

type Entry = { received: string; broken: string; reason: string };
const digits = (v: string) => v.replace(/\D/g, "");

/**
 * A job-work challan's pieces out and back (issue 30): per line sent, back, broken and pending, what came
 * back now (received, broken or rejected with a reason), and each receipt's broken pieces sent to the
 * order's next cut plan with one click (Re-cut).
 */
export function ReceivePanel({ challanId, open }: { challanId: string; open: boolean }) {
  const canReceive = useCan(["orders.write", "cutPlans.mark"]);
  const lines = trpc.jobWork.pending.useQuery({ challanId });
  const receipts = trpc.jobWork.challanReceipts.useQuery({ id: challanId });
  const utils = trpc.useUtils();
  const receive = trpc.jobWork.receive.useMutation();
  const recut = trpc.jobWork.recut.useMutation();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [processorChallanNo, setProcessorChallanNo] = useState("");
  const entry = (id: string) => entries[id] ?? { received: "", broken: "", reason: "" };
  const set = (id: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...entry(id), ...patch } }));

  async function submit() {
    const given = (lines.data ?? [])
      .filter((l) => l.lineId)
      .map((l) => {
        const e = entry(l.lineId!);
        return {
          lineId: l.lineId!,
          received: Number(e.received || 0),
          broken: Number(e.broken || 0),
          reason: e.reason.trim() || undefined,
        };
      })
      .filter((l) => l.received + l.broken > 0);
    if (given.length === 0) {
      toastError("Enter the pieces that came back");
      return;
    }
    try {
      await receive.mutateAsync({
        challanId,
        lines: given,
        processorChallanNo: processorChallanNo || undefined,
      });
      toastSuccess("Receipt recorded");
      setEntries({});
      setProcessorChallanNo("");
      await utils.jobWork.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  async function onRecut(receiptId: string) {
    try {
      await recut.mutateAsync({ receiptId });
      toastSuccess("Sent to the cut plan");
      await utils.jobWork.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  const pending = (lines.data ?? []).reduce((n, l) => n + l.pending, 0);
  return (
    <section
      aria-label="Job work"
      className="w-full max-w-4xl rounded-lg bg-white p-4 shadow-card ring-1 ring-slate-200 print:hidden"
    >
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        Job work: {pending} {pending === 1 ? "piece" : "pieces"} pending with the processor
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">Piece</th>
              <th className="text-right">Sent</th>
              <th className="text-right">Back</th>
              <th className="text-right">Broken</th>
              <th className="text-right">Pending</th>
              {canReceive && open && (
                <>
                  <th className="pl-3">Received now</th>
                  <th>Broken / rejected</th>
                  <th>Reason</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {(lines.data ?? []).map((l, i) => (
              <tr key={`${l.lineId}-${i}`} className="border-t border-slate-100">
                <td className="py-1">
                  {l.size} · {l.materialType}
                </td>
                <td className="text-right">{l.sent}</td>
                <td className="text-right">{l.received}</td>
                <td className="text-right">{l.broken}</td>
                <td className="text-right font-semibold">{l.pending}</td>
                {canReceive && open && l.lineId && (
                  <>
                    <td className="pl-3">
                      <input
                        aria-label={`Received of line ${i + 1}`}
                        inputMode="numeric"
                        disabled={l.pending === 0}
                        value={entry(l.lineId).received}
                        onChange={(e) => set(l.lineId!, { received: digits(e.target.value) })}
                        className="h-8 w-16 rounded-md border border-slate-300 px-2 text-right"
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`Broken of line ${i + 1}`}
                        inputMode="numeric"
                        disabled={l.pending === 0}
                        value={entry(l.lineId).broken}
                        onChange={(e) => set(l.lineId!, { broken: digits(e.target.value) })}
                        className="h-8 w-16 rounded-md border border-slate-300 px-2 text-right"
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`Reason of line ${i + 1}`}
                        disabled={l.pending === 0}
                        maxLength={200}
                        value={entry(l.lineId).reason}
                        onChange={(e) => set(l.lineId!, { reason: e.target.value })}
                        className="h-8 w-44 rounded-md border border-slate-300 px-2"
                      />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {canReceive && open && pending > 0 && (
          <div className="mt-3 flex items-center gap-3">
            <label className="flex items-center gap-2 text-xs text-slate-600">
              Processor's challan no.
              <input
                value={processorChallanNo}
                maxLength={16}
                onChange={(e) => setProcessorChallanNo(e.target.value)}
                className="h-8 w-32 rounded-md border border-slate-300 px-2 text-sm"
              />
            </label>
            <Button type="submit" size="sm" loading={receive.isPending}>
              Record receipt
            </Button>
          </div>
        )}
      </form>
      {(receipts.data ?? []).length > 0 && (
        <ul aria-label="Receipts" className="mt-3 divide-y divide-slate-100 text-sm">
          {(receipts.data ?? []).map((r) => (
            <li key={r.id} className="flex items-center gap-3 py-1">
              <span className="tabular-nums">{r.date}</span>
              <span>
                {r.received} received{r.broken > 0 && `, ${r.broken} broken (${r.reason})`}
              </span>
              {r.broken > 0 &&
                (r.recut ? (
                  <span className="ml-auto text-xs text-emerald-700">in the cut plan</span>
                ) : (
                  canReceive && (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="ml-auto"
                      onClick={() => void onRecut(r.id)}
                    >
                      Re-cut {r.broken}
                    </Button>
                  )
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
