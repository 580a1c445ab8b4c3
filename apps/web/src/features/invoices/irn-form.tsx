import { type InvoiceRecord, ZInvoiceIrnInput } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { TextField } from "../../ui/text-field";
import { DETAIL_FORM, DetailFormFoot } from "./detail-form-foot";
import { useInvoiceDetailForm } from "./use-invoice-detail-form";

/** What the invoice registration portal answered, pasted back: printed on the invoice with its QR. */
export function IrnForm({ invoice }: { invoice: InvoiceRecord }) {
  const save = trpc.gst.saveRegistration.useMutation();
  const { form, failure, submit } = useInvoiceDetailForm({
    invoiceId: invoice.id,
    schema: ZInvoiceIrnInput,
    blank: { irn: "", ackNo: "", ackDate: "", signedQr: "" },
    saved: invoice.registration,
    save: save.mutateAsync,
    savedMessage: "IRN saved: it prints on the invoice",
  });
  const field = { control: form.control, autoComplete: "off" } as const;

  return (
    <form noValidate onSubmit={submit} aria-label="IRN from the portal" className={DETAIL_FORM}>
      <TextField {...field} name="irn" label="IRN" containerClassName="col-span-2" />
      <TextField {...field} name="ackNo" label="Ack No" inputMode="numeric" />
      <TextField {...field} name="ackDate" label="Ack date" placeholder="2026-11-26 10:15:00" />
      <TextField
        {...field}
        name="signedQr"
        label="Signed QR code"
        multiline
        rows={2}
        containerClassName="col-span-2"
      />
      <DetailFormFoot failure={failure} submitting={form.formState.isSubmitting} label="Save IRN" />
    </form>
  );
}
