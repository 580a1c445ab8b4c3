import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { ZEdgeSelectionInput } from "./edge-selection";

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
