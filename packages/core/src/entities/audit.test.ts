import { describe, expect, it } from "vitest";
import { type AuditEntry, auditCsv, financialYearRange } from "./audit";

const entry: AuditEntry = {
  seq: 7,
  at: "2026-11-27T10:00:00.000Z",
  userId: "3f1c9a52-8d1e-4c61-9a7e-2b4d5c6e7f80",
  userName: "=cmd|' /C calc'!A0",
  ip: "+91",
  kind: "material.changed",
  entityId: "@SUM(1)",
  before: { materialRate: "70.00" },
  after: { materialRate: "-71.25" },
  hash: "ab".repeat(32),
};

describe("auditCsv", () => {
  it("neutralises cells a spreadsheet would read as formulas, and quotes the JSON", () => {
    const [heading, row] = auditCsv([entry]).split("\r\n");
    expect(heading).toBe("Seq,At (UTC),Person,Person id,Address,Kind,What,Record,Before,After,Hash");
    expect(row).toBe(
      `7,2026-11-27T10:00:00.000Z,'=cmd|' /C calc'!A0,${entry.userId},'+91,material.changed,Material changed,'@SUM(1),"{""materialRate"":""70.00""}","{""materialRate"":""-71.25""}",${entry.hash}`,
    );
  });

  it("a financial year runs 1 April to 31 March", () => {
    expect(financialYearRange(2026)).toEqual({ from: "2026-04-01", to: "2027-03-31" });
  });
});
