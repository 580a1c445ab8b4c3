import type { InvoiceRecord } from "@kerf/core";
import { useState } from "react";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";

/** What the invoice registration portal answered, pasted back: printed on the invoice with its QR. */
export function IrnForm({ invoice }: { invoice: InvoiceRecord }) {
  const utils = trpc.useUtils();
  const save = trpc.gst.saveRegistration.useMutation();
  const r = invoice.registration;
  const [values, setValues] = useState({
    irn: r?.irn ?? "",
    ackNo: r?.ackNo ?? "",
    ackDate: r?.ackDate ?? "",
    signedQr: r?.signedQr ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({ id: invoice.id, ...values });
      await utils.invoices.get.invalidate({ id: invoice.id });
      toastSuccess("IRN saved: it prints on the invoice");
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="IRN from the portal"
      className="grid grid-cols-2 gap-x-3 gap-y-1.5"
    >
      <FormInput
        label="IRN"
        autoComplete="off"
        containerClassName="col-span-2"
        value={values.irn}
        onChange={set("irn")}
        error={errors.irn}
      />
      <FormInput
        label="Ack No"
        inputMode="numeric"
        autoComplete="off"
        value={values.ackNo}
        onChange={set("ackNo")}
        error={errors.ackNo}
      />
      <FormInput
        label="Ack date"
        autoComplete="off"
        placeholder="2026-11-26 10:15:00"
        value={values.ackDate}
        onChange={set("ackDate")}
        error={errors.ackDate}
      />
      <FormInput
        label="Signed QR code"
        multiline
        rows={2}
        autoComplete="off"
        containerClassName="col-span-2"
        value={values.signedQr}
        onChange={set("signedQr")}
        error={errors.signedQr}
      />
      <div className="col-span-2 flex items-center justify-end gap-2">
        <FormError message={failure} />
        <Button type="submit" size="sm" loading={save.isPending}>
          Save IRN
        </Button>
      </div>
    </form>
  );
}
