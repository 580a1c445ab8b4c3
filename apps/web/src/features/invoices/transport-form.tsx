import { type InvoiceRecord, TRANSPORT_MODES, type TransportMode, ZInvoiceTransportInput } from "@kerf/core";
import { useWatch } from "react-hook-form";
import { trpc } from "../../lib/trpc";
import { DateFormField } from "../../ui/date-field";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";
import { DETAIL_FORM, DetailFormFoot } from "./detail-form-foot";
import { useInvoiceDetailForm } from "./use-invoice-detail-form";

const MODE_LABEL: Record<TransportMode | "", string> = {
  road: "Road",
  rail: "Rail",
  air: "Air",
  ship: "Ship",
  "": "None (Part-A)",
};
const VEHICLE_TYPES = [
  { value: "regular", label: "Regular" },
  { value: "odc", label: "Over-dimensional cargo" },
];

/**
 * The e-way bill's transport details of an invoice; they print on its transport sheet too. By road the
 * vehicle, by rail, air or ship the transporter's document; with no mode a Part-A-only bill, which the
 * transporter (by its ID) completes.
 */
export function TransportForm({ invoice }: { invoice: InvoiceRecord }) {
  const save = trpc.gst.saveTransport.useMutation();
  const { form, failure, submit } = useInvoiceDetailForm({
    invoiceId: invoice.id,
    schema: ZInvoiceTransportInput,
    blank: {
      vehicleNo: "",
      vehicleType: "regular",
      transporterId: "",
      transporterName: "",
      transDocNo: "",
      transDocDate: "",
      distanceKm: "",
      mode: "road",
    },
    saved: invoice.transport,
    save: save.mutateAsync,
    savedMessage: "Transport details saved",
  });
  const field = { control: form.control, autoComplete: "off" } as const;
  const mode = String(useWatch({ control: form.control, name: "mode" }) ?? "");

  return (
    <form noValidate onSubmit={submit} aria-label="Transport details" className={DETAIL_FORM}>
      <fieldset className="col-span-2 flex items-center gap-3 text-xs">
        <legend className="sr-only">Mode</legend>
        <span className="font-medium text-slate-700">Mode</span>
        {[...TRANSPORT_MODES, ""].map((value) => (
          <label key={value} className="inline-flex items-center gap-1">
            <input type="radio" value={value} {...form.register("mode")} />
            {MODE_LABEL[value as TransportMode | ""]}
          </label>
        ))}
      </fieldset>
      {mode === "road" && (
        <>
          <TextField {...field} name="vehicleNo" label="Vehicle number" placeholder="KA01AB1234" />
          <SelectField
            control={form.control}
            name="vehicleType"
            label="Vehicle type"
            options={VEHICLE_TYPES}
          />
        </>
      )}
      {mode !== "" && mode !== "road" && (
        <>
          <TextField
            {...field}
            name="transDocNo"
            label="Transport document number"
            placeholder="RR, AWB or B/L"
          />
          <DateFormField control={form.control} name="transDocDate" label="Transport document date" />
        </>
      )}
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
