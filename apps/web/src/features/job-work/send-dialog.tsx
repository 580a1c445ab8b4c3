import { type LineDelivery, routes } from "@kerf/core";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";

/** Pieces of a line at the shop: not delivered and not out with a processor. */
export const atShop = (l: LineDelivery) => Math.max(0, l.quantity - l.delivered - l.withProcessors);

/**
 * Job work from the order (issue 30): the processor, how many of each line's pieces at the shop go (all by
 * default) and the vehicle. Enter makes the job-work challan and opens its page to print.
 */
export function SendDialog({
  lines,
  open,
  onClose,
}: {
  lines: LineDelivery[];
  open: boolean;
  onClose: () => void;
}) {
  const processors = trpc.jobWork.processors.useQuery({}, { enabled: open });
  const [processorId, setProcessorId] = useState("");
  const [sending, setSending] = useState<Record<string, string>>({});
  const [vehicleNo, setVehicleNo] = useState("");
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const send = trpc.jobWork.send.useMutation();

  useEffect(() => {
    if (open) setSending(Object.fromEntries(lines.map((l) => [l.lineId, String(atShop(l))])));
  }, [open, lines]);
  const list = processors.data ?? [];
  useEffect(() => {
    if (!processorId && list[0]) setProcessorId(list[0].id);
  }, [list, processorId]);

  async function submit() {
    const chosen = lines
      .map((l) => ({ lineId: l.lineId, quantity: Number(sending[l.lineId] ?? 0) }))
      .filter((l) => l.quantity > 0);
    try {
      const challan = await send.mutateAsync({
        processorId,
        lines: chosen,
        transport: vehicleNo.trim() ? { mode: "road", vehicleNo } : undefined,
      });
      toastSuccess(`Challan ${challan.number} made`);
      await Promise.all([utils.challans.invalidate(), utils.jobWork.invalidate()]);
      onClose();
      navigate(routes.challan(challan.id));
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Send pieces for job work"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="job-work-form" loading={send.isPending} disabled={!processorId}>
            Make job-work challan
          </Button>
        </>
      }
    >
      <form
        id="job-work-form"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {processors.isSuccess && list.length === 0 && (
          <p className="text-sm text-amber-800">
            Add a processor first, on the{" "}
            <a href={routes.processors()} className="underline">
              Processors
            </a>{" "}
            page.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Processor
            <select
              value={processorId}
              onChange={(e) => setProcessorId(e.target.value)}
              className="h-9 rounded-md border border-slate-300 px-2 text-sm"
            >
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.gstin})
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Vehicle number
            <input
              value={vehicleNo}
              maxLength={20}
              onChange={(e) => setVehicleNo(e.target.value)}
              placeholder="MH12AB1234"
              className="h-9 w-40 rounded-md border border-slate-300 px-2 text-sm uppercase"
            />
          </label>
        </div>
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">#</th>
              <th>Piece</th>
              <th className="text-right">Pieces</th>
              <th className="text-right">At the shop</th>
              <th className="w-24 text-right">Send</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.lineId} className="border-t border-slate-100">
                <td className="py-1 text-slate-400">{i + 1}</td>
                <td>
                  {l.widthForDisplay} x {l.lengthForDisplay} · {l.materialType}
                </td>
                <td className="text-right">{l.quantity}</td>
                <td className="text-right">{atShop(l)}</td>
                <td className="text-right">
                  <input
                    aria-label={`Pieces of line ${i + 1} to send for job work`}
                    inputMode="numeric"
                    disabled={atShop(l) === 0}
                    value={sending[l.lineId] ?? "0"}
                    onChange={(e) =>
                      setSending((s) => ({ ...s, [l.lineId]: e.target.value.replace(/\D/g, "") }))
                    }
                    className="h-8 w-16 rounded-md border border-slate-300 px-2 text-right"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </form>
    </Modal>
  );
}
