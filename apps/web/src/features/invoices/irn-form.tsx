import type { InvoiceRecord } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";
import { useInvoiceDetailForm } from "./use-invoice-detail-form";

/** What the invoice registration portal answered, pasted back: printed on the invoice with its QR. */
export function IrnForm({ invoice }: { invoice: InvoiceRecord }) {
  const save = trpc.gst.saveRegistration.useMutation();
  const r = invoice.registration;
  const { values, set, errors, failure, submit } = useInvoiceDetailForm(
    invoice.id,
    { irn: r?.irn ?? "", ackNo: r?.ackNo ?? "", ackDate: r?.ackDate ?? "", signedQr: r?.signedQr ?? "" },
    (v) => save.mutateAsync({ id: invoice.id, ...v }),
    "IRN saved: it prints on the invoice",
  );

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
