import { buildPricingContext, type PricingContext } from "@kerf/core";
import type { EdgeProfilesList, ExtraDraft, GeneralSettingsRecord, MaterialRecord } from "./order-types";

export type Option = { label: string; value: string };

/** Everything a price depends on, read once from the company's settings, as priceQuote takes it. */
export type PricingSetup = PricingContext & {
  /** A saved profile's area inputs with their catalogue defaults, by profile name. */
  profileExtras: ReadonlyMap<string, readonly ExtraDraft[]>;
  materialOptions: Option[];
  profileOptions: Option[];
  /** The nine selections with the company's labels and their side counts. */
  selections: readonly { value: string; label: string; lengths: number; widths: number }[];
};

/** edgeSelection7 -> 7: the picker's keys 1-9 are these numbers. */
const selectionNumber = (value: string) => Number(value.replace("edgeSelection", ""));

export function buildPricingSetup(
  general: GeneralSettingsRecord,
  materials: readonly MaterialRecord[],
  edge: EdgeProfilesList,
  supplierGstin: string | null | undefined,
  registeredForGst = true,
): PricingSetup {
  return {
    ...buildPricingContext({
      general,
      materials,
      edgeProfiles: edge.edgeProfiles,
      edgeSelections: edge.edgeSelections,
      supplierGstin,
      registeredForGst,
    }),
    profileExtras: new Map(
      edge.edgeProfiles.map((p) => [
        p.edgeProfileName,
        p.areaInputsArr.map((a) => ({ label: a.label, value: String(a.value) })),
      ]),
    ),
    materialOptions: materials.map((m) => ({ label: m.materialName, value: m.materialName })),
    profileOptions: edge.edgeProfiles.map((p) => ({ label: p.edgeProfileName, value: p.edgeProfileName })),
    selections: edge.edgeSelections
      .map((s) => ({ value: s.value, label: s.label, lengths: s.lengths, widths: s.widths }))
      .sort((a, b) => selectionNumber(a.value) - selectionNumber(b.value)),
  };
}
