import type { DateFormat } from "./enums";

/** The cutting rate's two units; ZCuttingRateType (entities/general-settings) accepts exactly these. */
export const MEASUREMENT_UNIT_OPTIONS = [
  { id: 1, label: "Running Foot", value: "runningFt" },
  { id: 2, label: "Square Foot", value: "sqFt" },
] as const;
export type MeasurementUnitOption = (typeof MEASUREMENT_UNIT_OPTIONS)[number];
export type CuttingRateTypeValue = MeasurementUnitOption["value"];

export const DEFAULT_DATE_FORMAT: DateFormat = "DD-MM-YYYY";
