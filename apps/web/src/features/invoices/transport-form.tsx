import { type InvoiceRecord, TRANSPORT_MODES, type TransportMode } from "@kerf/core";
import { useState } from "react";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";

const MODE_LABEL: Record<TransportMode, string> = { road: "Road", rail: "Rail", air: "Air", ship: "Ship" };

/** The e-way bill's transport details of an invoice; they print on its transport sheet too. */
export function TransportForm({ invoice }: { invoice: InvoiceRecord }) {
  const utils = trpc.useUtils();
  const save = trpc.gst.saveTransport.useMutation();
  const t = invoice.transport;
  const [values, setValues] = useState({
    vehicleNo: t?.vehicleNo ?? "",
    transporterId: t?.transporterId ?? "",
    transporterName: t?.transporterName ?? "",
    distanceKm: t ? String(t.distanceKm) : "",
    mode: t?.mode ?? ("road" as TransportMode),
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
      await save.mutateAsync({ id: invoice.id, ...values, distanceKm: values.distanceKm.trim() as never });
      await utils.invoices.get.invalidate({ id: invoice.id });
      toastSuccess("Transport details saved");
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
