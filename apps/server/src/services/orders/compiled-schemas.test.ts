import { pieceLineSchema, type Unit, ZQuoteRequest } from "@kerf/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledPieceLineSchema, ZCompiledQuoteRequest } from "./compiled-schemas";

// The generated fast paths must answer exactly as the runtime schemas: the same value for what passes,
// the same issues (so the same messages) for what fails.
const field = (...values: unknown[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
const line = fc.record(
  {
    widthForDisplay: field(
      "12#4",
      " 24 ",
      12.5,
      "12#8",
      "",
      "abc",
      "10000#1",
      "0",
      "500",
      300,
      "9".repeat(20),
    ),
    lengthForDisplay: field("24", "12#3", 36, "1e3", null, "25#7", " 600.25 "),
    quantity: field(1, "2", 0, 2.5, 100001, "", "x", null),
    materialType: field("Clear", " Clear ", "", null, 5),
    edgeSelection: field("edgeSelection8", "edgeSelection0", null, "", 3),
    edgeProfile: field("Flat Polish", "", null, " Ogee "),
    areaExtras: field([], [{ label: "A", value: 35 }], [{ label: "A", value: -1 }], "x", [1]),
    multiplier: field(1, "1.5", "0", -1, "", null, "abc", "1000000"),
    extra: field("ignored"),
  },
  { requiredKeys: [] },
);

describe("compiled schemas", () => {
  it.each(["inch", "mm"] as Unit[])("parse a piece line (%s) as the runtime does", (unit) => {
    const runtime = pieceLineSchema(unit);
    const compiled = compiledPieceLineSchema(unit);
    fc.assert(
      fc.property(fc.oneof(line, fc.anything()), (value) => {
        const a = runtime.safeParse(value);
        const b = compiled.safeParse(value);
        expect(b.success).toBe(a.success);
        if (a.success) expect(b.data).toStrictEqual(a.data);
        else expect(b.error!.issues).toStrictEqual(a.error.issues);
      }),
      { numRuns: 2000 },
    );
  });

  it("parse a quote request as the runtime does", () => {
    const request = fc.record(
      {
        settings: field(null, {}, { unit: "mm", roundingStep: "0.5" }, { unit: "cm" }, { roundingStep: -1 }),
        materials: field(
          null,
          [],
          [
            {
              materialName: "Clear",
              materialRate: "10",
              cuttingRate: 1,
              materialGst: 18,
              materialWastage: "5",
            },
          ],
          [{ materialName: "" }],
        ),
        lines: field([], [{}], [{ a: 1 }, { b: 2 }], [1], "x", null),
        supplierGstin: field(null, "", "27AAPFU0939F1ZV", "bad"),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(request, fc.anything()), (value) => {
        const a = ZQuoteRequest.safeParse(value);
        const b = ZCompiledQuoteRequest.safeParse(value);
        expect(b.success).toBe(a.success);
        if (a.success) expect(b.data).toStrictEqual(a.data);
        else expect(b.error!.issues).toStrictEqual(a.error.issues);
      }),
      { numRuns: 2000 },
    );
  });

  it("parse a quote request through parseAsync (as tRPC does) the same way", async () => {
    const request = { lines: [{}], settings: { unit: "mm" } };
    expect(await ZCompiledQuoteRequest.parseAsync(request)).toStrictEqual(ZQuoteRequest.parse(request));
    const error = await ZCompiledQuoteRequest.parseAsync({ lines: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues).toStrictEqual(ZQuoteRequest.safeParse({ lines: "x" }).error!.issues);
  });
});
