import { type InvoiceRecord, TRANSPORT_MODES, type TransportMode, ZInvoiceTransportInput } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { TextField } from "../../ui/text-field";
import { DETAIL_FORM, DetailFormFoot } from "./detail-form-foot";
import { useInvoiceDetailForm } from "./use-invoice-detail-form";

const MODE_LABEL: Record<TransportMode, string> = { road: "Road", rail: "Rail", air: "Air", ship: "Ship" };

/** The e-way bill's transport details of an invoice; they print on its transport sheet too. */
export function TransportForm({ invoice }: { invoice: InvoiceRecord }) {
  const save = trpc.gst.saveTransport.useMutation();
  const { form, failure, submit } = useInvoiceDetailForm({
    invoiceId: invoice.id,
    schema: ZInvoiceTransportInput,
    blank: { vehicleNo: "", transporterId: "", transporterName: "", distanceKm: "", mode: "road" },
    saved: invoice.transport,
    save: save.mutateAsync,
    savedMessage: "Transport details saved",
  });
  const field = { control: form.control, autoComplete: "off" } as const;

  return (
    <form noValidate onSubmit={submit} aria-label="Transport details" className={DETAIL_FORM}>
      <fieldset className="col-span-2 flex items-center gap-3 text-xs">
        <legend className="sr-only">Mode</legend>
        <span className="font-medium text-slate-700">Mode</span>
        {TRANSPORT_MODES.map((mode) => (
          <label key={mode} className="inline-flex items-center gap-1">
            <input type="radio" value={mode} {...form.register("mode")} />
            {MODE_LABEL[mode]}
          </label>
        ))}
      </fieldset>
      <TextField {...field} name="vehicleNo" label="Vehicle number" placeholder="KA01AB1234" />
      <TextField
        {...field}
        name="distanceKm"
        label="Distance (km)"
        inputMode="numeric"
        hint="0: the portal works it out"
      />
      <TextField {...field} name="transporterName" label="Transporter name" />
      <TextField {...field} name="transporterId" label="Transporter ID" placeholder="GSTIN or TRANSIN" />
      <DetailFormFoot
        failure={failure}
        submitting={form.formState.isSubmitting}
        label="Save transport details"
      />
    </form>
  );
}
