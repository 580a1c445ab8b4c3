import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStatement, type StatementCredit } from "./bank-statement";
import { parseBankAmount, parseBankDate } from "./bank-values";

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), "utf8");
const brief = (c: StatementCredit) => [c.date, String(c.paise), c.reference];

describe("statement files", () => {
  it.each([
    ["hdfc.csv", "hdfc", ["0000633012345678", "SBIN326123456789", "004512"]],
    ["icici.csv", "icici", [null, null, "004512"]],
    ["sbi.csv", "sbi", ["TRANSFER FROM 633012345678", "TRANSFER FROM 9876543210", "4512"]],
    ["axis.csv", "axis", [null, null, "004512"]],
  ])("%s: the bank's preset is recognised and its three credits read exactly", (file, preset, refs) => {
    const parsed = parseStatement(fixture(file), null);
    if (parsed.kind !== "credits") throw new Error("no credits");
    expect(parsed.preset).toBe(preset);
    expect(parsed.problems).toEqual([]);
    expect(parsed.credits.map(brief)).toEqual([
      ["2026-11-01", "11800000", refs[0]],
      ["2026-11-02", "4500050", refs[1]],
      ["2026-11-04", "2360000", refs[2]],
    ]);
    expect(parsed.credits[0]?.narration).toMatch(/INV.26.27.0007/);
  });

  it.each(["statement.ofx", "statement-v2.ofx"])(
    "%s: credits only, with FITID/REFNUM/CHECKNUM as reference",
    (file) => {
      const parsed = parseStatement(fixture(file), null);
      if (parsed.kind !== "credits") throw new Error("no credits");
      expect(parsed.format).toBe("ofx");
      expect(parsed.credits[0]).toMatchObject({
        date: "2026-11-01",
        paise: 11800000n,
        reference: "633012345678",
        narration: "SHARMA GLASS UPI INV/26-27/0007",
      });
      if (file === "statement.ofx") {
        expect(parsed.credits.map(brief)).toEqual([
          ["2026-11-01", "11800000", "633012345678"],
          ["2026-11-02", "4500050", "SBIN326123456789"],
          ["2026-11-04", "2360000", "004512"],
        ]);
        expect(parsed.credits[1]?.narration).toBe("MEHTA INTERIORS PVT LTD NEFT CR & THANKS");
      }
    },
  );

  it("an unknown CSV asks for a mapping with its header row, and reads with the mapping given", () => {
    const text = 'Bank of Somewhere\nWhen,What,In,Out\n05-11-2026,NEFT ACME,"1,000.25",\n';
    expect(parseStatement(text, null)).toEqual({
      kind: "needsMapping",
      headers: ["When", "What", "In", "Out"],
    });
    const parsed = parseStatement(text, { date: "When", narration: "What", credit: "In", reference: null });
    expect(parsed).toMatchObject({
      kind: "credits",
      preset: null,
      credits: [{ date: "2026-11-05", paise: 100025n }],
    });
  });

  it("a credit cell that is no amount is a problem named by its line, never a guess", () => {
    const text = "Date,Narration,Deposit Amt.\n01/11/26,X,12.345\n02/11/26,Y,abc\n03/11/26,Z,10\n";
    const parsed = parseStatement(text, null);
    expect(parsed).toMatchObject({ kind: "credits", credits: [{ paise: 1000n }] });
    if (parsed.kind === "credits") expect(parsed.problems).toHaveLength(2);
  });
});

describe("amounts and dates", () => {
  it("reads amounts exactly into paise", () => {
    expect(parseBankAmount("1,23,456.7")).toBe(12345670n);
    expect(parseBankAmount("₹ 0.10")).toBe(10n);
    expect(parseBankAmount("9007199254740993.99")).toBeNull();
    expect(parseBankAmount("900719925474.99")).toBe(90071992547499n);
    expect(parseBankAmount("500.00 Cr")).toBe(50000n);
    expect(parseBankAmount("-5")).toBeNull();
    expect(parseBankAmount("1e5")).toBeNull();
  });
  it("reads the banks' day-first dates and refuses days that do not exist", () => {
    expect(parseBankDate("15/01/24")).toBe("2024-01-15");
    expect(parseBankDate("15-01-2024")).toBe("2024-01-15");
    expect(parseBankDate("5 Jan 2024")).toBe("2024-01-05");
    expect(parseBankDate("15-Jan-24")).toBe("2024-01-15");
    expect(parseBankDate("20240115120000[+5:30:IST]")).toBe("2024-01-15");
    expect(parseBankDate("31/02/2024")).toBeNull();
    expect(parseBankDate("********")).toBeNull();
  });
});
