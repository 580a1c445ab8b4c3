import { MAX_CREDIT_DAYS } from "@kerf/core";
import { useEffect, useState } from "react";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/**
 * The customer's credit days (blank: the company's default) and whether it gets payment reminders
 * (issue 31): saved as each is left or switched. New days apply to the invoices made from now on.
 */
export function CreditTermsRow({ customerId }: { customerId: string }) {
  const canEdit = useCan("customers.write");
  const terms = trpc.customers.terms.useQuery({ id: customerId });
  const save = trpc.customers.setTerms.useMutation();
  const utils = trpc.useUtils();
  const [days, setDays] = useState("");
  const data = terms.data;
  useEffect(() => {
    if (data) setDays(data.creditDays === null ? "" : String(data.creditDays));
  }, [data]);
  if (!data) return null;

  const submit = async (input: { creditDays?: number | null; reminders?: boolean }) => {
    try {
      await save.mutateAsync({ _id: customerId, ...input });
    } catch (error) {
      toastError(serverMessage(error));
      return;
    }
    toastSuccess("Credit terms saved");
    await utils.customers.terms.invalidate({ id: customerId });
  };
  const saveDays = () => {
    const text = days.trim();
    const value = text === "" ? null : Number(text);
    if (value !== null && !(Number.isInteger(value) && value >= 0 && value <= MAX_CREDIT_DAYS)) {
      toastError(`Credit days must be a whole number from 0 to ${MAX_CREDIT_DAYS}`);
      return;
    }
    if (value !== data.creditDays) void submit({ creditDays: value });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1 border-t border-slate-100 px-4 py-2 text-sm">
      <label className="flex items-center gap-2 text-slate-700">
        Credit days
        <input
          aria-label="Credit days"
          inputMode="numeric"
          maxLength={3}
          disabled={!canEdit}
          placeholder={String(data.effectiveCreditDays)}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          onBlur={saveDays}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              saveDays();
            }
          }}
          className="h-8 w-16 rounded-md border border-slate-300 px-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none"
        />
        <span className="text-xs text-slate-500">
          {data.creditDays === null
            ? `company default (${data.effectiveCreditDays})`
            : "days after the invoice date"}
        </span>
      </label>
      <label className="flex items-center gap-2 text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          disabled={!canEdit}
          checked={data.reminders}
          onChange={(e) => void submit({ reminders: e.target.checked })}
        />
        Payment reminders
      </label>
    </div>
  );
}
