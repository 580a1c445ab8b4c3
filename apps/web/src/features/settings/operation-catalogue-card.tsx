import type { TOperationInput } from "@kerf/core";
import { useCan } from "../../lib/permissions";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { CatalogueTable, catalogueTableState } from "./catalogue/catalogue-table";
import { TD } from "./catalogue/table-styles";
import { useCatalogue } from "./catalogue/use-catalogue";
import { money } from "./money";
import { OperationFormDialog, type OperationSubmit } from "./operation-form-dialog";
import { SettingsCard } from "./settings-card";
import type { OperationRecord } from "./settings-records";

const NO_OPERATIONS: OperationRecord[] = [];

/** "≤ 1 in, ≤ 12 mm: ₹40.00 · any: ₹95.00": a band table in one line. */
function bandsText(operation: OperationRecord, unit: string, showPrices: boolean): string {
  return operation.bands
    .map((b) => {
      const bounds = [b.sizeUpTo && `≤ ${b.sizeUpTo} ${unit}`, b.thicknessUpTo && `≤ ${b.thicknessUpTo} mm`]
        .filter(Boolean)
        .join(", ");
      return `${bounds || "any"}${showPrices ? `: ₹${money(b.rate)}` : ""}`;
    })
    .join(" · ");
}

/** The operations of the material settings (issue 29): holes and cut-outs priced per count by bands. */
export function OperationCatalogueCard({ sizeUnit }: { sizeUnit: string }) {
  const utils = trpc.useUtils();
  const canEdit = useCan("settings.write");
  const showPrices = useCan("prices.read");
  const list = trpc.settings.operations.list.useQuery(undefined, { refetchOnMount: "always" });
  const operations = list.data ?? NO_OPERATIONS;
  const create = trpc.settings.operations.create.useMutation();
  const update = trpc.settings.operations.update.useMutation();
  const remove = trpc.settings.operations.delete.useMutation();
  const adoptList = (records: OperationRecord[]) =>
    utils.settings.operations.list.setData(undefined, records);

  const catalogue = useCatalogue({
    items: operations,
    remove: async (operation) => adoptList(await remove.mutateAsync({ id: operation.id })),
    removing: remove.isPending,
  });
  const { editing } = catalogue;

  const onSubmit: OperationSubmit = (values: TOperationInput, setFieldError) =>
    catalogue.save(async () => {
      if (editing) {
        adoptList(await update.mutateAsync({ ...values, id: editing.id }));
        return "update SuccessFully...";
      }
      const record = await create.mutateAsync(values);
      utils.settings.operations.list.setData(undefined, (old) => [...(old ?? []), record]);
      void utils.settings.operations.list.invalidate();
      return "add SuccessFully...";
    }, setFieldError);

  return (
    <>
      <SettingsCard
        title="Operations"
        description="Holes, cut-outs and notches, priced per count by size and glass thickness: the first band that fits."
        actions={
          canEdit && (
            <Button icon={<PlusIcon />} onClick={catalogue.openAdd}>
              Add operation
            </Button>
          )
        }
        flush
      >
        <div className="overflow-x-auto">
          <CatalogueTable
            {...catalogueTableState(list, catalogue, "operations")}
            ariaLabel="Operations"
            columns={[{ label: "Operation" }, { label: showPrices ? "Bands and rates" : "Bands" }]}
            readOnly={!canEdit}
            rows={operations}
            first={0}
            rowKey={(o) => o.id}
            itemName={(o) => o.name}
            loadingLabel="Loading operations"
            addText="Add Operation"
            cells={(o) => (
              <>
                <td className={TD}>
                  <span className="font-medium text-slate-900">{o.name}</span>
                  {o.isHole && <span className="ml-2 text-xs text-slate-500">hole</span>}
                </td>
                <td className={TD}>{bandsText(o, sizeUnit, showPrices)}</td>
              </>
            )}
          />
        </div>
      </SettingsCard>
      <OperationFormDialog
        open={catalogue.dialogOpen}
        operation={editing}
        busy={create.isPending || update.isPending}
        sizeUnit={sizeUnit}
        onClose={catalogue.closeDialog}
        onSubmit={onSubmit}
      />
      {catalogue.confirmDialog}
    </>
  );
}
