import { describe, expect, it } from "vitest";
import { emptyVersion, formOf, inputOf } from "./price-list-form";

describe("the price list form", () => {
  it("sends what was filled in: blank cells left out, rows naming nothing dropped", () => {
    const version = {
      ...emptyVersion("2026-11-01"),
      minimumArea: " 3 ",
      materials: [
        { materialType: "Clear 5mm", rate: "50", cuttingRate: "" },
        { materialType: "", rate: "10", cuttingRate: "" },
        { materialType: "Mirror", rate: "", cuttingRate: "" },
      ],
      edgeProfiles: [{ name: "Flat Polish", rate: "10" }],
      items: [{ name: "", rate: "5" }],
    };
    expect(inputOf({ name: "Contractors", versions: [version] })).toEqual({
      name: "Contractors",
      versions: [
        {
          validFrom: "2026-11-01",
          overrides: {
            materials: [{ materialType: "Clear 5mm", rate: "50", cuttingRate: undefined }],
            edgeProfiles: [{ edgeProfileName: "Flat Polish", rate: "10" }],
            minimumArea: "3",
          },
        },
      ],
    });
  });

  it("reads a stored list back into the form, keeping its operation bands", () => {
    const bands = [{ sizeUpTo: null, thicknessUpTo: null, rate: "30.00" }];
    const form = formOf(
      {
        _id: "1",
        id: "1",
        name: "Trade",
        label: "Trade",
        value: "Trade",
        versions: [
          {
            validFrom: "2026-11-01",
            overrides: { items: [{ name: "Hinge", rate: "400.00" }], operations: [{ name: "Hole", bands }] },
          },
        ],
      },
      "2026-11-27",
    );
    expect(form.versions[0]).toMatchObject({ items: [{ name: "Hinge", rate: "400.00" }], materials: [] });
    expect(inputOf(form).versions[0]!.overrides?.operations).toEqual([{ name: "Hole", bands }]);
  });

  it("sends an operation's band table as typed: blank bounds no limit, blank bands and unnamed rows dropped", () => {
    const version = {
      ...emptyVersion("2026-11-01"),
      materials: [],
      operations: [
        {
          name: "Hole",
          bands: [
            { sizeUpTo: " 1 ", thicknessUpTo: "12", rate: "35" },
            { sizeUpTo: "", thicknessUpTo: "", rate: " 55 " },
            { sizeUpTo: "", thicknessUpTo: "", rate: "" },
          ],
        },
        { name: "", bands: [{ sizeUpTo: "", thicknessUpTo: "", rate: "9" }] },
        { name: "Notch", bands: [{ sizeUpTo: "", thicknessUpTo: "", rate: "" }] },
      ],
    };
    expect(inputOf({ name: "Trade", versions: [version] }).versions[0]!.overrides).toEqual({
      operations: [
        {
          name: "Hole",
          bands: [
            { sizeUpTo: "1", thicknessUpTo: "12", rate: "35" },
            { sizeUpTo: null, thicknessUpTo: null, rate: "55" },
          ],
        },
      ],
    });
  });
});
