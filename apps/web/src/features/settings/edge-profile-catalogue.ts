import { EDGE_PROFILES, type EdgeProfileDefinition } from "@kerf/core";

/** Finishes that run along the sides an edge selection marks. */
export const SIDE_FINISHES = EDGE_PROFILES.filter((p) => !p.hasAdditionalArea);
/** Work charged by extra running inches per piece (corners, holes, cut-outs, shapes). */
export const EXTRA_WORK = EDGE_PROFILES.filter((p) => p.hasAdditionalArea);

export function catalogueEntry(id: string | null | undefined): EdgeProfileDefinition | undefined {
  return id ? EDGE_PROFILES.find((p) => p.id === id) : undefined;
}

/** "A 1 · B 1": the area inputs a line will ask for, with their defaults; "" when there are none. */
export function areaInputsText(entry: Pick<EdgeProfileDefinition, "areaInputsArr">): string {
  return entry.areaInputsArr.map((input) => `${input.label} ${input.value}`).join(" · ");
}
