import { toastError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { CustomerRow } from "./customer-table";

export type DeleteCustomerDialogProps = {
  /** The customer to delete; null keeps the dialog closed. */
  customer: CustomerRow | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** 'Are you sure want to delete ?', then the delete; a server error is a red toast. */
export function DeleteCustomerDialog({ customer, onClose, onDeleted }: DeleteCustomerDialogProps) {
  const remove = trpc.customers.delete.useMutation();

  const onConfirm = async () => {
    if (!customer) return;
    try {
      await remove.mutateAsync({ id: customer._id });
      onDeleted();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={customer !== null}
      message="Are you sure want to delete ?"
      confirmLabel="Confirm"
      tone="danger"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
