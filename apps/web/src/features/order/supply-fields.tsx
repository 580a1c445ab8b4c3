import {
  GST_STATES,
  isValidGstin,
  type PlaceOfSupply,
  pinStateProblems,
  placeOfSupply,
  SUPPLY_STATE_CODES,
  stateLabel,
} from "@kerf/core";
import type { Control } from "react-hook-form";
import { SelectField } from "../../ui/select-field";
import type { HeaderValues } from "./use-header-autosave";

/** Today's states by name, so a typed "ka" jumps to Karnataka in the browser's own list. */
const STATE_OPTIONS = [...SUPPLY_STATE_CODES]
  .sort((a, b) => (GST_STATES[a] ?? "").localeCompare(GST_STATES[b] ?? ""))
  .map((code) => ({ value: code, label: stateLabel(code) }));

const SEZ_OPTIONS = [
  { value: "with_payment", label: "SEZ, with payment of IGST" },
  { value: "without_payment", label: "SEZ, without payment (LUT or bond)" },
];

/** The header as the place of supply reads it: a GSTIN only once it is a valid one. */
export function supplyOf(supplierGstin: string | null, values: HeaderValues): PlaceOfSupply {
  const gstin = values.gst_no.trim().toUpperCase();
  return placeOfSupply(supplierGstin, { ...values, gst_no: isValidGstin(gstin) ? gstin : null });
}

function taxText(pos: PlaceOfSupply, registered: boolean): string {
  if (!registered) return "no GST (the company has no GSTIN)";
  if (pos.withoutTax) return "zero-rated: no GST (SEZ under LUT or bond)";
  return pos.interState ? "IGST" : "CGST + SGST";
}

const BASIS = {
  gstin: "the customer's GSTIN",
  delivery: "the shipping address",
  counter: "collected at the shop",
  company: "the shop's state, until a shipping state is chosen",
} as const;

type Binding = { control: Control<HeaderValues>; values: HeaderValues; onBlur: () => void };

/** An address's state: a select, or a registered customer's billing state read from its GSTIN. */
export function StateField({ control, values, onBlur, side }: Binding & { side: "billing" | "shipping" }) {
  const gstin = values.gst_no.trim().toUpperCase();
  const label = side === "billing" ? "Billing state" : "Shipping state";
  if (side === "billing" && isValidGstin(gstin)) {
    return (
      <p className="flex flex-col md:col-span-2 gap-1 text-xs font-medium text-slate-700">
        {label}
        <span className="flex h-9 items-center text-sm font-normal text-slate-600">
          {stateLabel(gstin.slice(0, 2))}, the GSTIN's
        </span>
      </p>
    );
  }
  return (
    <SelectField
      control={control}
      name={`${side}_state`}
      label={label}
      containerClassName="md:col-span-2"
      options={STATE_OPTIONS}
      placeholder="Choose a state"
      onBlur={onBlur}
    />
  );
}

/**
 * Where the supply is taxed (IGST Act sec. 10): the counter switch and the SEZ choice, with the place
 * of supply the header gives and any PIN that lies outside its address's state.
 */
export function SupplyRow({
  control,
  values,
  onBlur,
  supplierGstin,
}: Binding & { supplierGstin: string | null }) {
  const pos = supplyOf(supplierGstin, values);
  const gstin = values.gst_no.trim().toUpperCase();
  const warnings = Object.values(pinStateProblems({ ...values, gst_no: isValidGstin(gstin) ? gstin : null }));
  return (
    <>
      <label className="col-span-2 md:col-span-3 flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
        <input type="checkbox" {...control.register("collected_at_shop", { onBlur })} className="size-4" />
        Collected at the shop
      </label>
      {/* A supply to an SEZ is zero-rated under IGST (IGST Act sec. 16): nothing to ask a shop outside GST. */}
      {supplierGstin && (
        <SelectField
          control={control}
          name="sez_supply"
          label="SEZ unit or developer"
          containerClassName="col-span-2 md:col-span-3"
          options={SEZ_OPTIONS}
          placeholder="Not an SEZ"
          onBlur={onBlur}
        />
      )}
      <div
        className="col-span-2 md:col-span-6 self-end pb-2 text-sm text-slate-700"
        data-testid="place-of-supply"
      >
        Place of supply: <span className="font-medium">{pos.code ? stateLabel(pos.code) : "—"}</span>
        <span className="text-slate-500">
          {" "}
          ({BASIS[pos.basis]}) · {taxText(pos, Boolean(supplierGstin))}
        </span>
        {warnings.map((warning) => (
          <p key={warning} role="status" className="text-xs text-amber-700">
            {warning}
          </p>
        ))}
      </div>
    </>
  );
}
