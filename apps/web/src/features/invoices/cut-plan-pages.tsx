import {
  formatCutUnits,
  type InvoiceRecord,
  type MaterialPlan,
  type OrderCutPlan,
  readableDimension,
  type SheetLayout,
  sheetLayouts,
} from "@kerf/core";
import type { ReactNode } from "react";
import { DocumentTitle } from "../../documents/document-parts";
import type { PageSize } from "../../documents/document-sizes";
import { trpc } from "../../lib/trpc";
import { cutLabels, SheetDrawing } from "./sheet-drawing";

// The worker sheet's cut plan: a summary (sheets, yield, offcuts kept, pieces that fit no sheet), then
// each layout drawn to scale once however many sheets are cut alike (with the line numbers each copy
// takes), four to a page. The plan is the order's as it stands (from the server's worker pool); it
// prints once the plan is ready.

const PADDING = 26;
const LAYOUTS_PER_PAGE = 4;
/** The summary's page has room for two layouts under it. */
const LAYOUTS_ON_FIRST_PAGE = 2;
/** A drawing's height when four share a page; two (or one) alone on a page are drawn twice as tall. */
const DRAWING_HEIGHT = 172;

type Entry = { material: MaterialPlan; layout: SheetLayout; n: number; of: number };

export function CutPlanPages({ invoice, size }: { invoice: InvoiceRecord; size: PageSize }) {
  const customerId = invoice.customerId;
  const plan = trpc.cutting.orderPlan.useQuery(
    { customerId: customerId ?? "" },
    {
      enabled: customerId !== null,
      refetchInterval: (q) => (q.state.data?.status === "running" ? 400 : false),
    },
  );
  if (!customerId) return null;
  const data = plan.data;
  if (data?.status !== "done") {
    return (
      <p className="text-xs text-slate-500 print:hidden" data-cut-plan-ready="false">
        {data?.status === "failed" ? "The cut plan failed; reload to try again." : "Planning the cuts…"}
      </p>
    );
  }
  // As the rest of the worker sheet prints sizes: 36 1/2, not 36#4.
  const format = (u: number) => readableDimension(formatCutUnits(u, data.unit), data.unit);
  const entries: Entry[] = data.materials.flatMap((material) => {
    const layouts = sheetLayouts(material.sheets);
    return layouts.map((layout, i) => ({ material, layout, n: i + 1, of: layouts.length }));
  });
  const pages: Entry[][] = [entries.slice(0, LAYOUTS_ON_FIRST_PAGE)];
  for (let i = LAYOUTS_ON_FIRST_PAGE; i < entries.length; i += LAYOUTS_PER_PAGE) {
    pages.push(entries.slice(i, i + LAYOUTS_PER_PAGE));
  }
  const sheetWidth = size.width - 2 * PADDING;
  return (
    <div className="contents text-[11px] leading-snug" data-cut-plan-ready="true">
      {pages.map((page, i) => (
        <PlanPage key={i} size={size} invoice={invoice} number={i + 1} count={pages.length}>
          {i === 0 && <PlanSummary plan={data} format={format} />}
          {page.map((entry) => (
            <SheetBlock
              key={`${entry.material.materialId}-${entry.n}`}
              entry={entry}
              format={format}
              width={sheetWidth}
              height={i > 0 && page.length <= 2 ? 2 * DRAWING_HEIGHT : DRAWING_HEIGHT}
            />
          ))}
        </PlanPage>
      ))}
    </div>
  );
}

function PlanPage(props: {
  size: PageSize;
  invoice: InvoiceRecord;
  number: number;
  count: number;
  children: ReactNode;
}) {
  const { size, invoice } = props;
  return (
    <section
      aria-label={`Cut plan page ${props.number} of ${props.count}`}
      data-plan-page={props.number}
      className="print-page relative flex shrink-0 break-before-page flex-col gap-2.5 overflow-hidden bg-white text-slate-900 shadow-lg ring-1 ring-slate-300 print:shadow-none print:ring-0"
      style={{ width: size.width, height: size.height, padding: PADDING }}
    >
      <div className="flex items-start justify-between border-b-2 border-brand-700 pb-1.5">
        <div>
          <p className="text-[14px] font-bold uppercase tracking-wide">{invoice.snapshot.company.name}</p>
          <p className="text-slate-600">
            <span className="font-bold text-brand-800">CUT PLAN</span> · {invoice.number} ·{" "}
            {invoice.snapshot.header.customer_name}
          </p>
        </div>
        <DocumentTitle title="WORKER SHEET" subtitle="Cut plan · sheets to scale" />
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3">{props.children}</div>
      <div className="flex justify-between border-t border-slate-300 pt-1 text-[9px] text-slate-500">
        <span>
          Pieces numbered as the worker sheet's lines · cuts: stage.order, T = edge trim · hatched = waste
        </span>
        <span className="font-medium text-slate-600">
          Plan page {props.number} of {props.count}
        </span>
      </div>
    </section>
  );
}

/** Offcuts to keep, counted by size: "10 × 29#2 × 96, 5 × 125#2 × 43#2". */
function keptText(m: MaterialPlan, format: (u: number) => string): string {
  const counts = new Map<string, number>();
  for (const o of m.sheets.flatMap((s) => s.offcuts.filter((x) => x.keep))) {
    const size = `${format(o.width)} × ${format(o.length)}`;
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts].map(([size, n]) => (n === 1 ? size : `${n} × ${size}`)).join(", ") || "—";
}

function PlanSummary({ plan, format }: { plan: OrderCutPlan; format: (u: number) => string }) {
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full border-collapse border border-slate-400" data-testid="cut-plan-summary">
        <thead>
          <tr className="bg-brand-50 text-[9px] font-semibold uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400 [&>th]:px-1.5 [&>th]:py-1.5 [&>th]:text-left">
            <th>Material</th>
            <th>Sheets</th>
            <th>Remnants used</th>
            <th>Yield</th>
            <th>Offcuts to keep</th>
            <th>Fits no sheet</th>
          </tr>
        </thead>
        <tbody>
          {plan.materials.map((m) => (
            <tr
              key={m.materialId}
              className="align-top [&>td]:border-b [&>td]:border-slate-300 [&>td]:px-1.5 [&>td]:py-1"
            >
              <td className="font-semibold">{m.materialName}</td>
              <td className="text-[13px] font-bold">{m.sheetsUsed}</td>
              <td>{m.remnantsUsed}</td>
              <td className="font-semibold whitespace-nowrap">{m.yieldPercent} %</td>
              <td>{keptText(m, format)}</td>
              <td className={m.unplaced.length > 0 ? "font-semibold text-red-700" : ""}>
                {m.unplaced.length === 0
                  ? "—"
                  : m.unplaced
                      .map((u) => `#${u.no} × ${u.quantity} (${format(u.width)} × ${format(u.length)})`)
                      .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-slate-600">
        Sizes in {plan.unit === "inch" ? "inches" : "millimetres"}. Each sheet shows its pieces by line
        number, the cuts in the order they are made (stage 1 across the whole sheet first), and the offcuts to
        keep as remnants.
      </p>
    </div>
  );
}

/** Position tags for a layout whose copies take different lines: A, B, ... Z, AA, AB, ... */
function positionTag(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : positionTag(Math.floor(i / 26) - 1) + positionTag(i % 26);
}

function SheetBlock({
  entry,
  format,
  width,
  height,
}: {
  entry: Entry;
  format: (u: number) => string;
  width: number;
  height: number;
}) {
  const { material, layout, n, of } = entry;
  const { sheet, copies } = layout;
  const labels = cutLabels(sheet.cuts);
  const cuts = sheet.cuts
    .map((c, i) => ({ c, label: labels[i]! }))
    .filter(({ c }) => c.stage > 0 && !c.trim)
    .map(
      ({ c, label }) =>
        `${label} ${c.along === "width" ? "↔" : "↕"} at ${format(c.along === "width" ? c.y : c.x)}`,
    );
  const kept = sheet.offcuts.filter((o) => o.keep);
  // One label list: the drawing shows the line numbers. Several: positions, and each list's copies.
  const tags = layout.labels.length > 1 ? sheet.pieces.map((_, i) => positionTag(i)) : undefined;
  const kind = sheet.remnant ? "remnant" : "sheet";
  return (
    <div className="flex flex-col gap-1 border border-slate-300 p-2" data-testid="cut-plan-sheet">
      <p className="font-semibold">
        {material.materialName} · Layout {n} of {of} × {copies} {copies === 1 ? kind : `${kind}s`} ·{" "}
        {format(sheet.width)} × {format(sheet.length)} · {sheet.pieces.length}{" "}
        {sheet.pieces.length === 1 ? "piece" : "pieces"}
        {copies > 1 && " each"}
        {kept.length > 0 &&
          ` · keep ${kept.map((o) => `${format(o.width)} × ${format(o.length)}`).join(", ")}`}
      </p>
      <SheetDrawing sheet={sheet} format={format} width={width - 18} height={height} tags={tags} />
      {tags && (
        <p className="text-[9px] text-slate-700" data-testid="layout-copies">
          Lines at {tags.join(" ")}:{" "}
          {layout.labels.map((l) => `${l.copies} × (${l.nos.map((no) => `#${no}`).join(" ")})`).join(" · ")}
        </p>
      )}
      <p className="text-[9px] text-slate-600">Cuts: {cuts.join(" · ") || "none beyond the trim"}</p>
    </div>
  );
}
