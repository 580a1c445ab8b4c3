import { type InvoiceRecord, TRANSPORT_MODES, type TransportMode } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";
import { useInvoiceDetailForm } from "./use-invoice-detail-form";

const MODE_LABEL: Record<TransportMode, string> = { road: "Road", rail: "Rail", air: "Air", ship: "Ship" };

/** The e-way bill's transport details of an invoice; they print on its transport sheet too. */
export function TransportForm({ invoice }: { invoice: InvoiceRecord }) {
  const save = trpc.gst.saveTransport.useMutation();
  const t = invoice.transport;
  const { values, set, errors, failure, submit } = useInvoiceDetailForm(
    invoice.id,
    {
      vehicleNo: t?.vehicleNo ?? "",
      transporterId: t?.transporterId ?? "",
      transporterName: t?.transporterName ?? "",
      distanceKm: t ? String(t.distanceKm) : "",
      mode: t?.mode ?? ("road" as TransportMode),
    },
    (v) => save.mutateAsync({ id: invoice.id, ...v, distanceKm: v.distanceKm.trim() as never }),
    "Transport details saved",
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Transport details"
      className="grid grid-cols-2 gap-x-3 gap-y-1.5"
    >
      <fieldset className="col-span-2 flex items-center gap-3 text-xs">
        <legend className="sr-only">Mode</legend>
        <span className="font-medium text-slate-700">Mode</span>
        {TRANSPORT_MODES.map((mode) => (
          <label key={mode} className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={values.mode === mode}
              onChange={set("mode")}
            />
            {MODE_LABEL[mode]}
          </label>
        ))}
      </fieldset>
      <FormInput
        label="Vehicle number"
        autoComplete="off"
        placeholder="KA01AB1234"
        value={values.vehicleNo}
        onChange={set("vehicleNo")}
        error={errors.vehicleNo}
      />
      <FormInput
        label="Distance (km)"
        inputMode="numeric"
        autoComplete="off"
        value={values.distanceKm}
        onChange={set("distanceKm")}
        error={errors.distanceKm}
        hint="0: the portal works it out"
      />
      <FormInput
        label="Transporter name"
        autoComplete="off"
        value={values.transporterName}
        onChange={set("transporterName")}
        error={errors.transporterName}
      />
      <FormInput
        label="Transporter ID"
        autoComplete="off"
        placeholder="GSTIN or TRANSIN"
        value={values.transporterId}
        onChange={set("transporterId")}
        error={errors.transporterId}
      />
      <div className="col-span-2 flex items-center justify-end gap-2">
        <FormError message={failure} />
        <Button type="submit" size="sm" loading={save.isPending}>
          Save transport details
        </Button>
      </div>
    </form>
  );
}
