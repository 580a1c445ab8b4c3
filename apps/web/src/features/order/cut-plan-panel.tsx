import { useEffect, useRef, useState } from "react";
import { useCan } from "../../lib/permissions";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CutPlanLayouts } from "./cut-plan-layouts";
import type { OrderStore } from "./order-store";
import { useSaveCounts } from "./use-order-store";

// The order's cut plan beside its price: per material, sheets used, yield, pieces that fit no sheet.
// Planned on the server (worker threads) from the saved lines; asked again a moment after the lines
// are saved, in the background, so typing never waits for it. While it runs, its progress. A plan that
// failed says why and is planned again only on Retry (or the next change), never by asking again.

const REPLAN_AFTER_MS = 700;

/** What the server holds: each saved row's snapshot, in order (changes when a save lands or a row goes). */
function savedSignature(store: OrderStore): string {
  return store.pieces
    .getKeys()
    .map((k) => store.pieces.getRow(k)?.syncedSnapshot ?? "")
    .join("\n");
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The plan of the order being typed: asked again once what the server holds has changed. */
export function CutPlanPanel({ store, customerId }: { store: OrderStore; customerId: string }) {
  const counts = useSaveCounts(store);
  const saved = Object.values(counts).every((n) => n === 0);
  return <OrderCutPlan customerId={customerId} signature={saved ? savedSignature(store) : null} />;
}

/**
 * The order's plan. `signature` names what the server holds (null while saves are pending); the plan
 * is asked again when it changes. A read-only order passes a constant.
 */
export function OrderCutPlan({ customerId, signature }: { customerId: string; signature: string | null }) {
  const canMark = useCan("cutPlans.mark");
  const utils = trpc.useUtils();
  const plan = trpc.cutting.orderPlan.useQuery(
    { customerId },
    {
      refetchInterval: (q) => (q.state.data?.status === "running" ? 400 : false),
      refetchOnWindowFocus: false,
    },
  );
  const mark = trpc.cutting.markCut.useMutation();
  const retry = trpc.cutting.retryPlan.useMutation({
    onSuccess: (answer) => utils.cutting.orderPlan.setData({ customerId }, answer),
    onError: (error) => toastError(error.message),
  });
  const [confirm, setConfirm] = useState(false);
  const [drawings, setDrawings] = useState(false);

  // Once the lines are saved and have stayed so for a moment, the plan is asked again.
  const planned = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null) return;
    if (planned.current === null) {
      planned.current = signature;
      return;
    }
    if (planned.current === signature) return;
    const timer = setTimeout(() => {
      planned.current = signature;
      void utils.cutting.orderPlan.invalidate({ customerId });
    }, REPLAN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signature, utils, customerId]);

  const data = plan.data;
  const running = !data || data.status === "running" || plan.isFetching;
  const markCut = async () => {
    try {
      const done = await mark.mutateAsync({ customerId });
      toastSuccess(
        `Marked as cut: ${plural(done.sheetsUsed, "sheet")} off stock, ${plural(done.remnantsAdded, "offcut")} kept as remnants`,
      );
      setConfirm(false);
      await utils.cutting.orderPlan.invalidate({ customerId });
      await utils.cutting.stock.list.invalidate();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
      setConfirm(false);
    }
  };
  return (
    <section
      aria-label="Cut plan"
      aria-busy={running}
      className="flex w-[300px] shrink-0 flex-col overflow-hidden max-md:w-full 2xl:w-[420px] rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-1">
        <h2 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Cut plan</h2>
        <p className="min-w-0 flex-1 truncate text-[11px] text-slate-500" data-testid="cut-plan-status">
          {!data
            ? "Planning…"
            : data.status === "running"
              ? `Planning… ${data.progress.done} of ${plural(data.progress.total, "material")}`
              : data.status === "failed"
                ? "Not planned"
                : data.marked && data.recuts > 0
                  ? `Re-cut: ${plural(data.recuts, "piece")}`
                  : data.marked
                    ? `Cut on ${new Date(data.marked.markedAt).toLocaleDateString("en-IN")}`
                    : plan.isFetching
                      ? "Updating…"
                      : ""}
        </p>
        {data?.status === "done" && data.materials.some((m) => m.sheets.length > 0) && (
          <Button size="sm" variant="ghost" className="h-6 px-2" onClick={() => setDrawings(true)}>
            Layouts
          </Button>
        )}
        {canMark &&
          data?.status === "done" &&
          // Marked once; again only for its re-cuts (broken pieces back from a processor).
          (!data.marked || data.recuts > 0) &&
          data.materials.some((m) => m.sheets.length > 0) && (
            <Button size="sm" variant="secondary" className="h-6 px-2" onClick={() => setConfirm(true)}>
              Mark as cut
            </Button>
          )}
      </div>
      {data && data.status === "running" && data.progress.total > 0 && (
        <div
          className="h-0.5 bg-slate-100"
          role="progressbar"
          aria-valuenow={data.progress.done}
          aria-valuemax={data.progress.total}
        >
          <div
            className="h-full bg-brand-500 transition-[width]"
            style={{ width: `${(100 * data.progress.done) / data.progress.total}%` }}
          />
        </div>
      )}
      {data?.status === "failed" ? (
        <div
          role="alert"
          className="flex flex-1 flex-col items-center justify-center gap-2 px-3 py-2 text-center"
        >
          <p className="text-sm text-red-700" data-testid="cut-plan-error">
            {data.error}
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="h-6 px-2"
            disabled={retry.isPending}
            onClick={() => retry.mutate({ customerId })}
          >
            Retry
          </Button>
        </div>
      ) : data?.status === "done" && data.materials.length === 0 ? (
        <p className="flex flex-1 items-center justify-center px-3 text-sm text-slate-500">
          No pieces to cut yet
        </p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <table className="w-full text-[13px] tabular-nums">
            <thead className="text-[10px] tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-3 text-left font-medium">
                  Material
                </th>
                <th scope="col" className="px-1 text-left font-medium">
                  Sheets
                </th>
                <th
                  scope="col"
                  className="px-1 text-right font-medium"
                  title="The pieces' share of the sheets' area"
                >
                  Yield
                </th>
                <th scope="col" className="px-3 text-right font-medium">
                  <span className="sr-only">Fits no sheet</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.materials.map((m) => {
                const unplaced = m.unplaced.reduce((n, u) => n + u.quantity, 0);
                return (
                  <tr
                    key={m.materialId}
                    className="border-b border-slate-50 align-top last:border-0"
                    data-testid="cut-plan-row"
                  >
                    <th scope="row" className="px-3 py-1 text-left font-medium break-words text-slate-700">
                      {m.materialName}
                    </th>
                    <td className="px-1 py-1 whitespace-nowrap text-slate-600">
                      {plural(m.sheetsUsed, "sheet")}
                      {m.remnantsUsed > 0 && ` + ${plural(m.remnantsUsed, "remnant")}`}
                    </td>
                    <td className="px-1 py-1 text-right whitespace-nowrap text-slate-800">
                      {m.yieldPercent} %
                    </td>
                    <td className="px-3 py-1 text-right text-xs">
                      {unplaced > 0 && (
                        <span className="font-medium text-red-700">
                          {plural(unplaced, "piece")} fit no sheet (line{" "}
                          {[...new Set(m.unplaced.map((u) => u.no))].join(", ")})
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data && data.skippedLines.length > 0 && (
            <p className="px-3 py-1 text-xs text-amber-700">
              Not planned (material not in the catalogue): line {data.skippedLines.join(", ")}
            </p>
          )}
        </div>
      )}
      {data?.status === "done" && (
        <CutPlanLayouts plan={data} open={drawings} onClose={() => setDrawings(false)} />
      )}
      <ConfirmDialog
        open={confirm}
        message="Mark this order as cut? The plan's sheets come off stock and its offcuts are kept as remnants. This is done once."
        confirmLabel="Mark as cut"
        busy={mark.isPending}
        onConfirm={() => void markCut()}
        onCancel={() => setConfirm(false)}
      />
    </section>
  );
}
