import { useState } from "react";
import { clampPage, pageCountOf } from "../../lib/paging";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PlusIcon } from "../../ui/icons";
import { usePageTitle } from "../../ui/shell/header-title";
import { CONFIRM_MESSAGES } from "./confirm-messages";
import { MaterialFormDialog, type MaterialSubmit } from "./material-form-dialog";
import { MaterialTable } from "./material-table";
import { SettingsCard } from "./settings-card";
import type { MaterialRecord } from "./settings-records";
import { useRowConfirm } from "./use-row-confirm";

const NO_MATERIALS: MaterialRecord[] = [];

/** /settings/material: the material catalogue (portal-spec sections 2, 4 and 8). */
export function MaterialSettingsPage() {
  usePageTitle("Material Settings");
  const utils = trpc.useUtils();

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
  const confirm = useRowConfirm();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept while the dialog closes, so its title does not flip during the fade.
  const [editing, setEditing] = useState<MaterialRecord | null>(null);

  const openAdd = () => {
    setEditing(null);
    setDialogOpen(true);
  };

  /** After an edit or delete the server answers with the whole list: it replaces ours. */
  const adoptList = (records: MaterialRecord[]) => utils.settings.materials.list.setData(undefined, records);

  const onSubmit: MaterialSubmit = async (values, setFieldError) => {
    const { materialName, materialRate, cuttingRate, materialGst, materialWastage, hsnCode } = values;
    const input = { materialName, materialRate, cuttingRate, materialGst, materialWastage, hsnCode };
    try {
      if (editing) {
        adoptList(await update.mutateAsync({ id: editing.id, ...input }));
        toastSuccess("update SuccessFully...");
      } else {
        const record = await create.mutateAsync(input);
        utils.settings.materials.list.setData(undefined, (old) => [...(old ?? []), record]);
        // Show the page the new row landed on; the refresh then confirms the list.
        setPage(pageCountOf(materials.length + 1));
        void utils.settings.materials.list.invalidate();
        toastSuccess("add SuccessFully...");
      }
      setDialogOpen(false);
    } catch (error) {
      toastError(serverMessage(error));
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setFieldError(field, message);
    }
  };

  const onConfirm = async () => {
    const { action, index } = confirm.pending;
    const material = materials[index];
    if (!material) return confirm.close();
    if (action === "edit") {
      confirm.close();
      setEditing(material);
      setDialogOpen(true);
      return;
    }
    try {
      adoptList(await remove.mutateAsync({ id: material.id }));
      toastSuccess("delete SuccessFully...");
    } catch (error) {
      toastError(serverMessage(error));
    }
    confirm.close();
  };

  return (
    <>
      <SettingsCard
        title="Materials"
        description={`The sheets you cut, with their rates per square foot. Cutting is charged per ${
          cuttingByRunningFt ? "running foot" : "square foot"
        } (General settings).`}
        actions={
          <Button icon={<PlusIcon />} onClick={openAdd}>
            Add
          </Button>
        }
        flush
      >
        <MaterialTable
          materials={materials}
          page={page}
          onPageChange={setPage}
          loading={list.isPending}
          loadError={list.isError && !list.data ? "The materials could not be loaded." : null}
          onRetry={() => void list.refetch()}
          onAdd={openAdd}
          onEdit={(index) => confirm.ask("edit", index)}
          onDelete={(index) => confirm.ask("delete", index)}
        />
      </SettingsCard>

      <MaterialFormDialog
        open={dialogOpen}
        material={editing}
        busy={create.isPending || update.isPending}
        cuttingUnit={cuttingByRunningFt ? "running ft" : "sq ft"}
        onClose={() => setDialogOpen(false)}
        onSubmit={onSubmit}
      />

      <ConfirmDialog
        open={confirm.open}
        message={CONFIRM_MESSAGES[confirm.pending.action]}
        tone={confirm.pending.action === "edit" ? "default" : "danger"}
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={confirm.close}
      />
    </>
  );
}
