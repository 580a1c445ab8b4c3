import { lazy, Suspense, useState } from "react";
import { clampPage, pageCountOf } from "../../lib/paging";
import { useCan } from "../../lib/permissions";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { catalogueTableState } from "./catalogue/catalogue-table";
import { useCatalogue } from "./catalogue/use-catalogue";
import { ItemCatalogueCard } from "./item-catalogue-card";
import { MaterialFormDialog, type MaterialSubmit } from "./material-form-dialog";
import { MaterialStockCard } from "./material-stock-card";
import { MaterialTable } from "./material-table";
import { OperationCatalogueCard } from "./operation-catalogue-card";
import { SettingsCard } from "./settings-card";
import type { MaterialRecord } from "./settings-records";

const NO_MATERIALS: MaterialRecord[] = [];

// Price lists (issue 29 point 4) load on their own, after the page: nothing of them in its chunk.
const PriceListCard = lazy(() => import("./price-list-card").then((m) => ({ default: m.PriceListCard })));

/** /settings/material: the material catalogue (portal-spec sections 2, 4 and 8). */
export function MaterialSettingsPage() {
  useHeaderTitle("MATERIAL", "Material settings");
  const utils = trpc.useUtils();
  // The Floor keeps stock here: it reads the materials' names, without their rates or any way to edit.
  const canEdit = useCan("settings.write");
  const showPrices = useCan("prices.read");

  // Loads on every visit, with the spinner while nothing is cached yet (portal-spec section 2).
  const list = trpc.settings.materials.list.useQuery(undefined, { refetchOnMount: "always" });
  const materials = list.data ?? NO_MATERIALS;
  // The cutting unit only labels a field: its load failing is not worth a toast here.
  const general = trpc.settings.general.get.useQuery(undefined, { meta: { handlesErrors: true } });
  const cuttingByRunningFt = general.data?.commonSetting.cuttingRateType.value === "runningFt";

  const create = trpc.settings.materials.create.useMutation();
  const update = trpc.settings.materials.update.useMutation();
  const remove = trpc.settings.materials.delete.useMutation();

  const [requestedPage, setPage] = useState(1);
  const page = clampPage(requestedPage, pageCountOf(materials.length));

  /**
   * After an edit or delete the server answers with the whole list: it replaces ours. The stock card
   * below lists the same materials: it is read again too (no "Add a material first" after adding one).
   */
  const adoptList = (records: MaterialRecord[]) => {
    utils.settings.materials.list.setData(undefined, records);
    void utils.cutting.stock.list.invalidate();
  };

  const catalogue = useCatalogue({
    items: materials,
    remove: async (material) => adoptList(await remove.mutateAsync({ id: material.id })),
    removing: remove.isPending,
  });
  const { editing } = catalogue;

  const onSubmit: MaterialSubmit = (values, setFieldError) => {
    const { materialName, materialRate, cuttingRate, materialGst, materialWastage, hsnCode } = values;
    // Toughened is always sent, so the thickness is set with it (blank: unknown).
    const { toughened = false, thicknessMm } = values;
    const input = {
      materialName,
      materialRate,
      cuttingRate,
      materialGst,
      materialWastage,
      hsnCode,
      toughened,
      thicknessMm,
    };
    return catalogue.save(async () => {
      if (editing) {
        adoptList(await update.mutateAsync({ id: editing.id, ...input }));
        return "update SuccessFully...";
      }
      const record = await create.mutateAsync(input);
      utils.settings.materials.list.setData(undefined, (old) => [...(old ?? []), record]);
      void utils.cutting.stock.list.invalidate();
      // Show the page the new row landed on; the refresh then confirms the list.
      setPage(pageCountOf(materials.length + 1));
      void utils.settings.materials.list.invalidate();
      return "add SuccessFully...";
    }, setFieldError);
  };

  return (
    <>
      <SettingsCard
        title="Materials"
        description={
          showPrices
            ? `The sheets you cut, with their rates per square foot. Cutting is charged per ${
                cuttingByRunningFt ? "running foot" : "square foot"
              } (General settings).`
            : "The sheets you cut."
        }
        actions={
          canEdit && (
            <Button icon={<PlusIcon />} onClick={catalogue.openAdd}>
              Add
            </Button>
          )
        }
        flush
      >
        <MaterialTable
          materials={materials}
          page={page}
          onPageChange={setPage}
          readOnly={!canEdit}
          showPrices={showPrices}
          {...catalogueTableState(list, catalogue, "materials")}
        />
      </SettingsCard>

      <MaterialStockCard />

      <OperationCatalogueCard sizeUnit={general.data?.pricingSettings.unit === "mm" ? "mm" : "in"} />

      <ItemCatalogueCard />

      {showPrices && (
        <Suspense fallback={null}>
          <PriceListCard sizeUnit={general.data?.pricingSettings.unit === "mm" ? "mm" : "in"} />
        </Suspense>
      )}

      <MaterialFormDialog
        open={catalogue.dialogOpen}
        material={editing}
        busy={create.isPending || update.isPending}
        cuttingUnit={cuttingByRunningFt ? "running ft" : "sq ft"}
        onClose={catalogue.closeDialog}
        onSubmit={onSubmit}
      />

      {catalogue.confirmDialog}
    </>
  );
}
