import { describe, expect, it } from "vitest";
import { pieceFits } from "./entities/cut-plan";
import { defaultStock, guessKind } from "./entities/material-stock";
import { formatStockLength, parseStockLength, toCutUnits } from "./stock-lengths";

const ANY = { max: { um: 20_000_000_000, message: "too long" } };

describe("stock lengths", () => {
  it("reads inches as 96, 96.5 or 96#4 and millimetres as 3210 or 3.5, exactly in micrometres", () => {
    expect(parseStockLength("96#4", "inch", ANY)).toEqual({ ok: true, um: 96.5 * 25_400 });
    expect(parseStockLength(" 96.5 ", "inch", ANY)).toEqual({ ok: true, um: 96.5 * 25_400 });
    expect(parseStockLength("3.5", "mm", ANY)).toEqual({ ok: true, um: 3_500 });
    expect(parseStockLength(3210, "mm", ANY)).toEqual({ ok: true, um: 3_210_000 });
    expect(parseStockLength("1.50000", "mm", ANY)).toEqual({ ok: true, um: 1_500 });
  });

  it("refuses what is not a length, zero unless allowed, and too much", () => {
    expect(parseStockLength("12#8", "inch", ANY)).toEqual({ ok: false, message: "Invalid input" });
    expect(parseStockLength("12#4", "mm", ANY)).toEqual({ ok: false, message: "Invalid input" });
    expect(parseStockLength("", "mm", ANY)).toEqual({ ok: false, message: "Required" });
    expect(parseStockLength("0", "mm", ANY)).toEqual({ ok: false, message: "Invalid input" });
    expect(parseStockLength("0", "mm", { ...ANY, zero: true })).toEqual({ ok: true, um: 0 });
    expect(parseStockLength("30", "mm", { max: { um: 25_000, message: "max" } })).toEqual({
      ok: false,
      message: "max",
    });
  });

  it("shows a length as typed in the company's unit, and in cutting units (eighths, tenths of a mm)", () => {
    expect(formatStockLength(96.5 * 25_400, "inch")).toBe("96#4");
    expect(formatStockLength(3175, "inch")).toBe("0#1");
    expect(formatStockLength(3_210_500, "mm")).toBe("3210.5");
    expect(toCutUnits(96.5 * 25_400, "inch")).toBe(772);
    expect(toCutUnits(3_500, "mm")).toBe(35);
  });
});

describe("stock defaults and fit", () => {
  it("guesses a kind from the name and gives its defaults: glass turns, stone and panels keep their grain", () => {
    expect(
      ["Clear 5mm glass", "Mirror 4mm", "Granite Black", "Plywood 18mm", "Anything"].map(guessKind),
    ).toEqual(["glass", "glass", "stone", "panel", "glass"]);
    expect(defaultStock("glass", "mm")).toMatchObject({
      rotate: true,
      sheets: [{ widthUm: 3_210_000, lengthUm: 6_000_000 }],
    });
    expect(defaultStock("stone", "inch")).toMatchObject({ rotate: false });
    expect(defaultStock("panel", "inch")).toMatchObject({
      rotate: false,
      sheets: [{ widthUm: 48 * 25_400, lengthUm: 96 * 25_400 }],
    });
  });

  it("a piece fits a sheet inside its trim, turned only when allowed; a remnant has no trim", () => {
    const stock = { sheets: [{ width: 100, length: 200 }], trim: 5, rotate: false };
    expect(pieceFits(90, 190, stock)).toBe(true);
    expect(pieceFits(91, 190, stock)).toBe(false);
    expect(pieceFits(190, 90, stock)).toBe(false);
    expect(pieceFits(190, 90, { ...stock, rotate: true })).toBe(true);
    expect(pieceFits(100, 200, { ...stock, sheets: [{ width: 100, length: 200, remnant: true }] })).toBe(
      true,
    );
  });
});
