import { gstChargesFor } from "@kerf/core";
import type { MaterialRecord } from "./settings-records";

// The material dialog's form logic, apart from its screen: what it starts with, and the GST charges it
// shows while the user types.

export type MaterialFormValues = {
  materialName: string;
  materialRate: string;
  cuttingRate: string;
  materialGst: string;
  materialWastage: string;
  gstCharges: string;
  hsnCode: string;
  /** Issue 29: toughened glass, whose holes the order page checks; its thickness in mm ("" unknown). */
  toughened: boolean;
  thicknessMm: string;
};

export const EMPTY: MaterialFormValues = {
  materialName: "",
  materialRate: "",
  cuttingRate: "",
  materialGst: "",
  materialWastage: "",
  gstCharges: "",
  hsnCode: "",
  toughened: false,
  thicknessMm: "",
};

export const FIELDS = Object.keys(EMPTY) as (keyof MaterialFormValues)[];

export function valuesOf(material: MaterialRecord | null): MaterialFormValues {
  if (!material) return EMPTY;
  const { materialName, materialRate, cuttingRate, materialGst, materialWastage, gstCharges } = material;
  return {
    materialName,
    materialRate,
    cuttingRate,
    materialGst,
    materialWastage,
    gstCharges,
    hsnCode: material.hsnCode ?? "",
    toughened: material.toughened,
    thicknessMm: material.thicknessMm ?? "",
  };
}

/** What the user sees while typing; blank until both figures read as numbers (pricing.md). */
export function derivedGstCharges(rate: string, gst: string): string {
  if (!rate.trim() || !gst.trim()) return "";
  try {
    return gstChargesFor(rate.trim(), gst.trim());
  } catch {
    return "";
  }
}
