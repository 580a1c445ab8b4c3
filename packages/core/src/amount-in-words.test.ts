import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it("says the spec's examples", () => {
    expect(amountInWords("123456")).toBe("Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords("100000000.00")).toBe("Rupees Ten Crore Only");
  });

  it("uses Indian numbering without hyphens or 'and'", () => {
    expect(amountInWords(326)).toBe("Rupees Three Hundred Twenty Six Only");
    expect(amountInWords(1166)).toBe("Rupees One Thousand One Hundred Sixty Six Only");
    expect(amountInWords(98)).toBe("Rupees Ninety Eight Only");
    expect(amountInWords(19)).toBe("Rupees Nineteen Only");
    expect(amountInWords(100)).toBe("Rupees One Hundred Only");
    expect(amountInWords(1010)).toBe("Rupees One Thousand Ten Only");
    expect(amountInWords(732415)).toBe("Rupees Seven Lakh Thirty Two Thousand Four Hundred Fifteen Only");
    expect(amountInWords(99999999)).toBe(
      "Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
    );
    expect(amountInWords(123456789012n)).toBe(
      "Rupees Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve Only",
    );
  });

  it("rounds paise to whole rupees half-up", () => {
    expect(amountInWords("10.50")).toBe("Rupees Eleven Only");
    expect(amountInWords("10.49")).toBe("Rupees Ten Only");
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords("ten")).toThrowError(RangeError);
  });
});
