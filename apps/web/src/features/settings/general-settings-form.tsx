import { zodResolver } from "@hookform/resolvers/zod";
import {
  DATE_FORMAT_OPTIONS,
  formatDate,
  MEASUREMENT_UNIT_OPTIONS,
  type TGeneralSettings,
  UNIT_OPTIONS,
  ZGeneralSettings,
} from "@kerf/core";
import { useEffect, useId } from "react";
import { Controller, type FieldError, type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { Button } from "../../ui/button";
import { ResetIcon } from "../../ui/icons";
import { LeaveGuard } from "../../ui/leave-guard";
import { COLUMN_HIDE_OPTIONS } from "./column-hide-options";
import { CuttingGstWarning } from "./cutting-gst-warning";
import { SegmentedChoice } from "./segmented-choice";
import { SettingRow } from "./setting-row";
import { SettingSwitch } from "./setting-switch";
import { SettingsCard } from "./settings-card";
import type { GeneralSettingsRecord } from "./settings-records";

type GeneralFormInput = (typeof ZGeneralSettings)["_zod"]["input"];

const CUTTING_CHOICES = MEASUREMENT_UNIT_OPTIONS.map((o) => ({ label: o.label, value: o.value })).reverse();

export type GeneralSettingsFormProps = {
  /** What the server has; the form starts from it and returns to it after each save. */
  saved: GeneralSettingsRecord;
  saving: boolean;
  restoring: boolean;
  onSave: (values: TGeneralSettings) => void;
  onRestoreDefaults: () => void;
};

/** Every general setting (portal-spec section 3, pricing.md), saved as a whole with one button. */
export function GeneralSettingsForm({
  saved,
  saving,
  restoring,
  onSave,
  onRestoreDefaults,
}: GeneralSettingsFormProps) {
  const ids = {
    cutting: useId(),
    unit: useId(),
    dateFormat: useId(),
  };
  const { control, register, handleSubmit, reset, formState } = useForm<
    GeneralFormInput,
    unknown,
    TGeneralSettings
  >({
    resolver: zodResolver(ZGeneralSettings),
    mode: "onTouched",
    defaultValues: saved,
  });
  const { errors, isDirty } = formState;
  const gstOnCutting = useWatch({ control, name: "commonSetting.gstOnCuttingRate" });

  useEffect(() => reset(saved), [saved, reset]);

  return (
    <form
      noValidate
      aria-label="General settings"
      onSubmit={handleSubmit(onSave)}
      onKeyDown={enterMovesFocus}
    >
      <LeaveGuard
        dirty={isDirty && !saving}
        message="Leave without saving? Your changes to the general settings will be lost."
      />
      <div className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-white px-4 py-2.5 shadow-card ring-1 ring-slate-200 md:px-5">
        <p className="min-w-48 flex-1 text-xs text-slate-500">
          These settings price every new quote. Invoices already issued keep the figures they were made with.
        </p>
        {isDirty && <span className="text-xs font-medium text-amber-700">Unsaved changes</span>}
        <Button
          variant="secondary"
          icon={<ResetIcon className="size-3.5" />}
          onClick={onRestoreDefaults}
          loading={restoring}
          disabled={saving}
        >
          Restore defaults
        </Button>
        <Button type="submit" loading={saving} disabled={restoring}>
          Save
        </Button>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <SettingsCard title="Pricing" description="How each line's charges are worked out.">
            <Controller
              name="commonSetting.cuttingRateType"
              control={control}
              render={({ field, fieldState }) => (
                <SettingRow
                  label="Cutting rate charged by"
                  labelId={ids.cutting}
                  help="Square Foot: on each piece's area. Running Foot: on its perimeter."
                  error={fieldState.error?.message}
                >
                  <SegmentedChoice
                    labelledBy={ids.cutting}
                    options={CUTTING_CHOICES}
                    value={field.value?.value ?? null}
                    invalid={!!fieldState.error}
                    onBlur={field.onBlur}
                    onChange={(value) => {
                      const option = MEASUREMENT_UNIT_OPTIONS.find((o) => o.value === value);
                      field.onChange(option ? { ...option } : null);
                    }}
                  />
                </SettingRow>
              )}
            />
            <SettingSwitch
              control={control}
              name="commonSetting.gstOnCuttingRate"
              label="GST on cutting rate"
              help="Also charge GST on the cutting amount, not only on material and edges."
            />
            <CuttingGstWarning gstOnCutting={gstOnCutting} />
            <SettingSwitch
              control={control}
              name="commonSetting.isAddExtraMaterialInRate"
              label="Add wastage into the rate"
              help="Fold wastage % into the material rate instead of adding extra area."
            />
            <UnitSetting
              label="Minimum area per piece"
              help="Small pieces are charged at least this area. 0 = off."
              unit="sq ft"
              error={errors.pricingSettings?.minAreaPerPiece}
              {...register("pricingSettings.minAreaPerPiece")}
            />
          </SettingsCard>

          <SettingsCard title="Measurements and dates" description="How sizes are typed and dates are shown.">
            <Controller
              name="pricingSettings.unit"
              control={control}
              render={({ field, fieldState }) => (
                <SettingRow
                  label="Sizes typed in"
                  labelId={ids.unit}
                  help="Inches take eighths (12#4 = 12½); mm are converted to inches."
                  error={fieldState.error?.message}
                >
                  <SegmentedChoice
                    labelledBy={ids.unit}
                    options={UNIT_OPTIONS}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </SettingRow>
              )}
            />
            <UnitSetting
              label="Rounding step"
              help="Sizes round up to a multiple of this before pricing. 0 = none."
              unit="in"
              error={errors.pricingSettings?.roundingStep}
              {...register("pricingSettings.roundingStep")}
            />
            <Controller
              name="dateFormat"
              control={control}
              render={({ field, fieldState }) => (
                <SettingRow
                  label="Date format"
                  labelId={ids.dateFormat}
                  help={`On lists, quotes and invoices: today is ${formatDate(new Date(), field.value ?? "DD-MM-YYYY")}.`}
                  error={fieldState.error?.message}
                >
                  <SegmentedChoice
                    labelledBy={ids.dateFormat}
                    options={DATE_FORMAT_OPTIONS}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </SettingRow>
              )}
            />
          </SettingsCard>
        </div>

        <SettingsCard
          title="Order page columns"
          description="Hide the columns you do not use when entering pieces. Prices are the same either way."
        >
          {COLUMN_HIDE_OPTIONS.map((option) => (
            <SettingSwitch
              key={option.key}
              control={control}
              name={`commonSetting.${option.key}`}
              label={`Hide ${option.column} column`}
              help={option.shows}
            />
          ))}
        </SettingsCard>
      </div>
    </form>
  );
}

type UnitSettingProps = UseFormRegisterReturn & {
  label: string;
  help: string;
  /** Shown after the figure: "1 in". */
  unit: string;
  error: FieldError | undefined;
};

/** A setting that is a short figure with its unit after it, e.g. "1 in". */
function UnitSetting({ label, help, unit, error, ...field }: UnitSettingProps) {
  const labelId = useId();
  const invalid = !!error;
  return (
    <SettingRow label={label} labelId={labelId} help={help} error={error?.message}>
      <span className="flex items-center gap-2">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          className={`h-8 w-20 rounded-md border bg-white px-2.5 text-right text-sm tabular-nums shadow-xs focus:ring-2 focus:outline-none ${
            invalid
              ? "border-red-500 focus:ring-red-600/20"
              : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/20"
          }`}
          {...field}
        />
        <span className="w-8 text-xs text-slate-500">{unit}</span>
      </span>
    </SettingRow>
  );
}
