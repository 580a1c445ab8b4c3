import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZEdgeProfileInput } from "./edge-profile";

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
