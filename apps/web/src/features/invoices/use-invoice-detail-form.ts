import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/**
 * A small form of details saved onto an invoice (its IRN, its transport), checked in the browser with
 * the core schema the server uses: the server's field messages go under their fields, any other
 * failure once under the form, and the invoice is reloaded when saved.
 */
export function useInvoiceDetailForm<In extends FieldValues & { id: string }, Out>(options: {
  invoiceId: string;
  schema: z.ZodType<Out, In>;
  /** The form's fields, empty (or at their default). */
  blank: Omit<DefaultValues<In>, "id">;
  /** What the invoice has saved so far, if anything: shown as text, an empty field for a null. */
  saved: Record<string, string | number | null> | null;
  save: (values: Out) => Promise<unknown>;
  savedMessage: string;
}) {
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  const savedText = Object.entries(options.saved ?? {}).map(([key, value]) => [
    key,
    value === null ? "" : String(value),
  ]);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(options.schema),
    mode: "onTouched",
    defaultValues: {
      id: options.invoiceId,
      ...options.blank,
      ...Object.fromEntries(savedText),
    } as DefaultValues<In>,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await options.save(values);
      await utils.invoices.get.invalidate({ id: options.invoiceId });
      toastSuccess(options.savedMessage);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<In>[];
      if (!showFieldErrors(error, fields, form.setError)) setFailure(serverMessage(error));
    }
  });
  return { form, failure, submit };
}
