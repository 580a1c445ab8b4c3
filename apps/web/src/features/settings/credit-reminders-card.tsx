import { type GeneralSettingsRecord, MAX_CREDIT_DAYS } from "@kerf/core";
import { useEffect, useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { SettingsCard } from "./settings-card";

const INPUT =
  "h-9 rounded-md border border-slate-300 px-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none";

/** "0, 7, 15" as whole days, or null when a part is not one. */
function parseDays(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const days = parts.map(Number);
  return days.every((d) => Number.isInteger(d) && d >= 0 && d <= MAX_CREDIT_DAYS) ? days : null;
}

/**
 * Credit terms and payment reminders (issue 31): the company's default credit days, and the reminder
 * plan (on or off, the days after the due date a reminder goes).
 */
export function CreditRemindersCard({ settings }: { settings: GeneralSettingsRecord }) {
  const utils = trpc.useUtils();
  const plan = trpc.settings.reminders.get.useQuery();
  const savePlan = trpc.settings.reminders.set.useMutation();
  const saveGeneral = trpc.settings.general.save.useMutation();
  const [creditDays, setCreditDays] = useState(String(settings.creditDays));
  const [enabled, setEnabled] = useState(true);
  const [days, setDays] = useState("0, 7, 15");
  useEffect(() => {
    if (plan.data) {
      setEnabled(plan.data.enabled);
      setDays(plan.data.days.join(", "));
    }
  }, [plan.data]);

  const onSave = async () => {
    const credit = Number(creditDays.trim());
    const parsed = parseDays(days);
    if (!(Number.isInteger(credit) && credit >= 0 && credit <= MAX_CREDIT_DAYS) || creditDays.trim() === "") {
      toastError(`Credit days must be a whole number from 0 to ${MAX_CREDIT_DAYS}`);
      return;
    }
    if (!parsed) {
      toastError(`Reminder days must be whole numbers from 0 to ${MAX_CREDIT_DAYS}, like 0, 7, 15`);
      return;
    }
    try {
      if (credit !== settings.creditDays) {
        const { commonSetting, pricingSettings, dateFormat } = settings;
        const saved = await saveGeneral.mutateAsync({
          commonSetting,
          pricingSettings,
          dateFormat,
          creditDays: credit,
        });
        utils.settings.general.get.setData(undefined, saved);
      }
      utils.settings.reminders.get.setData(undefined, await savePlan.mutateAsync({ enabled, days: parsed }));
      toastSuccess("Credit terms and reminders saved");
    } catch (error) {
      toastError(serverMessage(error));
    }
  };

  return (
    <SettingsCard
      title="Credit terms and reminders"
      description="When invoices fall due, and when customers are reminded of what they owe (by e-mail, and in the To remind today list on Receivables)."
      actions={
        <Button size="sm" onClick={() => void onSave()} loading={savePlan.isPending || saveGeneral.isPending}>
          Save terms
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-6 px-5 py-4 text-sm text-slate-700">
        <label className="flex flex-col gap-1">
          Default credit days
          <input
            aria-label="Default credit days"
            inputMode="numeric"
            maxLength={3}
            value={creditDays}
            onChange={(e) => setCreditDays(e.target.value)}
            className={`${INPUT} w-24`}
          />
        </label>
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            className="size-4"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          Send payment reminders
        </label>
        <label className="flex flex-col gap-1">
          Days after the due date
          <input
            aria-label="Reminder days"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className={`${INPUT} w-40`}
          />
        </label>
      </div>
    </SettingsCard>
  );
}
