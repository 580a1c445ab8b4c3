import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes DD-MM-YYYY or YYYY-MM-DD", () => {
    expect(formatDate("2024-03-05", "DD-MM-YYYY")).toBe("05-03-2024");
    expect(formatDate("2024-03-05", "YYYY-MM-DD")).toBe("2024-03-05");
  });

  it("shows an instant as its calendar day in India", () => {
    // 20:00 UTC on 4 March is 01:30 on 5 March in India (UTC+05:30)
    expect(formatDate("2024-03-04T20:00:00Z", "DD-MM-YYYY")).toBe("05-03-2024");
    expect(formatDate(new Date("2024-03-04T18:00:00Z"), "DD-MM-YYYY")).toBe("04-03-2024");
    expect(formatDate(new Date(Date.UTC(2023, 11, 31, 18, 30)), "YYYY-MM-DD")).toBe("2024-01-01");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("yesterday", "DD-MM-YYYY")).toThrowError(RangeError);
    expect(() => formatDate(new Date(Number.NaN), "DD-MM-YYYY")).toThrowError(RangeError);
  });
});
