import {
  defaultStock,
  formatStockLength,
  MATERIAL_KINDS,
  MAX_STOCK_SHEETS,
  type MaterialKind,
  type MaterialStockRecord,
  type Unit,
} from "@kerf/core";
import { type FormEvent, useState } from "react";
import { useCan } from "../../lib/permissions";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";

// A material's stock as one small form: kind (its defaults), kerf, trim, rotation, minimum remnant, and
// the sheet sizes with cost and count on hand. Plain inputs: Tab walks them, Enter saves.

type SheetDraft = { width: string; length: string; cost: string; onHand: string };
export type StockDraft = {
  kind: MaterialKind;
  kerf: string;
  trim: string;
  rotate: boolean;
  minRemnantWidth: string;
  minRemnantLength: string;
  sheets: SheetDraft[];
};

const INPUT =
  "h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-invalid:border-red-500";
const LABEL = "text-[11px] font-medium text-slate-600";

export function draftOf(stock: MaterialStockRecord): StockDraft {
  return {
    kind: stock.kind,
    kerf: stock.kerf,
    trim: stock.trim,
    rotate: stock.rotate,
    minRemnantWidth: stock.minRemnantWidth,
    minRemnantLength: stock.minRemnantLength,
    sheets: stock.sheets.map((s) => ({
      width: s.width,
      length: s.length,
      cost: s.cost ?? "",
      onHand: s.onHand === null ? "" : String(s.onHand),
    })),
  };
}

/** The defaults of a kind, in the company's unit. */
function kindDraft(kind: MaterialKind, unit: Unit): StockDraft {
  const d = defaultStock(kind, unit);
  const f = (um: number) => formatStockLength(um, unit);
  return {
    kind,
    kerf: f(d.kerfUm),
    trim: f(d.trimUm),
    rotate: d.rotate,
    minRemnantWidth: f(d.minRemnantWidthUm),
    minRemnantLength: f(d.minRemnantLengthUm),
    sheets: d.sheets.map((s) => ({ width: f(s.widthUm), length: f(s.lengthUm), cost: "", onHand: "" })),
  };
}

export function MaterialStockForm({ stock }: { stock: MaterialStockRecord }) {
  const [draft, setDraft] = useState(() => draftOf(stock));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const save = trpc.cutting.stock.save.useMutation();
  // The Floor keeps stock without seeing what sheets cost: the server keeps the costs it holds.
  const showCost = useCan("prices.read");
  const columns = showCost
    ? (["width", "length", "cost", "onHand"] as const)
    : (["width", "length", "onHand"] as const);
  const unit = stock.unit === "inch" ? "in" : "mm";
  const set = (patch: Partial<StockDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSheet = (i: number, patch: Partial<SheetDraft>) =>
    set({ sheets: draft.sheets.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        materialId: stock.materialId,
        ...draft,
        sheets: draft.sheets.map((s) => ({
          width: s.width,
          length: s.length,
          ...(showCost ? { cost: s.cost.trim() === "" ? null : s.cost } : {}),
          onHand: s.onHand.trim() === "" ? null : Number(s.onHand),
        })),
      });
      await utils.cutting.stock.invalidate();
      toastSuccess(`Stock of ${stock.materialName} saved`);
    } catch (error) {
      const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string> } }).data?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      toastError(error instanceof Error ? error.message : String(error));
    }
  };

  const field = (name: "kerf" | "trim" | "minRemnantWidth" | "minRemnantLength", label: string) => (
    <label className="flex flex-col gap-0.5">
      <span className={LABEL}>
        {label} ({unit})
      </span>
      <input
        className={INPUT}
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        title={errors[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </label>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      aria-label={`Stock of ${stock.materialName}`}
    >
      <div className="grid grid-cols-[repeat(6,minmax(0,1fr))] items-end gap-2">
        <label className="flex flex-col gap-0.5">
          <span className={LABEL}>Kind</span>
          <select
            className={INPUT}
            value={draft.kind}
            onChange={(e) => setDraft(kindDraft(e.target.value as MaterialKind, stock.unit))}
          >
            {MATERIAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {k[0]!.toUpperCase() + k.slice(1)}
              </option>
            ))}
          </select>
        </label>
        {field("kerf", "Kerf")}
        {field("trim", "Edge trim")}
        {field("minRemnantWidth", "Min remnant W")}
        {field("minRemnantLength", "Min remnant L")}
        <label className="flex h-8 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={draft.rotate} onChange={(e) => set({ rotate: e.target.checked })} />
          Pieces may turn
        </label>
      </div>
      <table className="w-full text-sm" aria-label="Sheet sizes">
        <thead>
          <tr className="text-left">
            <th className={LABEL}>Sheet width ({unit})</th>
            <th className={LABEL}>Length ({unit})</th>
            {showCost && <th className={LABEL}>Cost per sheet (₹, optional)</th>}
            <th className={LABEL}>On hand (empty: unlimited)</th>
            <th className="w-20" />
          </tr>
        </thead>
        <tbody>
          {draft.sheets.map((s, i) => (
            <tr key={i}>
              {columns.map((key) => (
                <td key={key} className="pr-2 pb-1">
                  <input
                    className={`${INPUT} min-w-12`}
                    aria-label={`Sheet ${i + 1} ${key === "onHand" ? "on hand" : key}`}
                    inputMode={key === "onHand" ? "numeric" : "decimal"}
                    value={s[key]}
                    aria-invalid={errors[`sheets.${i}.${key}`] ? true : undefined}
                    title={errors[`sheets.${i}.${key}`]}
                    onChange={(e) => setSheet(i, { [key]: e.target.value })}
                  />
                </td>
              ))}
              <td className="pb-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={draft.sheets.length === 1}
                  onClick={() => set({ sheets: draft.sheets.filter((_, j) => j !== i) })}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={draft.sheets.length >= MAX_STOCK_SHEETS}
          onClick={() => set({ sheets: [...draft.sheets, { width: "", length: "", cost: "", onHand: "" }] })}
        >
          Add sheet size
        </Button>
        <span className="flex-1 text-xs text-slate-500">
          {stock.saved ? "" : "Not saved yet: these are the defaults of its kind."} Choosing a kind fills in
          its defaults.
        </span>
        <Button type="submit" size="sm" loading={save.isPending}>
          Save stock
        </Button>
      </div>
    </form>
  );
}
