import { useState } from "react";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/**
 * A small form of details saved onto an invoice (its IRN, its transport): the values as typed, the
 * server's field messages under their fields (the core schema checks them there), any other failure
 * once, and the invoice reloaded when saved.
 */
export function useInvoiceDetailForm<V extends Record<string, string>>(
  invoiceId: string,
  initial: V,
  save: (values: V) => Promise<unknown>,
  savedMessage: string,
) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save(values);
      await utils.invoices.get.invalidate({ id: invoiceId });
      toastSuccess(savedMessage);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
    }
  };
  return { values, set, errors, failure, submit };
}
