import type { AppRouter } from "@kerf/server";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

// The price list dialog's form (issue 29 point 4) as plain text fields, and its translation to and from
// what the server takes.

export type PriceListRecord = inferRouterOutputs<AppRouter>["settings"]["priceLists"]["list"][number];
type PriceListInput = inferRouterInputs<AppRouter>["settings"]["priceLists"]["create"];
type Overrides = NonNullable<PriceListInput["versions"][number]["overrides"]>;

export interface MaterialRow {
  materialType: string;
  rate: string;
  cuttingRate: string;
}
export interface RateRow {
  name: string;
  rate: string;
}
/** One band of an operation's table in this list; a blank bound is no limit. */
export interface BandRow {
  sizeUpTo: string;
  thicknessUpTo: string;
  rate: string;
}
/** An operation whose whole band table this list sets (the catalogue's is the starting point). */
export interface OperationRow {
  name: string;
  bands: BandRow[];
}
export interface VersionForm {
  validFrom: string;
  roundingStep: string;
  minimumArea: string;
  materials: MaterialRow[];
  edgeProfiles: RateRow[];
  items: RateRow[];
  operations: OperationRow[];
}
export interface PriceListForm {
  name: string;
  versions: VersionForm[];
}

export const emptyVersion = (validFrom = ""): VersionForm => ({
  validFrom,
  roundingStep: "",
  minimumArea: "",
  materials: [{ materialType: "", rate: "", cuttingRate: "" }],
  edgeProfiles: [],
  items: [],
  operations: [],
});

export function formOf(list: PriceListRecord | null, today: string): PriceListForm {
  if (!list) return { name: "", versions: [emptyVersion(today)] };
  return {
    name: list.name,
    versions: list.versions.map((v) => ({
      validFrom: v.validFrom,
      roundingStep: v.overrides.roundingStep ?? "",
      minimumArea: v.overrides.minimumArea ?? "",
      materials: (v.overrides.materials ?? []).map((m) => ({
        materialType: m.materialType,
        rate: m.rate ?? "",
        cuttingRate: m.cuttingRate ?? "",
      })),
      edgeProfiles: (v.overrides.edgeProfiles ?? []).map((p) => ({ name: p.edgeProfileName, rate: p.rate })),
      items: (v.overrides.items ?? []).map((i) => ({ name: i.name, rate: i.rate })),
      operations: (v.overrides.operations ?? []).map((o) => ({
        name: o.name,
        bands: o.bands.map((b) => ({
          sizeUpTo: b.sizeUpTo ?? "",
          thicknessUpTo: b.thicknessUpTo ?? "",
          rate: b.rate,
        })),
      })),
    })),
  };
}

const given = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** What the server takes: blank cells left out, rows naming nothing dropped. */
export function inputOf(form: PriceListForm): PriceListInput {
  return {
    name: form.name,
    versions: form.versions.map((v) => {
      const overrides: Overrides = {};
      const materials = v.materials
        .filter((m) => m.materialType && (given(m.rate) || given(m.cuttingRate)))
        .map((m) => ({
          materialType: m.materialType,
          rate: given(m.rate),
          cuttingRate: given(m.cuttingRate),
        }));
      if (materials.length) overrides.materials = materials;
      const profiles = v.edgeProfiles.filter((p) => p.name && given(p.rate));
      if (profiles.length) {
        overrides.edgeProfiles = profiles.map((p) => ({ edgeProfileName: p.name, rate: p.rate.trim() }));
      }
      const items = v.items.filter((i) => i.name && given(i.rate));
      if (items.length) overrides.items = items.map((i) => ({ name: i.name, rate: i.rate.trim() }));
      // A band left wholly blank is dropped; one with a bound but no rate goes, for the server's message.
      const operations = v.operations
        .filter((o) => o.name)
        .map((o) => ({
          name: o.name,
          bands: o.bands
            .filter((b) => given(b.rate) || given(b.sizeUpTo) || given(b.thicknessUpTo))
            .map((b) => ({
              sizeUpTo: given(b.sizeUpTo) ?? null,
              thicknessUpTo: given(b.thicknessUpTo) ?? null,
              rate: b.rate.trim(),
            })),
        }))
        .filter((o) => o.bands.length > 0);
      if (operations.length) overrides.operations = operations;
      if (given(v.roundingStep)) overrides.roundingStep = v.roundingStep.trim();
      if (given(v.minimumArea)) overrides.minimumArea = v.minimumArea.trim();
      return { validFrom: v.validFrom, overrides };
    }),
  };
}
