import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { cx } from "../lib/cx";
import { Button } from "./button";
import { AlertIcon } from "./icons";

export type ConfirmDialogProps = {
  open: boolean;
  /** Exact text of the question, e.g. 'Are you sure want to delete ?' (portal-spec section 2). */
  message: string;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirm shows a spinner and both buttons wait while the confirmed call runs. */
  busy?: boolean;
  /**
   * "danger" (deletes) paints Confirm red and focuses Cancel, so a stray Enter never deletes;
   * "default" (edits) focuses Confirm so Enter answers yes.
   */
  tone?: "default" | "danger";
};

/** A yes/no question before an edit or a delete: Confirm and Cancel. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  busy = false,
  tone = "default",
}: ConfirmDialogProps) {
  const danger = tone === "danger";
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} role="alertdialog" className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[20vh]">
        <DialogPanel
          transition
          className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl ring-1 ring-slate-900/5 transition duration-150 ease-out data-closed:translate-y-1 data-closed:opacity-0"
        >
          <div className="flex items-start gap-3">
            <span
              className={cx(
                "flex size-9 shrink-0 items-center justify-center rounded-full",
                danger ? "bg-red-100 text-red-600" : "bg-brand-100 text-brand-700",
              )}
            >
              <AlertIcon className="size-5" />
            </span>
            <DialogTitle className="pt-2 text-sm font-medium text-slate-900">{message}</DialogTitle>
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus={danger}>
              {cancelLabel}
            </Button>
            <Button
              variant={danger ? "danger" : "primary"}
              onClick={onConfirm}
              loading={busy}
              autoFocus={!danger}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
