import type { CommonSetting, PricedLine, Unit } from "@kerf/core";
import type { FieldKey } from "./order-types";

type HideFlag = Exclude<
  keyof CommonSetting,
  "cuttingRateType" | "gstOnCuttingRate" | "isAddExtraMaterialInRate"
>;

type ColumnBase = {
  /** Header text, and the full name screen readers (and tests) use. */
  label: string;
  name: string;
  unit?: string;
  width: number;
  hiddenBy?: HideFlag;
};
export type InputColumn = ColumnBase & { kind: "input"; id: FieldKey };
/** `strong`: the line total, kept in view at the right edge when the grid scrolls sideways. */
export type FigureColumn = ColumnBase & { kind: "figure"; id: keyof PricedLine; strong?: boolean };
export type Column = InputColumn | FigureColumn;

function inputs(unit: Unit): InputColumn[] {
  const size = unit === "mm" ? "mm" : "in";
  return [
    { kind: "input", id: "width", label: "Width", name: "Width", unit: size, width: 52 },
    { kind: "input", id: "length", label: "Length", name: "Length", unit: size, width: 52 },
    { kind: "input", id: "quantity", label: "Qty", name: "Quantity", width: 40 },
    {
      kind: "input",
      id: "materialType",
      label: "Material",
      name: "Material",
      width: 100,
      hiddenBy: "materialListColumnHide",
    },
    {
      kind: "input",
      id: "edgeSelection",
      label: "Edge",
      name: "Edge selection",
      width: 50,
      hiddenBy: "edgeProfileColumnHide",
    },
    {
      kind: "input",
      id: "edgeProfile",
      label: "Profile",
      name: "Edge profile",
      width: 92,
      hiddenBy: "edgeProfileColumnHide",
    },
    {
      kind: "input",
      id: "extra0",
      label: "A",
      name: "Area input A",
      unit: "in",
      width: 36,
      hiddenBy: "edgeProfileColumnHide",
    },
    {
      kind: "input",
      id: "extra1",
      label: "B",
      name: "Area input B",
      unit: "in",
      width: 36,
      hiddenBy: "edgeProfileColumnHide",
    },
    {
      kind: "input",
      id: "multiplier",
      label: "Mult.",
      name: "Multiplier",
      width: 38,
      hiddenBy: "multiplierColumnHide",
    },
    // Holes, cut-outs and the like on each piece (issue 29), priced per count.
    { kind: "input", id: "operations", label: "Operations", name: "Operations", width: 150 },
    // What the cutting floor should know; printed on the worker sheet, never priced.
    { kind: "input", id: "note", label: "Note", name: "Note", width: 120 },
  ];
}

const FIGURES: FigureColumn[] = [
  { kind: "figure", id: "area", label: "Area", name: "Area", unit: "ft²", width: 54 },
  {
    kind: "figure",
    id: "wastageArea",
    label: "Waste",
    name: "Wastage",
    unit: "ft²",
    width: 50,
    hiddenBy: "wastageColumnHide",
  },
  {
    kind: "figure",
    id: "rate",
    label: "Rate",
    name: "Rate",
    unit: "₹/ft²",
    width: 48,
    hiddenBy: "materialColumnHide",
  },
  {
    kind: "figure",
    id: "materialAmount",
    label: "Mat. amt",
    name: "Material amount",
    unit: "₹",
    width: 78,
    hiddenBy: "materialColumnHide",
  },
  {
    kind: "figure",
    id: "cuttingAmount",
    label: "Cutting",
    name: "Cutting",
    unit: "₹",
    width: 62,
    hiddenBy: "cuttingColumnHide",
  },
  {
    kind: "figure",
    id: "edgeRunningFt",
    label: "Edge ft",
    name: "Edge running feet",
    unit: "ft",
    width: 48,
    hiddenBy: "edgeProfileColumnHide",
  },
  {
    kind: "figure",
    id: "edgeAmount",
    label: "Edge amt",
    name: "Edge amount",
    unit: "₹",
    width: 64,
    hiddenBy: "edgeProfileColumnHide",
  },
  {
    kind: "figure",
    id: "operationsAmount",
    label: "Ops amt",
    name: "Operations amount",
    unit: "₹",
    width: 62,
  },
  {
    kind: "figure",
    id: "gstAmount",
    label: "GST",
    name: "GST",
    unit: "₹",
    width: 66,
    hiddenBy: "gstColumnHide",
  },
  { kind: "figure", id: "total", label: "Total", name: "Total", unit: "₹", width: 86, strong: true },
];

/** The grid's columns for this company: its unit names the sizes, its column-hide settings drop columns. */
/**
 * The grid's columns as the settings show them. A company outside GST (no GSTIN) charges none: no GST
 * column at all (issue 33 point 5).
 */
export function visibleColumns(common: CommonSetting, unit: Unit, registered = true): Column[] {
  return [...inputs(unit), ...FIGURES].filter(
    (c) => (!c.hiddenBy || !common[c.hiddenBy]) && (registered || c.id !== "gstAmount"),
  );
}

/** The row-number column before the listed ones (it also holds the row's delete button). */
export const INDEX_WIDTH = 32;
