import { describe, expect, it } from "vitest";
import { bucketOf, daysBetween } from "./receivables";

describe("ageing", () => {
  it("counts whole calendar days and puts each boundary day in the lower bucket", () => {
    expect(daysBetween("2026-10-27", "2026-11-26")).toBe(30);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    const at = (days: number) => bucketOf(days);
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(at)).toEqual([
      "days0to30",
      "days0to30",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "over90",
    ]);
  });
});
