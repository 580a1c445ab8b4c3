import { describe, expect, it } from "vitest";
import { type MatchCredit, type MatchInvoice, matchCredits } from "./bank-match";

const inv = (
  id: string,
  customerName: string,
  balance: bigint,
  invoiceDate = "2026-10-01",
): MatchInvoice => ({
  id,
  number: `INV/26-27/${id.padStart(4, "0")}`,
  customerId: customerName,
  customerName,
  invoiceDate,
  balance,
});
const credit = (
  id: string,
  paise: bigint,
  narration: string,
  reference: string | null = null,
): MatchCredit => ({
  id,
  date: "2026-11-01",
  paise,
  narration,
  reference,
});
const invoices = [
  inv("7", "Sharma Glass", 100000n),
  inv("8", "Sharma Glass", 50000n, "2026-10-05"),
  inv("9", "M/s. Mehta Interiors Pvt. Ltd.", 30000n),
  inv("10", "Kapoor Builders", 20000n),
  inv("11", "Kapoor Builders", 20000n, "2026-10-02"),
  inv("70", "Verma Traders", 99900n),
];
const run = (...credits: MatchCredit[]) => matchCredits(credits, invoices, new Set(["UTR998877665544"]));

describe("matching credits", () => {
  it("the invoice number in a UPI note matches exactly, whatever the separators", () => {
    const [m] = run(credit("a", 100000n, "UPI/633012345678/INV-26-27-0007/sharma@okaxis"));
    expect(m).toMatchObject({
      status: "exact",
      mode: "upi",
      suggestions: [{ rule: "invoice-number", allocations: [{ invoiceId: "7", paise: 100000n }] }],
    });
  });
  it("INV/26-27/0007 is not read inside INV/26-27/00070", () => {
    const [m] = run(credit("a", 100000n, "UPI/INV2627 00070"));
    expect(m?.status).not.toBe("exact");
  });
  it("a part payment naming one invoice is exact for its amount; naming two, paying both in full, exact", () => {
    const [part, both] = run(
      credit("a", 40000n, "NEFT INV/26-27/0007 PART"),
      credit("b", 80000n, "NEFT INV/26-27/0008 INV/26-27/0009"),
    );
    expect(part).toMatchObject({
      status: "exact",
      mode: "bank",
      suggestions: [{ allocations: [{ invoiceId: "7", paise: 40000n }] }],
    });
    expect(both?.status).toBe("exact");
    expect(both?.suggestions[0]?.allocations).toEqual([
      { invoiceId: "9", paise: 30000n },
      { invoiceId: "8", paise: 50000n },
    ]);
  });
  it("an invoice paid by two credits: the second sees what the first left", () => {
    const [a, b, c] = run(
      credit("a", 60000n, "UPI INV/26-27/0007"),
      credit("b", 40000n, "UPI INV/26-27/0007"),
      credit("c", 1n, "UPI INV/26-27/0007"),
    );
    expect([a?.status, b?.status]).toEqual(["exact", "exact"]);
    expect(c?.status).toBe("unmatched");
  });
  it("a customer's name with the sum of several open balances is exact; with one balance of two equal, suggested", () => {
    const [all, one, ambiguous] = run(
      credit("a", 150000n, "NEFT CR-SBIN0001-SHARMA GLASS-KERF"),
      credit("b", 30000n, "NEFT CR-MEHTA INTERIORS PVT LTD"),
      credit("c", 20000n, "CLG CHQ 004512 KAPOOR BUILDERS"),
    );
    expect(all?.status).toBe("exact");
    expect(all?.suggestions[0]?.allocations.map((x) => x.invoiceId)).toEqual(["7", "8"]);
    expect(one?.status).toBe("exact");
    expect(ambiguous).toMatchObject({ status: "suggested", mode: "cheque" });
    expect(ambiguous?.suggestions.map((s) => s.allocations[0]?.invoiceId)).toEqual(["10", "11"]);
  });
  it("a customer's name with an amount no set of balances makes: oldest invoices suggested", () => {
    const [m] = run(credit("a", 120000n, "IMPS SHARMA GLASS"));
    expect(m).toMatchObject({
      status: "suggested",
      suggestions: [
        {
          rule: "customer-oldest",
          allocations: [
            { invoiceId: "7", paise: 100000n },
            { invoiceId: "8", paise: 20000n },
          ],
        },
      ],
    });
  });
  it("the amount alone is only ever a suggestion; a stranger is unmatched", () => {
    const [amount, stranger] = run(
      credit("a", 99900n, "NEFT RAJ ENTERPRISES"),
      credit("b", 12345n, "NEFT UNKNOWN"),
    );
    expect(amount).toMatchObject({
      status: "suggested",
      suggestions: [{ rule: "amount", allocations: [{ invoiceId: "70" }] }],
    });
    expect(stranger).toMatchObject({ status: "unmatched", suggestions: [] });
  });
  it("a UTR a recorded payment already carries is never posted again", () => {
    const [m] = run(credit("a", 100000n, "UPI INV/26-27/0007", "UTR998877665544"));
    expect(m?.status).toBe("recorded");
  });
  it("an invoice dated after the credit is never matched to it", () => {
    const [m] = matchCredits(
      [credit("a", 5000n, "UPI INV/26-27/0001")],
      [inv("1", "X Co", 5000n, "2026-12-01")],
      new Set(),
    );
    expect(m?.status).toBe("unmatched");
  });
});
