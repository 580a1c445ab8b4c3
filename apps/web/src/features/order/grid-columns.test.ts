import { DEFAULT_COMMON_SETTING } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { visibleColumns } from "./grid-columns";

const names = (columns: ReturnType<typeof visibleColumns>) => columns.map((c) => c.name);

describe("visibleColumns", () => {
  it("shows every column with the company's defaults, sizes named in its unit", () => {
    const columns = visibleColumns(DEFAULT_COMMON_SETTING, "inch");
    expect(names(columns)).toEqual([
      "Width",
      "Length",
      "Quantity",
      "Material",
      "Edge selection",
      "Edge profile",
      "Area input A",
      "Area input B",
      "Multiplier",
      "Operations",
      "Note",
      "Area",
      "Wastage",
      "Rate",
      "Material amount",
      "Cutting",
      "Edge running feet",
      "Edge amount",
      "Operations amount",
      "GST",
      "Total",
    ]);
    expect(columns.slice(0, 2).map((c) => c.unit)).toEqual(["in", "in"]);
    expect(visibleColumns(DEFAULT_COMMON_SETTING, "mm")[0]?.unit).toBe("mm");
  });

  it("each column-hide setting drops its own columns and no other", () => {
    const hidden = (flag: keyof typeof DEFAULT_COMMON_SETTING) =>
      names(visibleColumns({ ...DEFAULT_COMMON_SETTING, [flag]: true }, "inch"));
    const all = names(visibleColumns(DEFAULT_COMMON_SETTING, "inch"));
    const dropped = (flag: keyof typeof DEFAULT_COMMON_SETTING) =>
      all.filter((n) => !hidden(flag).includes(n));
    expect(dropped("materialListColumnHide")).toEqual(["Material"]);
    expect(dropped("edgeProfileColumnHide")).toEqual([
      "Edge selection",
      "Edge profile",
      "Area input A",
      "Area input B",
      "Edge running feet",
      "Edge amount",
    ]);
    expect(dropped("multiplierColumnHide")).toEqual(["Multiplier"]);
    expect(dropped("wastageColumnHide")).toEqual(["Wastage"]);
    expect(dropped("materialColumnHide")).toEqual(["Rate", "Material amount"]);
    expect(dropped("cuttingColumnHide")).toEqual(["Cutting"]);
    expect(dropped("gstColumnHide")).toEqual(["GST"]);
    // Pricing switches are not column switches.
    expect(dropped("gstOnCuttingRate")).toEqual([]);
    expect(dropped("isAddExtraMaterialInRate")).toEqual([]);
  });
});
