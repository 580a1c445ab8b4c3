import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TAKES } from "../schemas/takes";
import { GST_RATES, gstRateField, isGstRate } from "./rate-master";

const field = gstRateField("Material GST is Required");
const documented = (TAKES.get(field)!.rule as (d: object) => unknown)({}) as {
  anyOf: [{ enum: number[] }, { pattern: string }];
};
const pattern = new RegExp(documented.anyOf[1].pattern);

describe("the GST rate master", () => {
  it("holds the rates of the e-invoice master and 40%", () => {
    expect(GST_RATES).toEqual(["0", "0.1", "0.25", "1", "1.5", "3", "5", "6", "7.5", "12", "18", "28", "40"]);
    expect(documented.anyOf[0].enum).toEqual([0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]);
  });

  it("reads stored rates as the master writes them", () => {
    expect(["18.00", "7.50", "0.10", "0.00", "40"].map(isGstRate)).toEqual([true, true, true, true, true]);
    expect(["12.50", "2.00", "14", "100.00", "abc"].map(isGstRate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("the REST document's pattern takes exactly the texts the server takes", () => {
    const texts = [
      "18",
      " 18.00 ",
      "018",
      "18.",
      "+18",
      ".25",
      "0.250",
      "0",
      "-0",
      "0.0",
      ".0",
      "7.5",
      "7.50",
      "1.5",
      "40",
      "12.5",
      "1.05",
      "180",
      "8",
      "28.01",
      "4",
      "0.1",
      "00.10",
      "-18",
      "1e1",
      "",
      " ",
    ];
    for (const text of texts) {
      expect([text, pattern.test(text)]).toEqual([
        text,
        z.object({ r: field }).safeParse({ r: text }).success,
      ]);
    }
  });
});
