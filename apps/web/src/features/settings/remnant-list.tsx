import type { Unit } from "@kerf/core";
import { type FormEvent, useState } from "react";
import { toastError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";

// A material's remnants (offcuts kept in stock): listed, added by hand, deleted. Marking an order as
// cut adds its plan's offcuts here and takes away those it used.

const INPUT =
  "h-8 w-24 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20";

export function RemnantList({ materialId, unit }: { materialId: string; unit: Unit }) {
  const list = trpc.cutting.remnants.list.useQuery({ materialId });
  const utils = trpc.useUtils();
  const add = trpc.cutting.remnants.add.useMutation();
  const remove = trpc.cutting.remnants.delete.useMutation();
  const [width, setWidth] = useState("");
  const [length, setLength] = useState("");
  const refresh = () => utils.cutting.remnants.list.invalidate({ materialId });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ materialId, width, length });
      setWidth("");
      setLength("");
      await refresh();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    }
  };
  const u = unit === "inch" ? "in" : "mm";
  return (
    <section className="flex flex-col gap-2" aria-label="Remnants">
      <h3 className="text-xs font-semibold text-slate-700">Remnants ({list.data?.length ?? 0})</h3>
      {list.data && list.data.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {list.data.map((r) => (
            <li
              key={r.id}
              className="flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-xs text-slate-700 tabular-nums"
            >
              {r.width} × {r.length} {u}
              {r.fromOrder && <span className="text-slate-500">· from an order</span>}
              <button
                type="button"
                className="rounded px-1 text-slate-500 hover:bg-slate-200 hover:text-red-600"
                aria-label={`Delete remnant ${r.width} × ${r.length}`}
                onClick={() =>
                  void remove.mutateAsync({ id: r.id }).then(refresh, (e: Error) => toastError(e.message))
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex items-center gap-2">
        <input
          className={INPUT}
          aria-label="Remnant width"
          placeholder={`Width ${u}`}
          value={width}
          onChange={(e) => setWidth(e.target.value)}
        />
        <span className="text-slate-500">×</span>
        <input
          className={INPUT}
          aria-label="Remnant length"
          placeholder={`Length ${u}`}
          value={length}
          onChange={(e) => setLength(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" loading={add.isPending}>
          Add remnant
        </Button>
      </form>
    </section>
  );
}
