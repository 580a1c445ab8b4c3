import { describe, expect, it } from "vitest";
import { paginate, splitInto } from "./paginate";

const rows = (n: number, height = 20) => Array.from({ length: n }, () => height);

describe("paginate", () => {
  it("keeps a short document on one page with its closing block", () => {
    expect(paginate({ rowSpace: 400, rowHeights: rows(5), closingHeight: 150 })).toEqual([5]);
  });

  it("fills each page before starting the next", () => {
    expect(paginate({ rowSpace: 200, rowHeights: rows(25), closingHeight: 0 })).toEqual([10, 10, 5]);
  });

  it("moves the last row to a further page when the closing block does not fit under it", () => {
    expect(paginate({ rowSpace: 200, rowHeights: rows(20), closingHeight: 100 })).toEqual([10, 9, 1]);
  });

  it("puts a closing block that fits beside no row on a page of its own", () => {
    expect(paginate({ rowSpace: 200, rowHeights: rows(1), closingHeight: 190 })).toEqual([1, 0]);
  });

  it("gives an empty document one page", () => {
    expect(paginate({ rowSpace: 200, rowHeights: [], closingHeight: 50 })).toEqual([0]);
  });

  it("places a row taller than a page alone rather than looping", () => {
    expect(paginate({ rowSpace: 100, rowHeights: [150, 20], closingHeight: 0 })).toEqual([1, 1]);
  });

  it("gives the first page, under the full header, less room than the continued pages", () => {
    expect(paginate({ firstRowSpace: 100, rowSpace: 300, rowHeights: rows(40), closingHeight: 60 })).toEqual([
      5, 15, 15, 5,
    ]);
    // The closing block checked against a continued page's room once the first page is full.
    expect(paginate({ firstRowSpace: 100, rowSpace: 300, rowHeights: rows(8), closingHeight: 200 })).toEqual([
      5, 3,
    ]);
  });

  it("honours uneven row heights", () => {
    expect(paginate({ rowSpace: 100, rowHeights: [40, 40, 40, 10], closingHeight: 10 })).toEqual([2, 2]);
  });
});

describe("splitInto", () => {
  it("cuts items into runs of the given sizes", () => {
    expect(splitInto([1, 2, 3, 4, 5], [2, 2, 1, 0])).toEqual([[1, 2], [3, 4], [5], []]);
  });
});
