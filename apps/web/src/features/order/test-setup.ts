import {
  buildOrderPricing,
  DEFAULT_COMMON_SETTING,
  EDGE_SELECTIONS,
  MEASUREMENT_UNIT_OPTIONS,
  type OperationRateInput,
  type Unit,
} from "@kerf/core";
import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import type { LineDraft } from "./order-types";
import { type PricingSetup, pricingSetupFrom } from "./pricing-setup";

// Unit tests' company: the settings, materials and edge profiles of pricing-examples.json.

type Example = (typeof examples)[number];

export function exampleNamed(name: string): Example {
  const found = examples.find((e) => e.name === name);
  if (!found) throw new Error(`No example "${name}"`);
  return found;
}

/** The example's company as orders.get ships it to the order page; `inputs` gives a profile its area inputs. */
export function setupFor(
  example: Example,
  inputs: Record<string, { label: string; value: number }[]> = {},
): PricingSetup {
  const s = example.input.settings;
  return pricingSetupFrom(
    buildOrderPricing({
      general: {
        commonSetting: {
          ...DEFAULT_COMMON_SETTING,
          cuttingRateType: MEASUREMENT_UNIT_OPTIONS.find((o) => o.value === s.cuttingRateType)!,
          gstOnCuttingRate: s.gstOnCuttingRate,
          isAddExtraMaterialInRate: s.isAddExtraMaterialInRate,
        },
        pricingSettings: {
          unit: s.unit as Unit,
          roundingStep: String(s.roundingStep),
          minAreaPerPiece: String(s.minAreaPerPiece),
        },
      },
      // The examples name a material's thickness as the pricing input does; the catalogue calls it thicknessMm.
      materials: example.input.materials.map((m) => {
        const { thickness, ...rest } = m as typeof m & { thickness?: string; toughened?: boolean };
        return thickness
          ? { ...rest, thicknessMm: thickness, toughened: rest.materialName.startsWith("Toughened") }
          : rest;
      }),
      operations: (example.input as { operations?: OperationRateInput[] }).operations,
      holeOperations: ["Hole", "Countersunk hole"],
      edgeProfiles: example.input.edgeProfiles.map((p) => ({
        ...p,
        areaInputsArr: inputs[p.edgeProfileName] ?? [],
      })),
      edgeSelections: EDGE_SELECTIONS,
      supplierGstin: (example.input as { supplierGstin?: string }).supplierGstin ?? null,
    }),
  );
}

/** An example's line as the clerk would have typed it into the cells. */
export function draftOf(line: Example["input"]["lines"][number]): LineDraft {
  return {
    width: String(line.widthForDisplay),
    length: String(line.lengthForDisplay),
    quantity: String(line.quantity),
    materialType: line.materialType,
    edgeSelection: line.edgeSelection ?? "",
    edgeProfile: line.edgeProfile ?? "",
    extras: (line.areaExtras ?? []).map((e) => ({ label: e.label, value: String(e.value) })),
    multiplier: String(line.multiplier),
    operations: (
      (line as { operations?: { operation: string; count: number; size?: string }[] }).operations ?? []
    ).map((o) => ({
      name: o.operation,
      count: String(o.count),
      size: o.size ?? "",
      edgeDistance: "",
      cornerDistance: "",
    })),
    note: "",
  };
}

/** The mixed example's company, with area inputs for two of its profiles: A for Bevel 10mm, A and B for Half Round. */
export function mixedWithAreaInputs() {
  const mixed = exampleNamed("a mixed quote over one lakh");
  const setup = setupFor(mixed, {
    "Bevel 10mm": [{ label: "A", value: 1 }],
    "Half Round": [
      { label: "A", value: 1 },
      { label: "B", value: 1 },
    ],
  });
  return { mixed, setup };
}
