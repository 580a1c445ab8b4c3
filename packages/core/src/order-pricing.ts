import type { EdgeProfileRecord } from "./entities/edge-profile";
import type { EdgeSelectionRecord } from "./entities/edge-selection";
import type { TCommonSetting } from "./entities/general-settings";
import { buildPricingContext, type PricingContext, type PricingSources } from "./pricing-context";
import type { EdgeProfileRateInput } from "./pricing-types";

type AreaInputs = EdgeProfileRecord["areaInputsArr"];
type SelectionShown = Pick<EdgeSelectionRecord, "value" | "label" | "lengths" | "widths">;

/**
 * What the order page prices and shows with, in the order's own answer (orders.get), so the page asks for
 * nothing else: the pricing context (the same the server priced the lines with), the grid's column
 * settings, each profile's area inputs and the nine selections' labels.
 */
export interface OrderPricing extends PricingContext {
  /** The grid's column-hide flags. */
  commonSetting: TCommonSetting;
  /** Each profile's rate and its area inputs (A, or A and B) with their catalogue defaults. */
  edgeProfiles: (EdgeProfileRateInput & { areaInputsArr: AreaInputs })[];
  /** The nine selections with the company's labels, by their number (the picker's keys 1-9). */
  edgeSelections: SelectionShown[];
  /**
   * What the tempering checks at entry read (issue 29 point 2): the toughened materials' names (their
   * thickness is the pricing's), and the operations that are round holes, by name.
   */
  toughenedMaterials: string[];
  holeOperations: string[];
}

/** The settings and catalogues the order page is built from: the pricing context's, with what it shows. */
export interface OrderPricingSources extends PricingSources {
  edgeProfiles: readonly Pick<EdgeProfileRecord, "edgeProfileName" | "edgeProfileRate" | "areaInputsArr">[];
  edgeSelections: readonly SelectionShown[];
  materials: readonly (PricingSources["materials"][number] & { toughened?: boolean })[];
  /** The catalogue's round holes by name (the rest of the operation is the pricing's). */
  holeOperations?: readonly string[];
}

/** edgeSelection7 -> 7. */
const selectionNumber = (value: string) => Number(value.replace("edgeSelection", ""));

/** The one place a company's settings and catalogues become what the order page works with. */
export function buildOrderPricing(sources: OrderPricingSources): OrderPricing {
  const context = buildPricingContext(sources);
  return {
    ...context,
    commonSetting: sources.general.commonSetting,
    edgeProfiles: context.edgeProfiles.map((profile, i) => ({
      ...profile,
      areaInputsArr: sources.edgeProfiles[i]!.areaInputsArr.map((a) => ({ label: a.label, value: a.value })),
    })),
    edgeSelections: sources.edgeSelections
      .map((s) => ({ value: s.value, label: s.label, lengths: s.lengths, widths: s.widths }))
      .sort((a, b) => selectionNumber(a.value) - selectionNumber(b.value)),
    toughenedMaterials: sources.materials.filter((m) => m.toughened).map((m) => m.materialName),
    holeOperations: [...(sources.holeOperations ?? [])],
  };
}
