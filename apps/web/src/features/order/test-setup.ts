import { EDGE_SELECTIONS } from "@kerf/core";
import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import type { LineDraft } from "./order-types";
import { buildPricingSetup, type PricingSetup } from "./pricing-setup";

// Unit tests' company: the settings, materials and edge profiles of pricing-examples.json.

type Example = (typeof examples)[number];

export function exampleNamed(name: string): Example {
  const found = examples.find((e) => e.name === name);
  if (!found) throw new Error(`No example "${name}"`);
  return found;
}

/** The example's company as the order page reads it; `inputs` gives a profile its area inputs. */
export function setupFor(
  example: Example,
  inputs: Record<string, { label: string; value: number }[]> = {},
): PricingSetup {
  const s = example.input.settings;
  const ids = (i: number) => ({ _id: `id${i}`, id: `id${i}` });
  return buildPricingSetup(
    {
      commonSetting: {
        cuttingColumnHide: false,
        cuttingRateType:
          s.cuttingRateType === "runningFt"
            ? { id: 1, label: "Running Foot", value: "runningFt" }
            : { id: 2, label: "Square Foot", value: "sqFt" },
        edgeProfileColumnHide: false,
        gstColumnHide: false,
        gstOnCuttingRate: s.gstOnCuttingRate,
        materialColumnHide: false,
        materialListColumnHide: false,
        multiplierColumnHide: false,
        wastageColumnHide: false,
        isAddExtraMaterialInRate: s.isAddExtraMaterialInRate,
      },
      pricingSettings: {
        unit: s.unit as "inch" | "mm",
        roundingStep: String(s.roundingStep),
        minAreaPerPiece: String(s.minAreaPerPiece),
      },
      dateFormat: "DD-MM-YYYY",
    },
    example.input.materials.map((m, i) => ({
      ...ids(i),
      ...m,
      gstCharges: "0.00",
      hsnCode: null,
      label: m.materialName,
      value: m.materialName,
    })),
    {
      edgeProfiles: example.input.edgeProfiles.map((p, i) => ({
        ...ids(i),
        edgeProfileName: p.edgeProfileName,
        label: p.edgeProfileName,
        value: p.edgeProfileName,
        catalogueValue: "edgeProfile1",
        catalogueLabel: "Flat Polish",
        saveAsEdgeProfile: "byName" as const,
        customEdgeProfileName: p.edgeProfileName,
        edgeProfileRate: p.edgeProfileRate,
        hasAdditionalArea: (inputs[p.edgeProfileName] ?? []).length > 0,
        areaInputsArr: inputs[p.edgeProfileName] ?? [],
      })),
      edgeSelections: EDGE_SELECTIONS.map((e, i) => ({
        ...ids(100 + i),
        label: e.label,
        value: e.value,
        useBy: "img" as const,
        lengths: e.lengths,
        widths: e.widths,
      })),
    },
    (example.input as { supplierGstin?: string }).supplierGstin ?? null,
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
