import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatCents,
  PAYMENT_MODES,
  type PaymentMode,
  parseDecimal,
  TDS_SECTIONS,
  toCents,
  todayInIndia,
  ZCreatePaymentInput,
} from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { DateFormField } from "../../ui/date-field";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";

export const MODE_LABELS: Record<PaymentMode, string> = {
  cash: "Cash",
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  card: "Card",
};

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

const FIELD = "min-h-[76px]";

const SECTION_OPTIONS = TDS_SECTIONS.map((section) => ({
  value: section,
  label: section === "other" ? "Other section" : `Section ${section}`,
}));

const paiseOf = (text: string): bigint | null => {
  const d = parseDecimal(text);
  return d && d.m >= 0 ? BigInt(toCents(d)) : null;
};

/**
 * The TDS on the balance at `rate` percent, rounded to the rupee as Income-tax Act section 288B rounds it,
 * and the net that leaves: what the form fills in when the rate is typed (the clerk may change both).
 */
export function splitTds(balance: string, rate: string): { tds: string; net: string } | null {
  const gross = paiseOf(balance);
  const percent = paiseOf(rate);
  if (gross === null || percent === null || percent === 0n) return null;
  const paise = (gross * percent) / 10000n;
  const rupeesRounded = ((paise + 50n) / 100n) * 100n;
  if (rupeesRounded <= 0n || rupeesRounded >= gross) return null;
  return { tds: formatCents(rupeesRounded), net: formatCents(gross - rupeesRounded) };
}

/**
 * Date, amount (the balance, to start with), mode and reference, checked with the shared payment schema;
 * the server then checks the amount against the balance and the date against the invoice's.
 */
export function RecordPaymentForm({
  invoiceId,
  balance,
  onRecorded,
}: {
  invoiceId: string;
  balance: string;
  onRecorded: () => void;
}) {
  const utils = trpc.useUtils();
  const record = trpc.payments.record.useMutation();
  const defaults = {
    invoiceId,
    date: todayInIndia(),
    amount: balance,
    mode: "cash" as PaymentMode,
    reference: "",
  };
  const [withTds, setWithTds] = useState(false);
  const { control, handleSubmit, setError, reset, setValue, getValues, watch } = useForm({
    resolver: zodResolver(ZCreatePaymentInput),
    mode: "onTouched",
    defaultValues: { ...defaults, tds: { section: "194C" as const, rate: "", amount: "" } },
    // The TDS fields count only while shown: unticked, the payment has none.
    shouldUnregister: true,
  });
  const [net, tdsAmount] = watch(["amount", "tds.amount"]);
  const netPaise = paiseOf(String(net ?? ""));
  const tdsPaise = withTds ? paiseOf(String(tdsAmount ?? "")) : 0n;
  const gross = netPaise !== null && tdsPaise !== null ? formatCents(netPaise + tdsPaise) : null;
  const fillFromRate = () => {
    const split = splitTds(balance, String(getValues("tds.rate") ?? ""));
    if (!split) return;
    setValue("tds.amount", split.tds, { shouldValidate: true });
    setValue("amount", split.net, { shouldValidate: true });
  };
  const field = { control, containerClassName: FIELD };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const payment = await record.mutateAsync(values);
      toastSuccess(`Payment ${payment.number} recorded`);
    } catch (error) {
      if (
        !showFieldErrors(
          error,
          ["date", "amount", "mode", "reference", "tds.section", "tds.rate", "tds.amount"],
          setError,
        )
      )
        toastError(serverMessage(error));
      return;
    }
    await Promise.all([utils.payments.invalidate(), utils.invoices.invalidate()]);
    reset();
    setWithTds(false);
    onRecorded();
  });

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} aria-label="Record payment">
      {/* Registered, so shouldUnregister keeps it in the values. */}
      <input type="hidden" {...control.register("invoiceId")} />
      <div className="grid grid-cols-2 gap-x-4">
        <TextField
          {...field}
          name="amount"
          label={withTds ? "Net received (₹)" : "Amount (₹)"}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
        />
        <DateFormField {...field} name="date" label="Date" />
        <SelectField {...field} name="mode" label="Mode" options={MODE_OPTIONS} />
        <TextField
          {...field}
          name="reference"
          label="Reference (cheque no, UTR)"
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <label className="mb-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          // Enter from the reference goes on to Record payment; Tab still reaches the tick.
          data-enter-skip=""
          checked={withTds}
          onChange={(e) => setWithTds(e.target.checked)}
        />
        The customer deducted TDS
      </label>
      {withTds && (
        <fieldset className="grid grid-cols-3 gap-x-4" aria-label="TDS deducted">
          <SelectField {...field} name="tds.section" label="TDS section" options={SECTION_OPTIONS} />
          <TextField
            {...field}
            name="tds.rate"
            label="TDS rate (%)"
            inputMode="decimal"
            autoComplete="off"
            rules={{ onBlur: fillFromRate }}
          />
          <TextField
            {...field}
            name="tds.amount"
            label="TDS amount (₹)"
            inputMode="decimal"
            autoComplete="off"
          />
        </fieldset>
      )}
      <div className="flex items-center justify-end gap-4">
        {withTds && gross && (
          <p className="text-sm text-slate-600" data-testid="payment-gross">
            Gross {gross} = net received + TDS
          </p>
        )}
        <Button type="submit" loading={record.isPending}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
