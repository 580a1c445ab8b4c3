/** What a profile's cross-section (or, for cut-outs and holes, its plan) looks like, for drawing. */
export type EdgeShapeKind =
  | "flat"
  | "arris"
  | "pencil"
  | "bullnose"
  | "bevel"
  | "ogee"
  | "dupont"
  | "mitre"
  | "corner"
  | "notch"
  | "hole"
  | "cutout"
  | "curve"
  | "groove"
  | "step";

export interface EdgeShape {
  readonly kind: EdgeShapeKind;
  /** Bevel width, for drawing its slope to scale. */
  readonly widthMm?: number;
}

export interface AreaInput {
  readonly label: string;
  readonly value: number;
}

export interface EdgeProfileDefinition {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly hasAdditionalArea: boolean;
  /** Extra running inches per piece by default: the sum of the area inputs. */
  readonly additionalArea: number;
  readonly areaInputs: number;
  readonly areaInputsArr: readonly AreaInput[];
  readonly shape: EdgeShape;
}

type Entry = readonly [label: string, shape: EdgeShape, inputs?: readonly AreaInput[]];

const A: readonly AreaInput[] = [{ label: "A", value: 1 }];
const AB: readonly AreaInput[] = [
  { label: "A", value: 1 },
  { label: "B", value: 1 },
];

// Straight finishes (1-9, 29-30) follow the sides of the edge selection. The others are work whose
// length is not a side of the piece (a cut-out, a hole, a shaped corner), typed as extra running
// inches: A, or A and B for work with two runs.
const ENTRIES: readonly Entry[] = [
  ["Flat Polish", { kind: "flat" }],
  ["Flat Grind (Arris)", { kind: "arris" }],
  ["Pencil Polish", { kind: "pencil" }],
  ["Half Bullnose", { kind: "bullnose" }],
  ["Full Bullnose", { kind: "bullnose" }],
  ["Bevel 10mm", { kind: "bevel", widthMm: 10 }],
  ["Bevel 15mm", { kind: "bevel", widthMm: 15 }],
  ["Bevel 20mm", { kind: "bevel", widthMm: 20 }],
  ["Bevel 25mm", { kind: "bevel", widthMm: 25 }],
  ["Corner Radius", { kind: "corner" }, A],
  ["Corner Clip", { kind: "corner" }, A],
  ["Notch", { kind: "notch" }, A],
  ["Hole Drilling", { kind: "hole" }, A],
  ["Countersunk Hole", { kind: "hole" }, A],
  ["Tap Hole", { kind: "hole" }, A],
  // A round basin cut-out of about 11 inches across runs about 35 inches.
  ["Basin Cut-out", { kind: "cutout" }, [{ label: "A", value: 35 }]],
  ["Sink Cut-out", { kind: "cutout" }, A],
  ["Hob Cut-out", { kind: "cutout" }, A],
  ["Socket Cut-out", { kind: "cutout" }, A],
  ["Hinge Cut-out", { kind: "cutout" }, A],
  ["Patch Fitting Cut-out", { kind: "cutout" }, A],
  ["Finger Pull Cut-out", { kind: "cutout" }, A],
  ["Curved Edge Polish", { kind: "curve" }, A],
  ["Circle Polish", { kind: "curve" }, A],
  ["Oval Polish", { kind: "curve" }, A],
  ["Drip Groove", { kind: "groove" }, A],
  ["V-Groove", { kind: "groove" }, A],
  ["Step Rebate", { kind: "step" }, A],
  ["Ogee", { kind: "ogee" }],
  ["Dupont", { kind: "dupont" }],
  ["Curved Bevel", { kind: "bevel", widthMm: 10 }, A],
  ["Template Shaped Edge", { kind: "curve" }, A],
  ["Rectangular Cut-out", { kind: "cutout" }, AB],
  ["Slot Cut-out", { kind: "cutout" }, AB],
  ["Arch Top", { kind: "curve" }, AB],
  ["Mitred Apron", { kind: "mitre" }, AB],
];

/** The 36 default edge profiles, edgeProfile1 to edgeProfile36 (docs/spec/portal-spec.md section 3). */
export const EDGE_PROFILES: readonly EdgeProfileDefinition[] = ENTRIES.map(
  ([label, shape, inputs = []], i) => ({
    id: `edgeProfile${i + 1}`,
    label,
    value: label,
    hasAdditionalArea: inputs.length > 0,
    additionalArea: inputs.reduce((sum, input) => sum + input.value, 0),
    areaInputs: inputs.length,
    areaInputsArr: inputs.map((input) => ({ ...input })),
    shape,
  }),
);

/** A catalogue entry by its id (edgeProfile7) or its label, as the form sends it: any case, trimmed. */
export function findEdgeProfile(idOrLabel: string): EdgeProfileDefinition | undefined {
  const key = idOrLabel.trim().toLowerCase();
  return EDGE_PROFILES.find((p) => p.id.toLowerCase() === key || p.label.toLowerCase() === key);
}
