import { formatCutUnits, type OrderCutPlan, readableDimension, sheetLayouts } from "@kerf/core";
import { Modal } from "../../ui/modal";
import { SheetDrawing } from "../invoices/sheet-drawing";

// The order's cut plan drawn (issue 33 point 3): each distinct sheet layout once, small and to scale,
// pieces labelled by line number as on the worker sheet, with how many sheets are cut alike.

const DRAWING = { width: 250, height: 160 };

export function CutPlanLayouts({
  plan,
  open,
  onClose,
}: {
  plan: OrderCutPlan;
  open: boolean;
  onClose: () => void;
}) {
  const format = (u: number) => readableDimension(formatCutUnits(u, plan.unit), plan.unit);
  return (
    <Modal open={open} onClose={onClose} size="xl" title="Cut plan layouts">
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
        {plan.materials
          .filter((m) => m.sheets.length > 0)
          .map((material) => {
            const layouts = sheetLayouts(material.sheets);
            return (
              <section key={material.materialId} aria-label={`Layouts of ${material.materialName}`}>
                <h3 className="mb-2 text-sm font-semibold text-slate-800">
                  {material.materialName} · {material.sheetsUsed}{" "}
                  {material.sheetsUsed === 1 ? "sheet" : "sheets"} · yield {material.yieldPercent} %
                </h3>
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(260px,1fr))] gap-3">
                  {layouts.map((layout, i) => (
                    <li
                      key={i}
                      className="flex flex-col gap-1 rounded-md p-2 ring-1 ring-slate-200"
                      data-testid="order-layout"
                    >
                      <p className="text-xs font-medium text-slate-700">
                        Layout {i + 1} × {layout.copies} {layout.copies === 1 ? "sheet" : "sheets"} ·{" "}
                        {format(layout.sheet.width)} × {format(layout.sheet.length)}
                      </p>
                      <SheetDrawing sheet={layout.sheet} format={format} {...DRAWING} />
                      {layout.labels.length > 1 && (
                        <p className="text-[11px] text-slate-500">
                          {layout.labels
                            .map((l) => `${l.copies} × (${l.nos.map((no) => `#${no}`).join(" ")})`)
                            .join(" · ")}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
    </Modal>
  );
}
