import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TAKES } from "../schemas/takes";
import { BLANK_OR_PLAIN_3_OR_MORE, GST_MESSAGES, optionalCityField, PLAIN_3_OR_MORE } from "./fields";
import { ZInvoiceTransportInput } from "./transport";
import { VEHICLE_NO_MESSAGE, vehicleNoField } from "./vehicle-number";

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

describe("vehicle number, as the e-way bill system's formats have it", () => {
  const documented = new RegExp((TAKES.get(vehicleNoField() as never)!.rule as { pattern: string }).pattern);
  const vehicle = (vehicleNo: unknown) =>
    ZInvoiceTransportInput.safeParse({ id: "inv1", mode: "road", distanceKm: 10, vehicleNo });
  const accepted = [
    ["KA01AB1234", "KA01AB1234"],
    [" ka-01 ab 1234", "KA01AB1234"],
    ["KA011234", "KA011234"],
    ["KA01A1234", "KA01A1234"],
    ["DL01CAB1234", "DL01CAB1234"],
    ["KA012A1234", "KA012A1234"],
    ["ABC1234", "ABC1234"],
    ["DF123456", "DF123456"],
    ["TM12345", "TM12345"],
    ["np 1234 ab 5678", "NP1234AB5678"],
  ];
  it.each(accepted)("takes %j as %j", (typed, stored) => {
    expect(vehicle(typed).data?.vehicleNo).toBe(stored);
  });
  it.each(["DL1CAB1234", "KA01AB123", "KA01ABCD1234", "TM1234", "DF12345", "XY", "1234KA01"])(
    "refuses %j",
    (typed) => {
      expect(vehicle(typed).error?.issues[0]?.message).toBe(VEHICLE_NO_MESSAGE);
    },
  );
  it("the document's pattern takes exactly what the server takes", () => {
    for (const [typed] of accepted) expect(documented.test(typed!)).toBe(true);
    for (const typed of ["DL1CAB1234", "KA01AB123", "TM1234", "DF12345", "XY", "  ", "--"]) {
      const server = vehicle(typed);
      expect([typed, documented.test(typed)]).toEqual([
        typed,
        server.success || typed.trim().replace(/-/g, "") === "",
      ]);
    }
  });
});

describe("transport: road, rail, air, ship or Part-A only", () => {
  const transport = (fields: Record<string, unknown>) =>
    ZInvoiceTransportInput.safeParse({ id: "inv1", distanceKm: 10, ...fields }).error?.issues.map((i) => [
      i.path.join("."),
      i.message,
    ]) ?? [];
  it("by rail, air or ship the transporter's document number and date are required", () => {
    expect(transport({ mode: "rail" })).toEqual([
      ["transDocNo", GST_MESSAGES.transDocRequired],
      ["transDocDate", GST_MESSAGES.transDocRequired],
    ]);
    expect(transport({ mode: "air", transDocNo: "AWB-778/1", transDocDate: "2026-11-20" })).toEqual([]);
  });
  it("with no mode: a Part-A-only bill, which needs the transporter's ID and takes no vehicle", () => {
    expect(transport({})).toEqual([["mode", GST_MESSAGES.modeOrTransporterRequired]]);
    expect(transport({ transporterId: "29AAACV1234F1Z5" })).toEqual([]);
    expect(transport({ transporterId: "29AAACV1234F1Z5", vehicleNo: "KA01AB1234" })).toEqual([
      ["mode", GST_MESSAGES.vehicleNeedsMode],
    ]);
  });
});
