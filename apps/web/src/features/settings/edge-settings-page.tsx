import { isEdgeSelectionValue } from "@kerf/core";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { catalogueTableState } from "./catalogue/catalogue-table";
import { useCatalogue } from "./catalogue/use-catalogue";
import { EdgeProfileFormDialog, type EdgeProfileSubmit } from "./edge-profile-form-dialog";
import { EdgeProfileTable } from "./edge-profile-table";
import { EdgeSelectionList } from "./edge-selection-list";
import { SettingsCard } from "./settings-card";
import type { EdgeProfileRecord, EdgeSelectionRecord } from "./settings-records";

const NO_PROFILES: EdgeProfileRecord[] = [];
const NO_SELECTIONS: EdgeSelectionRecord[] = [];

/** /settings/edge: the saved edge profiles and the nine edge selections (portal-spec section 3). */
export function EdgeSettingsPage() {
  useHeaderTitle("EDGE", "Edge settings");
  const utils = trpc.useUtils();

  // One call answers both lists (portal-spec section 4), loaded again on every visit.
  const list = trpc.settings.edgeProfiles.list.useQuery(undefined, { refetchOnMount: "always" });
  const profiles = list.data?.edgeProfiles ?? NO_PROFILES;
  const selections = list.data?.edgeSelections ?? NO_SELECTIONS;

  const create = trpc.settings.edgeProfiles.create.useMutation();
  const update = trpc.settings.edgeProfiles.update.useMutation();
  const remove = trpc.settings.edgeProfiles.delete.useMutation();
  const rename = trpc.settings.edgeSelections.rename.useMutation();

  const adoptProfiles = (records: EdgeProfileRecord[]) =>
    utils.settings.edgeProfiles.list.setData(undefined, (old) => old && { ...old, edgeProfiles: records });

  const adoptSelections = (records: EdgeSelectionRecord[]) =>
    utils.settings.edgeProfiles.list.setData(undefined, (old) => old && { ...old, edgeSelections: records });

  const catalogue = useCatalogue({
    items: profiles,
    remove: async (profile) => adoptProfiles(await remove.mutateAsync({ id: profile.id })),
    removing: remove.isPending,
  });
  const { editing } = catalogue;

  const onSubmit: EdgeProfileSubmit = (values, setFieldError) =>
    catalogue.save(async () => {
      if (editing?.id) {
        adoptProfiles(await update.mutateAsync({ id: editing.id, profile: values }));
        return "update SuccessFully...";
      }
      const record = await create.mutateAsync(values);
      utils.settings.edgeProfiles.list.setData(
        undefined,
        (old) => old && { ...old, edgeProfiles: [...old.edgeProfiles, record] },
      );
      void utils.settings.edgeProfiles.list.invalidate();
      return "add SuccessFully...";
    }, setFieldError);

  /** Shows the new label at once; the server's list then replaces ours, or the old one comes back. */
  const onRename = async (index: number, label: string) => {
    const before = utils.settings.edgeProfiles.list.getData()?.edgeSelections ?? NO_SELECTIONS;
    const selection = before[index];
    if (!selection || !isEdgeSelectionValue(selection.value)) return;
    adoptSelections(before.map((old, i) => (i === index ? { ...selection, label } : old)));
    try {
      adoptSelections(await rename.mutateAsync({ value: selection.value, label }));
      toastSuccess("update SuccessFully...");
    } catch (error) {
      adoptSelections(before);
      toastError(serverMessage(error));
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <SettingsCard
        title="Edge profiles"
        description="The edge work you charge for, each a profile from the catalogue with your rate per running foot."
        actions={
          <Button icon={<PlusIcon />} onClick={catalogue.openAdd}>
            Add
          </Button>
        }
        flush
      >
        <EdgeProfileTable profiles={profiles} {...catalogueTableState(list, catalogue, "edge profiles")} />
      </SettingsCard>

      <SettingsCard
        title="Edge selections"
        description="Which sides of a piece get the edge profile: lengths are the long sides, widths the short ones. Rename them to the words your shop uses."
      >
        <EdgeSelectionList selections={selections} loading={list.isPending} onRename={onRename} />
      </SettingsCard>

      <EdgeProfileFormDialog
        open={catalogue.dialogOpen}
        profile={editing}
        busy={create.isPending || update.isPending}
        onClose={catalogue.closeDialog}
        onSubmit={onSubmit}
      />

      {catalogue.confirmDialog}
    </div>
  );
}
