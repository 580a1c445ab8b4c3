import { formatDate, routes } from "@kerf/core";
import { useState } from "react";
import { useLocation } from "wouter";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TaxInvoiceIcon } from "../../ui/icons";

export type CreateInvoiceButtonProps = {
  customerId: string;
  /** E.g. while lines are still being saved: an invoice is made only from what the server holds. */
  disabled?: boolean;
  /** Why it is disabled, as the button's tooltip. */
  disabledReason?: string;
  /**
   * The server's per-field messages when it refuses the order, keyed "header.billing_address" or
   * "lines.3.materialType" (the line's index in the order), so the page can show them where they belong.
   */
  onInvalid?: (fieldErrors: Record<string, string>) => void;
  className?: string;
};

/**
 * "Create invoice" on a customer's order: the server checks the header and every line, prices them,
 * numbers the invoice and stores its snapshot; the user then lands on the printed invoice. A refusal
 * is the server's message in a red toast. An order already invoiced with the same lines (a live
 * invoice) is not invoiced again from here: the clerk is offered that invoice (a second one of the
 * same lines is a REST client's explicit `allowDuplicate`, never one extra click).
 */
export function CreateInvoiceButton({
  customerId,
  disabled = false,
  disabledReason,
  onInvalid,
  className,
}: CreateInvoiceButtonProps) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.invoices.create.useMutation();
  /** The number of the live invoice with the same lines, while the question is open. */
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  /** The live invoice of the same lines, found by its number: what the clerk most likely wanted. */
  const openExisting = async () => {
    if (!duplicateOf) return;
    setOpening(true);
    try {
      const found = await utils.invoices.list.fetch({ search: duplicateOf, page: 1, customerId });
      const invoice = found.invoices.find((i) => i.number === duplicateOf);
      if (invoice) navigate(routes.invoiceDocument(invoice.id));
      else toastError(`${duplicateOf} could not be opened; find it in the invoice list.`);
    } catch (error) {
      toastError(serverMessage(error));
    } finally {
      setOpening(false);
      setDuplicateOf(null);
    }
  };

  const onClick = async () => {
    setDuplicateOf(null);
    try {
      // Today as a calendar day in India, whatever the browser's time zone: it picks the financial year.
      const invoice = await create.mutateAsync({ customerId, date: formatDate(new Date(), "YYYY-MM-DD") });
      utils.invoices.get.setData({ id: invoice.id }, invoice);
      void utils.invoices.list.invalidate();
      toastSuccess(`Invoice ${invoice.number} created`);
      navigate(routes.invoiceDocument(invoice.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.allowDuplicate) {
        setDuplicateOf(fields.allowDuplicate);
        return;
      }
      toastError(serverMessage(error));
      if (Object.keys(fields).length > 0) onInvalid?.(fields);
    }
  };

  return (
    <>
      <Button
        size="sm"
        icon={<TaxInvoiceIcon className="size-3.5" />}
        onClick={() => void onClick()}
        loading={create.isPending}
        disabled={disabled}
        title={disabled ? disabledReason : "Number and issue a tax invoice for this order"}
        className={className}
      >
        Create invoice
      </Button>
      <ConfirmDialog
        open={duplicateOf !== null}
        message={`This order is already invoiced as ${duplicateOf ?? ""} with the same lines. Change the order to invoice it again.`}
        confirmLabel={`Open ${duplicateOf ?? "the invoice"}`}
        cancelLabel="Close"
        busy={opening}
        onConfirm={() => void openExisting()}
        onCancel={() => setDuplicateOf(null)}
      />
    </>
  );
}
