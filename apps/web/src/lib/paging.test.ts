import { describe, expect, it } from "vitest";
import { clampPage, pageCountOf, pageSlice, pageWindow } from "./paging";

describe("paging", () => {
  it("counts pages of 10, at least one", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    expect(pageCountOf(42)).toBe(5);
  });

  it("clamps a page into range", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("slices one page, clamping past the end", () => {
    const rows = Array.from({ length: 42 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(rows, 5)).toEqual([41, 42]);
    expect(pageSlice(rows, 6)).toEqual([41, 42]);
    expect(pageSlice([], 1)).toEqual([]);
  });

  it("windows at most five page numbers around the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
