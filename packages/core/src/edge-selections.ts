import type { EdgeSides } from "./sizes";

export const EDGE_SELECTION_VALUES = [
  "edgeSelection1",
  "edgeSelection2",
  "edgeSelection3",
  "edgeSelection4",
  "edgeSelection5",
  "edgeSelection6",
  "edgeSelection7",
  "edgeSelection8",
  "edgeSelection9",
] as const;

export type EdgeSelectionValue = (typeof EDGE_SELECTION_VALUES)[number];

export interface EdgeSelection extends EdgeSides {
  readonly label: string;
  readonly value: EdgeSelectionValue;
  readonly useBy: "img";
}

// Side counts belong to the code (docs/spec/pricing.md); a company may only rename the labels.
const SIDES: readonly (readonly [lengths: number, widths: number])[] = [
  [1, 0],
  [2, 0],
  [0, 1],
  [0, 2],
  [1, 1],
  [2, 1],
  [1, 2],
  [2, 2],
  [0, 0], // extras only: holes, cut-outs, shapes
];

export const EDGE_SELECTIONS: readonly EdgeSelection[] = EDGE_SELECTION_VALUES.map((value, i) => {
  const [lengths, widths] = SIDES[i]!;
  return { label: `Edge ${i + 1}`, value, useBy: "img", lengths, widths };
});

export function isEdgeSelectionValue(value: unknown): value is EdgeSelectionValue {
  return typeof value === "string" && (EDGE_SELECTION_VALUES as readonly string[]).includes(value);
}
