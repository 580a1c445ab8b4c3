import { type MaterialStockRecord, parseStockLength, pieceFits, type Unit } from "@kerf/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { trpc } from "../../lib/trpc";
import type { LineDraft } from "./order-types";

// Flags, as the clerk types, a piece that fits no sheet or remnant of its material's stock (trim
// counted, turned when the material may turn): the cut plan would report it. Judged on the page from
// the stock list, so typing never waits for the server.

type Fit = (draft: LineDraft) => string | null;

/** No stock listed: nothing to flag. One function, so the stock list arriving empty re-renders no row. */
const NO_FIT: Fit = () => null;

const StockFit = createContext<Fit>(NO_FIT);

const ANY = { max: { um: Number.MAX_SAFE_INTEGER, message: "" } };

function um(text: string, unit: Unit): number | null {
  const length = parseStockLength(text, unit, ANY);
  return length.ok ? length.um : null;
}

export function fitCheck(stock: readonly MaterialStockRecord[]): Fit {
  if (stock.length === 0) return NO_FIT;
  const byName = new Map(
    stock.map((s) => {
      const trim = um(s.trim, s.unit) ?? 0;
      const sheets = s.sheets.flatMap((sheet) => {
        const width = um(sheet.width, s.unit);
        const length = um(sheet.length, s.unit);
        return width && length && sheet.onHand !== 0 ? [{ width, length }] : [];
      });
      return [s.materialName, { stock: { sheets, trim, rotate: s.rotate }, unit: s.unit }] as const;
    }),
  );
  return (draft) => {
    const material = byName.get(draft.materialType);
    if (!material || material.stock.sheets.length === 0) return null;
    const width = um(draft.width, material.unit);
    const length = um(draft.length, material.unit);
    if (!width || !length) return null;
    return pieceFits(width, length, material.stock) ? null : `Fits no sheet of ${draft.materialType}`;
  };
}

export function StockFitProvider({ children }: { children: ReactNode }) {
  const stock = trpc.cutting.stock.list.useQuery(undefined, { staleTime: 60_000 });
  const fit = useMemo(() => fitCheck(stock.data ?? []), [stock.data]);
  return <StockFit.Provider value={fit}>{children}</StockFit.Provider>;
}

/** The message for a piece no sheet of its material takes, or null. */
export function useStockFit(): Fit {
  return useContext(StockFit);
}
