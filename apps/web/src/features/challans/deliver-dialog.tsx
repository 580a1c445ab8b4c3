import {
  CHALLAN_REASON_LABELS,
  CHALLAN_REASONS,
  type ChallanReason,
  type LineDelivery,
  routes,
} from "@kerf/core";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";

/**
 * A delivery challan from the order: how many of each line's pending pieces go (all pending by default),
 * the reason (rule 55(1)) and the vehicle. Enter makes it and opens its page to print.
 */
export function DeliverDialog({
  customerId,
  lines,
  open,
  onClose,
}: {
  customerId: string;
  lines: LineDelivery[];
  open: boolean;
  onClose: () => void;
}) {
  const [sending, setSending] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<ChallanReason>("before_invoice");
  const [vehicleNo, setVehicleNo] = useState("");
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.challans.create.useMutation();

  useEffect(() => {
    if (open) setSending(Object.fromEntries(lines.map((l) => [l.lineId, String(l.pendingDelivery)])));
  }, [open, lines]);

  async function submit() {
    const chosen = lines
      .map((l) => ({ lineId: l.lineId, quantity: Number(sending[l.lineId] ?? 0) }))
      .filter((l) => l.quantity > 0);
    try {
      const challan = await create.mutateAsync({
        draftId: customerId,
        reason,
        lines: chosen,
        transport: vehicleNo.trim() ? { mode: "road", vehicleNo } : undefined,
      });
      toastSuccess(`Challan ${challan.number} made`);
      await utils.challans.invalidate();
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
      title="Deliver pieces on a challan"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="deliver-form" loading={create.isPending}>
            Make challan
          </Button>
        </>
      }
    >
      <form
        id="deliver-form"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Reason (CGST Rules rule 55)
            <select
              value={reason}
              onChange={(e) => setReason(e.target.value as ChallanReason)}
              className="h-9 rounded-md border border-slate-300 px-2 text-sm"
            >
              {CHALLAN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {CHALLAN_REASON_LABELS[r]}
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
              <th className="text-right">Delivered</th>
              <th className="text-right">Pending</th>
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
                <td className="text-right">{l.delivered}</td>
                <td className="text-right">{l.pendingDelivery}</td>
                <td className="text-right">
                  <input
                    aria-label={`Pieces of line ${i + 1} to send`}
                    inputMode="numeric"
                    disabled={l.pendingDelivery === 0}
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
