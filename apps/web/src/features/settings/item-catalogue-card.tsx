import type { TItemInput } from "@kerf/core";
import { useState } from "react";
import { clampPage, pageCountOf } from "../../lib/paging";
import { useCan } from "../../lib/permissions";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { catalogueTableState } from "./catalogue/catalogue-table";
import { useCatalogue } from "./catalogue/use-catalogue";
import { ItemFormDialog, type ItemSubmit } from "./item-form-dialog";
import { ItemTable } from "./item-table";
import { SettingsCard } from "./settings-card";
import type { ItemRecord } from "./settings-records";

const NO_ITEMS: ItemRecord[] = [];

/** The items of the material settings (issue 29): fittings, consumables and services sold by count. */
export function ItemCatalogueCard() {
  const utils = trpc.useUtils();
  const canEdit = useCan("settings.write");
  const showPrices = useCan("prices.read");
  const list = trpc.settings.items.list.useQuery(undefined, { refetchOnMount: "always" });
  const items = list.data ?? NO_ITEMS;
  const create = trpc.settings.items.create.useMutation();
  const update = trpc.settings.items.update.useMutation();
  const remove = trpc.settings.items.delete.useMutation();
  const [requestedPage, setPage] = useState(1);
  const page = clampPage(requestedPage, pageCountOf(items.length));
  const adoptList = (records: ItemRecord[]) => utils.settings.items.list.setData(undefined, records);

  const catalogue = useCatalogue({
    items,
    remove: async (item) => adoptList(await remove.mutateAsync({ id: item.id })),
    removing: remove.isPending,
  });
  const { editing } = catalogue;

  const onSubmit: ItemSubmit = (values: TItemInput, setFieldError) =>
    catalogue.save(async () => {
      if (editing) {
        adoptList(await update.mutateAsync({ ...values, id: editing.id }));
        return "update SuccessFully...";
      }
      const record = await create.mutateAsync(values);
      utils.settings.items.list.setData(undefined, (old) => [...(old ?? []), record]);
      setPage(pageCountOf(items.length + 1));
      void utils.settings.items.list.invalidate();
      return "add SuccessFully...";
    }, setFieldError);

  return (
    <>
      <SettingsCard
        title="Items"
        description={
          showPrices
            ? "Fittings, consumables and services sold by count (hinges, silicone, transport), each at its own rate and GST %."
            : "Fittings, consumables and services sold by count."
        }
        actions={
          canEdit && (
            <Button icon={<PlusIcon />} onClick={catalogue.openAdd}>
              Add item
            </Button>
          )
        }
        flush
      >
        <ItemTable
          items={items}
          page={page}
          onPageChange={setPage}
          readOnly={!canEdit}
          showPrices={showPrices}
          {...catalogueTableState(list, catalogue, "items")}
        />
      </SettingsCard>
      <ItemFormDialog
        open={catalogue.dialogOpen}
        item={editing}
        busy={create.isPending || update.isPending}
        onClose={catalogue.closeDialog}
        onSubmit={onSubmit}
      />
      {catalogue.confirmDialog}
    </>
  );
}
