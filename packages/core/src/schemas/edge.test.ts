import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZEdgeProfileInput, ZEdgeSelectionInput } from "./edge";

const profile = { edgeProfileName: "Flat Polish", saveAsEdgeProfile: "byDefault", edgeProfileRate: "18" };

describe("ZEdgeProfileInput", () => {
  it("accepts a profile saved by its catalogue name", () => {
    expect(ZEdgeProfileInput.parse(profile)).toStrictEqual({ ...profile, edgeProfileRate: "18.00" });
  });

  it("has the spec's messages", () => {
    expect(issuesOf(ZEdgeProfileInput, {})).toStrictEqual([
      ["edgeProfileName", "Edge profile name is required"],
      ["saveAsEdgeProfile", "Please select any one "],
      ["edgeProfileRate", "Rate is required"],
    ]);
    expect(issuesOf(ZEdgeProfileInput, { ...profile, saveAsEdgeProfile: "other" })).toStrictEqual([
      ["saveAsEdgeProfile", "Please select any one "],
    ]);
    expect(issuesOf(ZEdgeProfileInput, { ...profile, edgeProfileRate: "abc" })).toStrictEqual([
      ["edgeProfileRate", "Rate must be a number"],
    ]);
    for (const rate of [0, "-5", "0.00"]) {
      expect(issuesOf(ZEdgeProfileInput, { ...profile, edgeProfileRate: rate })).toStrictEqual([
        ["edgeProfileRate", "Rate must be a positive number"],
      ]);
    }
  });

  it("needs a custom name only when saved by name", () => {
    expect(issuesOf(ZEdgeProfileInput, { ...profile, saveAsEdgeProfile: "byName" })).toStrictEqual([
      ["customEdgeProfileName", "Custom name is required"],
    ]);
    expect(
      issuesOf(ZEdgeProfileInput, { ...profile, saveAsEdgeProfile: "byName", customEdgeProfileName: " " }),
    ).toStrictEqual([["customEdgeProfileName", "Custom name is required"]]);
    expect(
      ZEdgeProfileInput.parse({ ...profile, saveAsEdgeProfile: "byName", customEdgeProfileName: "Kitchen" }),
    ).toMatchObject({
      customEdgeProfileName: "Kitchen",
    });
  });
});

describe("ZEdgeSelectionInput", () => {
  it("renames one of the nine selections", () => {
    expect(ZEdgeSelectionInput.parse({ value: "edgeSelection8", label: " All sides " })).toStrictEqual({
      value: "edgeSelection8",
      label: "All sides",
    });
    expect(issuesOf(ZEdgeSelectionInput, { value: "edgeSelection10", label: "" })).toStrictEqual([
      ["value", "Invalid edge selection"],
      ["label", "Label is required"],
    ]);
    expect(issuesOf(ZEdgeSelectionInput, { value: "edgeSelection1", label: "x".repeat(121) })).toStrictEqual([
      ["label", "Must be at most 120 characters"],
    ]);
  });
});
