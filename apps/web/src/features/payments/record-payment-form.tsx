import { zodResolver } from "@hookform/resolvers/zod";
import { PAYMENT_MODES, type PaymentMode, todayInIndia, ZCreatePaymentInput } from "@kerf/core";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { DateField } from "../../ui/date-field";
import { FormInput } from "../../ui/form-input";

export const MODE_LABELS: Record<PaymentMode, string> = {
  cash: "Cash",
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  card: "Card",
};

const FIELD = "min-h-[76px]";

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
  const formId = useId();
  const dateFormat = useDateFormat();
  const utils = trpc.useUtils();
  const record = trpc.payments.record.useMutation();
  const defaults = {
    invoiceId,
    date: todayInIndia(),
    amount: balance,
    mode: "cash" as PaymentMode,
    reference: "",
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCreatePaymentInput), mode: "onTouched", defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const payment = await record.mutateAsync(values);
      toastSuccess(`Payment ${payment.number} recorded`);
    } catch (error) {
      if (!showFieldErrors(error, ["date", "amount", "mode", "reference"], setError))
        toastError(serverMessage(error));
      return;
    }
    await Promise.all([utils.payments.invalidate(), utils.invoices.invalidate()]);
    reset(defaults);
    onRecorded();
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} aria-label="Record payment">
      <div className="grid grid-cols-2 gap-x-4">
        <FormInput
          containerClassName={FIELD}
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          {...register("amount")}
          error={errors.amount?.message}
        />
        <Controller
          name="date"
          control={control}
          render={({ field }) => (
            <DateField
              containerClassName={FIELD}
              label="Date"
              format={dateFormat}
              name={field.name}
              inputRef={field.ref}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.date?.message}
            />
          )}
        />
        <div className={`flex flex-col gap-1 ${FIELD}`}>
          <label htmlFor={`${formId}-mode`} className="text-xs font-medium text-slate-700">
            Mode
          </label>
          <select
            id={`${formId}-mode`}
            {...register("mode")}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          >
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_LABELS[mode]}
              </option>
            ))}
          </select>
          {errors.mode?.message && <p className="text-xs text-red-600">{errors.mode.message}</p>}
        </div>
        <FormInput
          containerClassName={FIELD}
          label="Reference (cheque no, UTR)"
          autoComplete="off"
          maxLength={100}
          {...register("reference")}
          error={errors.reference?.message}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={record.isPending}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
