import type { TGeneralSettings } from "@kerf/core";
import { useState } from "react";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";
import { CreditRemindersCard } from "./credit-reminders-card";
import { DocumentSettingsCard } from "./document-settings-card";
import { GeneralSettingsForm } from "./general-settings-form";
import type { GeneralSettingsRecord } from "./settings-records";

/** /settings/general: pricing options, units, date format and the order page's columns. */
export function GeneralSettingsPage() {
  useHeaderTitle("GENERAL", "General settings");
  const utils = trpc.useUtils();
  const settings = trpc.settings.general.get.useQuery(undefined, { refetchOnMount: "always" });
  const save = trpc.settings.general.save.useMutation();
  const restore = trpc.settings.general.reset.useMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** A unit switch that would reread open orders, waiting for the user's answer. */
  const [unitSwitch, setUnitSwitch] = useState<{ values: TGeneralSettings; orders: string } | null>(null);

  /** What the server answered becomes the form's saved state, and every page's (one cache). */
  const adopt = (saved: GeneralSettingsRecord) => utils.settings.general.get.setData(undefined, saved);

  const onSave = async (values: TGeneralSettings) => {
    setUnitSwitch(null);
    try {
      adopt(await save.mutateAsync(values));
      toastSuccess("Settings saved");
    } catch (error) {
      const orders = serverFieldErrors(error).confirmUnitChange;
      if (orders) setUnitSwitch({ values, orders });
      else toastError(serverMessage(error));
    }
  };

  const onRestore = async () => {
    try {
      adopt(await restore.mutateAsync());
      toastSuccess("Default settings restored");
    } catch (error) {
      toastError(serverMessage(error));
    }
    setConfirmOpen(false);
  };

  if (settings.isPending) return <LoadingBlock label="Loading settings" className="min-h-80" />;
  if (!settings.data) {
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow-card ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">The settings could not be loaded.</p>
        <button
          type="button"
          onClick={() => void settings.refetch()}
          className="mt-3 text-sm font-medium text-brand-700 hover:underline"
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <>
      <GeneralSettingsForm
        saved={settings.data}
        saving={save.isPending}
        restoring={restore.isPending}
        onSave={(values) => void onSave(values)}
        onRestoreDefaults={() => setConfirmOpen(true)}
      />
      <DocumentSettingsCard />
      <CreditRemindersCard settings={settings.data} />
      <ConfirmDialog
        open={unitSwitch !== null}
        message={unitSwitchQuestion(unitSwitch)}
        confirmLabel="Switch and reprice"
        tone="danger"
        busy={save.isPending}
        onConfirm={() => unitSwitch && void onSave({ ...unitSwitch.values, confirmUnitChange: true })}
        onCancel={() => setUnitSwitch(null)}
      />
      <ConfirmDialog
        open={confirmOpen}
        message="Restore the default settings? Every option on this page goes back to how a new company starts."
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => void onRestore()}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}

function unitSwitchQuestion(pending: { values: TGeneralSettings; orders: string } | null): string {
  if (!pending) return "";
  const to = pending.values.pricingSettings.unit === "mm" ? "millimetres" : "inches";
  const from = to === "millimetres" ? "inches" : "millimetres";
  const orders =
    pending.orders === "1" ? "1 open order has its sizes" : `${pending.orders} open orders have their sizes`;
  return `${orders} typed in ${from}. Switching to ${to} reads those sizes as ${to} and reprices the orders. Issued invoices do not change. Switch anyway?`;
}
