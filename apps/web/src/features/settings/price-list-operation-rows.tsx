import type { BandRow, OperationRow } from "./price-list-form";
import { INPUT, RemoveRow, Rows } from "./price-list-rows";

type CatalogueOperation = {
  name: string;
  bands: { sizeUpTo: string | null; thicknessUpTo: string | null; rate: string }[];
};

/** A band's two bounds, as the cells name them; blank is no limit. */
const BOUNDS = { sizeUpTo: "size up to", thicknessUpTo: "thickness up to" } as const;

const BLANK_BAND: BandRow = { sizeUpTo: "", thicknessUpTo: "", rate: "" };

/**
 * A price list version's operations (issue 29 point 4): an operation picked from the catalogue brings
 * its band table, whose rates (and bounds) this list then sets; a blank bound is no limit.
 */
export function OperationRows(props: {
  catalogue: CatalogueOperation[];
  unit: string;
  rows: OperationRow[];
  onChange: (rows: OperationRow[]) => void;
}) {
  const { rows, onChange, catalogue } = props;
  const set = (r: number, row: OperationRow) => onChange(rows.map((old, j) => (j === r ? row : old)));
  const pick = (r: number, name: string) => {
    const bands = catalogue.find((o) => o.name === name)?.bands ?? [];
    set(r, {
      name,
      bands: bands.length
        ? bands.map((b) => ({
            sizeUpTo: b.sizeUpTo ?? "",
            thicknessUpTo: b.thicknessUpTo ?? "",
            rate: b.rate,
          }))
        : [BLANK_BAND],
    });
  };
  return (
    <Rows
      title="Operations"
      addLabel="Add operation"
      onAdd={() => onChange([...rows, { name: "", bands: [BLANK_BAND] }])}
    >
      {rows.map((row, r) => (
        <div key={r} className="flex flex-col gap-1 rounded-md bg-slate-50 p-2">
          <div className="flex items-center gap-2">
            <select
              aria-label="Operation"
              value={row.name}
              onChange={(e) => pick(r, e.target.value)}
              className={`${INPUT} w-48`}
            >
              <option value="">Choose…</option>
              {catalogue.map((o) => (
                <option key={o.name} value={o.name}>
                  {o.name}
                </option>
              ))}
            </select>
            <RemoveRow onClick={() => onChange(rows.filter((_, j) => j !== r))} />
          </div>
          {row.name &&
            row.bands.map((band, b) => {
              const setBand = (change: Partial<BandRow>) =>
                set(r, { ...row, bands: row.bands.map((old, k) => (k === b ? { ...old, ...change } : old)) });
              return (
                <div key={b} className="flex flex-wrap items-center gap-2 pl-4 text-xs text-slate-600">
                  {(["sizeUpTo", "thicknessUpTo"] as const).map((bound) => (
                    <label key={bound} className="flex items-center gap-1">
                      {BOUNDS[bound]}
                      <input
                        aria-label={`${row.name} band ${b + 1} ${BOUNDS[bound]}`}
                        inputMode="decimal"
                        maxLength={12}
                        placeholder="any"
                        value={band[bound]}
                        onChange={(e) => setBand({ [bound]: e.target.value })}
                        className={`${INPUT} w-20`}
                      />
                      {bound === "sizeUpTo" ? props.unit : "mm"}
                    </label>
                  ))}
                  <input
                    aria-label={`${row.name} band ${b + 1} rate`}
                    inputMode="decimal"
                    maxLength={24}
                    placeholder="rate"
                    value={band.rate}
                    onChange={(e) => setBand({ rate: e.target.value })}
                    className={`${INPUT} w-24`}
                  />
                  <RemoveRow onClick={() => set(r, { ...row, bands: row.bands.filter((_, k) => k !== b) })} />
                </div>
              );
            })}
          {row.name && (
            <button
              type="button"
              onClick={() => set(r, { ...row, bands: [...row.bands, BLANK_BAND] })}
              className="self-start pl-4 text-xs text-brand-700 hover:underline"
            >
              Add band
            </button>
          )}
        </div>
      ))}
    </Rows>
  );
}
