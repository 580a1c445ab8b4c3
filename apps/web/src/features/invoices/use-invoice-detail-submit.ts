import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/**
 * The submit of a small form of details saved onto an invoice (its IRN, its transport): the core
 * schema checks the fields in the browser first; the server's field messages go under their fields,
 * any other failure once under the form, and the invoice is reloaded when saved.
 */
export function useInvoiceDetailSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  invoiceId: string,
  save: (values: Out) => Promise<unknown>,
  savedMessage: string,
) {
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      await utils.invoices.get.invalidate({ id: invoiceId });
      toastSuccess(savedMessage);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<In>[];
      if (!showFieldErrors(error, fields, form.setError)) setFailure(serverMessage(error));
    }
  });
  return { failure, submit };
}
