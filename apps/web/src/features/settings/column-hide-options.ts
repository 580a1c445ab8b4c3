import type { CommonSetting } from "@kerf/core";

type ColumnHideKey = {
  [K in keyof CommonSetting]: CommonSetting[K] extends boolean
    ? K extends `${string}ColumnHide`
      ? K
      : never
    : never;
}[keyof CommonSetting];

/** The order page's optional columns, in the order they appear there, with what each shows ("Hide the {column} column"). */
export const COLUMN_HIDE_OPTIONS: readonly { key: ColumnHideKey; column: string; shows: string }[] = [
  {
    key: "materialListColumnHide",
    column: "material type",
    shows:
      "The material chosen for each piece; hidden, new pieces take the one above (or your first material).",
  },
  {
    key: "multiplierColumnHide",
    column: "multiplier",
    shows: "A factor on the material charge, 1 unless changed.",
  },
  { key: "wastageColumnHide", column: "wastage", shows: "The extra area charged for offcuts." },
  { key: "materialColumnHide", column: "material amount", shows: "The material charge of each line." },
  { key: "cuttingColumnHide", column: "cutting", shows: "The cutting charge of each line." },
  {
    key: "edgeProfileColumnHide",
    column: "edge profile",
    shows: "The edge selection, profile and edge charge.",
  },
  { key: "gstColumnHide", column: "GST", shows: "The GST amount of each line." },
];
