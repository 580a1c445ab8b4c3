import type { InvoiceSummary } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../ui/confirm-dialog";

export type CancelInvoiceDialogProps = {
  /** The invoice to cancel; null keeps the dialog closed. */
  invoice: InvoiceSummary | null;
  onClose: () => void;
};

/** A question first: a cancel cannot be undone, and the number stays used. */
export function CancelInvoiceDialog({ invoice, onClose }: CancelInvoiceDialogProps) {
  // The question keeps its invoice while the dialog fades out after the answer.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const utils = trpc.useUtils();
  const cancel = trpc.invoices.cancel.useMutation({
    onSuccess: (cancelled) => {
      utils.invoices.get.setData({ id: cancelled.id }, cancelled);
      return utils.invoices.list.invalidate();
    },
  });

  const onConfirm = async () => {
    if (!invoice) return;
    try {
      await cancel.mutateAsync({ id: invoice._id });
      toastSuccess(`Invoice ${invoice.number} cancelled`);
    } catch (error) {
      toastError(serverMessage(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={invoice !== null}
      message={`Are you sure want to cancel invoice ${shown?.number ?? ""} ? Its number stays used.`}
      confirmLabel="Cancel invoice"
      cancelLabel="Keep it"
      tone="danger"
      busy={cancel.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
