import { formatDate, todayInIndia } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { dateToSend, newCustomerDefaults } from "./new-customer";

describe("the Create Customer form", () => {
  it("starts with name and phone empty and today's date in India", () => {
    expect(newCustomerDefaults()).toEqual({ customerName: "", phoneNo: "", date: todayInIndia() });
  });

  it("sends today as the moment of adding, another day as that day", () => {
    const today = new Date(`${todayInIndia()}T12:00:00+05:30`);
    const before = Date.now();
    const sent = dateToSend(today);
    expect(sent.getTime()).toBeGreaterThanOrEqual(before);
    expect(formatDate(sent, "YYYY-MM-DD")).toBe(todayInIndia());

    const earlier = new Date("2025-03-14T00:00:00+05:30");
    expect(dateToSend(earlier)).toBe(earlier);
  });
});
