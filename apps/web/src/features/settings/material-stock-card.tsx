import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { MaterialStockForm } from "./material-stock-form";
import { RemnantList } from "./remnant-list";
import { SettingsCard } from "./settings-card";

/** Stock for cut plans, one material at a time: its sheet sizes and settings, and its remnants. */
export function MaterialStockCard() {
  // Materials may have been added on another page or by another person since: read afresh on each visit.
  const stock = trpc.cutting.stock.list.useQuery(undefined, { refetchOnMount: "always" });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = stock.data ?? [];
  const current = list.find((s) => s.materialId === chosen) ?? list[0];
  return (
    <SettingsCard
      className="mt-4"
      title="Stock and remnants"
      description="What cut plans cut from: sheet sizes with cost and count on hand, kerf, edge trim, whether pieces may turn, and offcuts kept as remnants."
      actions={
        list.length > 0 && (
          <select
            aria-label="Material"
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={current?.materialId ?? ""}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((s) => (
              <option key={s.materialId} value={s.materialId}>
                {s.materialName}
              </option>
            ))}
          </select>
        )
      }
    >
      {!current ? (
        <p className="text-sm text-slate-500">{stock.isPending ? "Loading…" : "Add a material first."}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <MaterialStockForm key={`${current.materialId}-${current.saved}`} stock={current} />
          <RemnantList materialId={current.materialId} unit={current.unit} />
        </div>
      )}
    </SettingsCard>
  );
}
