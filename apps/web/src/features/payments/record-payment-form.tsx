import { zodResolver } from "@hookform/resolvers/zod";
import { PAYMENT_MODES, type PaymentMode, todayInIndia, ZCreatePaymentInput } from "@kerf/core";
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
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZCreatePaymentInput),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const field = { control, containerClassName: FIELD };

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
    <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} aria-label="Record payment">
      <div className="grid grid-cols-2 gap-x-4">
        <TextField
          {...field}
          name="amount"
          label="Amount (₹)"
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
      <div className="flex justify-end">
        <Button type="submit" loading={record.isPending}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
