import { zodResolver } from "@hookform/resolvers/zod";
import { billingStateOf, type SupplyTax, stateLabel, statesOfPin, ZQuoteHeader } from "@kerf/core";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch } from "react-hook-form";
import { cx } from "../../lib/cx";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { useOnline } from "../../lib/use-online";
import { DateFormField } from "../../ui/date-field";
import { GSTIN_INPUT, PHONE_INPUT } from "../../ui/field-presets";
import { ChevronDownIcon } from "../../ui/icons";
import { TextField } from "../../ui/text-field";
import { CreditTermsRow } from "./credit-terms-row";
import { PriceListRow } from "./price-list-row";
import { SaveBadge } from "./save-badge";
import { StateField, SupplyRow, supplyOf } from "./supply-fields";
import type { HeaderAutosave, HeaderValues } from "./use-header-autosave";

const HEADER_STATUS = {
  saved: { tone: "ok", text: "Saved" },
  pending: { tone: "busy", text: "Saving…" },
  saving: { tone: "busy", text: "Saving…" },
  invalid: { tone: "warn", text: "Not saved — fill in the required fields" },
  retrying: { tone: "bad", text: "Not saved — retrying" },
} as const;

const PIN = { inputMode: "numeric", maxLength: 6 } as const;

/** The header's fields by the names the form shows them with: what "Not saved" says is missing or wrong. */
const FIELD_LABELS: Record<string, string> = {
  customer_name: "Customer name",
  date: "Date",
  phone_no: "Phone",
  email_id: "Email",
  gst_no: "GSTIN",
  billing_address: "Billing address",
  shipping_address: "Shipping address",
  billing_city: "Billing city",
  billing_pin: "Billing PIN",
  billing_state: "Billing state",
  shipping_city: "Shipping city",
  shipping_pin: "Shipping PIN",
  shipping_state: "Shipping state",
  sez_supply: "SEZ unit or developer",
};

/** "Not saved — check Customer name, Billing PIN": the fields the schema refuses, in the form's order. */
export function notSavedText(values: unknown): string {
  const parsed = ZQuoteHeader.safeParse(values);
  if (parsed.success) return HEADER_STATUS.invalid.text;
  const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")))]
    .sort((a, b) => Object.keys(FIELD_LABELS).indexOf(a) - Object.keys(FIELD_LABELS).indexOf(b))
    .map((name) => FIELD_LABELS[name] ?? name)
    .filter(Boolean);
  return names.length > 0 ? `Not saved — check ${names.join(", ")}` : HEADER_STATUS.invalid.text;
}

/**
 * The quote header (portal-spec section 5): saved by itself as soon as it is valid, so there is no
 * Save button. Collapsed it is one line of what matters; open it is the full form.
 */
export function QuoteHeaderPanel({
  autosave,
  initial,
  supplierGstin,
  onSupplyChange,
  customerId,
}: {
  /** The customer whose credit terms show under the form (issue 31); none: not shown. */
  customerId?: string;
  autosave: HeaderAutosave;
  initial: HeaderValues;
  supplierGstin: string | null;
  /** The header's place of supply as it is typed: CGST + SGST or IGST (or none) follows at once. */
  onSupplyChange: (supply: SupplyTax) => void;
}) {
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Closed at first: the pieces get the room; Alt+C (or the toggle) opens it in its first field.
  const [open, setOpen] = useState(false);
  const { state, change, flush } = autosave;
  const online = useOnline();
  const { control, getValues, setValue } = useForm<HeaderValues>({
    // The form holds text; the schema's output (a Date) is what the server makes of it.
    resolver: zodResolver(ZQuoteHeader) as never,
    mode: "onTouched",
    defaultValues: initial,
  });
  const values = useWatch({ control }) as HeaderValues;
  const lastJson = useRef(JSON.stringify(initial));

  useEffect(() => {
    onSupplyChange(supplyOf(supplierGstin, values));
    const json = JSON.stringify(values);
    if (json === lastJson.current) return;
    lastJson.current = json;
    change(getValues());
  }, [values, change, getValues, onSupplyChange, supplierGstin]);

  // A PIN typed in full suggests its address's state while none is chosen (the narrowest range's where
  // ranges overlap, as 403 is Goa's within Maharashtra's): the clerk sees it and can change it.
  const { billing_pin, shipping_pin } = values;
  useEffect(() => {
    for (const [pin, state] of [
      [billing_pin, "billing_state"],
      [shipping_pin, "shipping_state"],
    ] as const) {
      const suggested = statesOfPin(pin?.trim())[0];
      if (suggested && !getValues(state)) setValue(state, suggested, { shouldDirty: true });
    }
  }, [billing_pin, shipping_pin, getValues, setValue]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyC") {
        e.preventDefault();
        flushSync(() => setOpen(true));
        formRef.current?.querySelector("input")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Whatever is pending goes out when the page is hidden or left.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flush);
      void flush();
    };
  }, [flush]);

  const status =
    state.kind === "rejected"
      ? { tone: "bad" as const, text: `Not saved — ${state.message}` }
      : !online && (state.kind === "retrying" || state.kind === "saving" || state.kind === "pending")
        ? { tone: "warn" as const, text: "Offline — kept on this device; saved when back online" }
        : state.kind === "invalid"
          ? { tone: "warn" as const, text: notSavedText(values) }
          : HEADER_STATUS[state.kind];
  // Leaving a field saves at once (when the header is valid). The browser's autofill stays off: these
  // are the customer's details, not the user's own.
  const field = (containerClassName?: string) =>
    ({ control, rules: { onBlur: () => void flush() }, autoComplete: "off", containerClassName }) as const;
  const supply = { control, values, onBlur: () => void flush() };
  const pos = supplyOf(supplierGstin, values);
  const summary = [
    values.phone_no,
    values.gst_no && `GSTIN ${values.gst_no}`,
    values.billing_address,
    pos.code && `Place of supply ${stateLabel(pos.code)}`,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <section
      aria-label="Customer details"
      className="shrink-0 rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          title="Customer details (Alt+C)"
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded text-left"
        >
          <ChevronDownIcon className={cx("size-4 shrink-0 text-slate-400", !open && "-rotate-90")} />
          <span className="shrink-0 text-sm font-semibold text-slate-800">Customer details</span>
          {!open && (
            <span className="min-w-0 truncate text-sm text-slate-500">
              <span className="font-medium text-slate-700">{values.customer_name}</span>
              {summary && ` · ${summary}`}
            </span>
          )}
        </button>
        <SaveBadge tone={status.tone} text={status.text} testId="header-save-status" />
      </div>
      <form
        ref={formRef}
        id={panelId}
        hidden={!open}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        onKeyDown={enterMovesFocus}
        className="grid grid-cols-2 gap-x-3 md:grid-cols-12 gap-y-2 border-t border-slate-100 px-4 pt-2 pb-3"
      >
        <TextField {...field("md:col-span-3")} name="customer_name" label="Customer name" />
        <DateFormField
          control={control}
          name="date"
          label="Date"
          containerClassName="md:col-span-2"
          onBlur={flush}
        />
        <TextField {...PHONE_INPUT} {...field("md:col-span-2")} name="phone_no" label="Phone" />
        <TextField {...field("md:col-span-3")} name="email_id" label="Email" type="email" />
        <TextField {...field("md:col-span-2")} name="gst_no" label="GSTIN" {...GSTIN_INPUT} upperCase />
        <TextField
          {...field("col-span-2 md:col-span-6")}
          name="billing_address"
          label="Billing address"
          multiline
          rows={2}
        />
        <div className="relative col-span-2 md:col-span-6">
          <TextField {...field()} name="shipping_address" label="Shipping address" multiline rows={2} />
          <button
            type="button"
            tabIndex={-1}
            onClick={() => {
              const copy = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
              setValue("shipping_address", getValues("billing_address"), copy);
              setValue("shipping_city", getValues("billing_city"), copy);
              setValue("shipping_pin", getValues("billing_pin"), copy);
              setValue("shipping_state", supplyStateOfBilling(getValues()), copy);
            }}
            className="absolute top-0 right-0 text-xs font-medium text-brand-700 hover:underline"
          >
            Same as billing
          </button>
        </div>
        {/* After both addresses: Tab from the billing address still lands on the shipping address. */}
        <TextField {...field("md:col-span-2")} name="billing_city" label="Billing city" />
        <TextField {...field("md:col-span-2")} name="billing_pin" label="Billing PIN" {...PIN} />
        <StateField side="billing" {...supply} />
        <TextField {...field("md:col-span-2")} name="shipping_city" label="Shipping city" />
        <TextField {...field("md:col-span-2")} name="shipping_pin" label="Shipping PIN" {...PIN} />
        <StateField side="shipping" {...supply} />
        <SupplyRow {...supply} supplierGstin={supplierGstin} />
      </form>
      {open && customerId && <CreditTermsRow customerId={customerId} />}
      {customerId && <PriceListRow customerId={customerId} open={open} />}
    </section>
  );
}

/** The billing address's state as the shipping one when the addresses are the same (a GSTIN's first). */
function supplyStateOfBilling(values: HeaderValues): string {
  return billingStateOf({ ...values, gst_no: values.gst_no.trim().toUpperCase() }) ?? values.billing_state;
}
