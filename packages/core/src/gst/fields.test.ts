import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BLANK_OR_PLAIN_3_OR_MORE, GST_MESSAGES, optionalCityField, PLAIN_3_OR_MORE } from "./fields";
import { ZInvoiceTransportInput } from "./transport";

// The server trims a city or a transporter's name and wants 3 characters left; the REST document's
// pattern is checked on the text as sent, so the two must agree on blanks around it (\v and \f too).

const city = z.object({ city: optionalCityField() });
describe("city", () => {
  it("is trimmed and kept with 3 or more characters", () => {
    expect(city.parse({ city: "  Pune\t" })).toEqual({ city: "Pune" });
    expect(city.parse({ city: "a b" })).toEqual({ city: "a b" });
  });
  it.each(["ab", " ab\u000b", "\fab ", 'Pu"ne', "Pu\\ne"])("refuses %j", (value) => {
    expect(city.safeParse({ city: value }).error?.issues[0]?.message).toBe(GST_MESSAGES.cityInvalid);
  });
  it("the document's pattern takes exactly what the server takes", () => {
    const documented = PLAIN_3_OR_MORE;
    for (const value of ["  Pune\t", "a b", "ab", " ab\u000b", "\fab ", 'Pu"ne', "x".repeat(50)]) {
      expect(documented.test(value)).toBe(city.safeParse({ city: value }).success);
    }
  });
});

describe("transporter name", () => {
  const name = (transporterName: string) =>
    ZInvoiceTransportInput.safeParse({
      id: "inv1",
      mode: "road",
      vehicleNo: "MH12AB1234",
      distanceKm: 10,
      transporterName,
    });
  it("blank, or 3 or more characters once trimmed", () => {
    expect(name("   ").success).toBe(true);
    expect(name(" Raj Roadlines ").data?.transporterName).toBe("Raj Roadlines");
    expect(name("\u000bab\f").error?.issues[0]?.message).toBe(GST_MESSAGES.transporterNameInvalid);
  });
  it("the document's pattern takes exactly what the server takes", () => {
    for (const value of ["", "   ", " Raj Roadlines ", "ab", "\u000bab\f", 'R"aj']) {
      expect(BLANK_OR_PLAIN_3_OR_MORE.test(value)).toBe(name(value).success);
    }
  });
});
