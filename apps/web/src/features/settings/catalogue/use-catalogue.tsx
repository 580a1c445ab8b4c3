import { useState } from "react";
import { serverFieldErrors, serverMessage } from "../../../lib/server-error";
import { toastError, toastSuccess } from "../../../lib/toast";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { CONFIRM_MESSAGES } from "./confirm-messages";
import { useRowConfirm } from "./use-row-confirm";

/** Puts a message the server sent for a field under that field of the open dialog. */
export type SetFieldError = (field: string, message: string) => void;

/**
 * The one way a settings catalogue (materials, edge profiles) is edited (portal-spec section 2): Add
 * opens the dialog empty; Edit and Delete on a row first ask 'Are you sure want to …?'; Edit then opens
 * the dialog filled; a save closes it with the success toast; a refusal is a red toast with the
 * server's field messages under their fields, the dialog kept open.
 */
export function useCatalogue<T>(options: {
  items: readonly T[];
  /** Deletes the item on the server and adopts the list it answers. */
  remove: (item: T) => Promise<void>;
  removing: boolean;
}) {
  const confirm = useRowConfirm();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept while the dialog closes, so its title does not flip during the fade.
  const [editing, setEditing] = useState<T | null>(null);

  const openAdd = () => {
    setEditing(null);
    setDialogOpen(true);
  };

  /** Runs a save that answers its success toast's text. */
  const save = async (run: () => Promise<string>, setFieldError: SetFieldError) => {
    try {
      toastSuccess(await run());
      setDialogOpen(false);
    } catch (error) {
      toastError(serverMessage(error));
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setFieldError(field, message);
    }
  };

  const onConfirm = async () => {
    const { action, index } = confirm.pending;
    const item = options.items[index];
    if (!item) return confirm.close();
    if (action === "edit") {
      confirm.close();
      setEditing(item);
      setDialogOpen(true);
      return;
    }
    try {
      await options.remove(item);
      toastSuccess("delete SuccessFully...");
    } catch (error) {
      toastError(serverMessage(error));
    }
    confirm.close();
  };

  const confirmDialog = (
    <ConfirmDialog
      open={confirm.open}
      message={CONFIRM_MESSAGES[confirm.pending.action]}
      tone={confirm.pending.action === "edit" ? "default" : "danger"}
      busy={options.removing}
      onConfirm={() => void onConfirm()}
      onCancel={confirm.close}
    />
  );

  return {
    editing,
    dialogOpen,
    openAdd,
    closeDialog: () => setDialogOpen(false),
    askEdit: (index: number) => confirm.ask("edit", index),
    askDelete: (index: number) => confirm.ask("delete", index),
    save,
    /** The confirm dialog, to render once on the page. */
    confirmDialog,
  };
}
