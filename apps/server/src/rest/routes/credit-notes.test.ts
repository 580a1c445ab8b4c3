import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { cuttingWithoutGst, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// Worked cases of issue 17's credit notes over REST and tRPC. The two-rate invoice, within Maharashtra:
//   1. Clear 5mm 12 x 24 x 2 at 18%: material 262.50, cutting 16.00 (no GST), GST 47.25, total 325.75
//   2. Granite 18mm 24 x 36 x 1 at 12%: material 900.00, cutting 60.00 (no GST), GST 108.00, total 1068.00
// taxable 1162.50, GST 155.25 (CGST 77.63, SGST 77.62), total 1393.75, round off +0.25, payable 1394.00.
const GRANITE = {
  materialName: "Granite 18mm",
  materialRate: "150",
  cuttingRate: "10",
  materialGst: "12",
  materialWastage: "0",
  hsnCode: "6802",
};
const GRANITE_LINE = {
  widthForDisplay: "24",
  lengthForDisplay: "36",
  quantity: 1,
  materialType: "Granite 18mm",
  edgeSelection: null,
  edgeProfile: null,
  areaExtras: [],
  multiplier: 1,
};

let t: TestApp;
let url: string;
const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
  rest(t.app, ...args);

/** A company in Maharashtra that charges cutting without GST, as the worked cases above count it. */
async function company(email: string) {
  const token = (await signupCompany(t.app, { email, gstNo: "27AAPFU0939F1ZV" })).accessToken;
  await cuttingWithoutGst(call, token);
  return token;
}

/** An invoice of the company of `token`: the one-line order, or the two-rate one with `granite`. */
async function invoiceFor(token: string, options: { granite?: boolean; recipientGstin?: string } = {}) {
  const { draftId } = await prepareOrder(call, url, token, options.recipientGstin);
  if (options.granite) {
    await call("POST", "/setting/material", GRANITE, token);
    await call("POST", "/draft/material", { draftId, ...GRANITE_LINE }, token);
  }
  const res = await call("POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; number: string; payable: string };
}

const issue = (token: string, body: Record<string, unknown>) => call("POST", "/creditNote", body, token);
const list = (token: string, invoiceId: string) =>
  call("GET", `/creditNote?invoiceId=${invoiceId}`, undefined, token);

describe("credit notes (/api/creditNote and tRPC)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it("credits chosen lines and an amount at a rate on a two-rate invoice, and refuses to over-credit", async () => {
    const token = await company("cn-two@kerf.test");
    const invoice = await invoiceFor(token, { granite: true });
    expect(invoice.payable).toBe("1394.00");

    const lines = await issue(token, { invoiceId: invoice._id, reason: "Granite slab chipped", lines: [2] });
    expect(lines.status).toBe(201);
    expect(lines.body.message).toBe("Credit note CN/26-27/0001 issued");
    expect(lines.body.data).toMatchObject({
      number: "CN/26-27/0001",
      invoiceNumber: "INV/26-27/0001",
      invoiceDate: "2026-11-21",
      customerName: "Mehta Interiors",
      reason: "Granite slab chipped",
      kind: "lines",
      lines: [2],
      taxableValue: "900.00",
      gst: "108.00",
      total: "1068.00",
    });
    expect(lines.body.data.snapshot.totals).toEqual({
      taxableValue: "900.00",
      untaxedCutting: "60.00",
      cgst: "54.00",
      sgst: "54.00",
      igst: "0.00",
      gst: "108.00",
      grandTotal: "1068.00",
      roundOff: "0.00",
      total: "1068.00",
      amountInWords: "Rupees One Thousand Sixty Eight Only",
    });

    const noRate = await issue(token, { invoiceId: invoice._id, reason: "Discount", amount: "100" });
    expect(noRate.status).toBe(400);
    expect(noRate.body).toMatchObject({
      message: "Invoice INV/26-27/0001 has several GST rates (12%, 18%): give the rate of the amount",
      errors: {
        rate: "Invoice INV/26-27/0001 has several GST rates (12%, 18%): give the rate of the amount",
      },
    });
    // A JSON number is taken too; GST 18% of 100.50 = 18.09, CGST 9.05 (half-up of 9.045), SGST 9.04.
    const amount = await issue(token, {
      invoiceId: invoice._id,
      reason: "Late delivery",
      amount: 100.5,
      rate: 18,
    });
    expect(amount.status).toBe(201);
    expect(amount.body.data).toMatchObject({
      number: "CN/26-27/0002",
      kind: "amount",
      lines: [],
      total: "118.59",
    });
    expect(amount.body.data.snapshot.amount).toEqual({ rate: "18", taxableValue: "100.50" });
    expect(amount.body.data.snapshot.rates).toEqual([
      { rate: "18", taxableValue: "100.50", gst: "18.09", cgst: "9.05", sgst: "9.04", igst: "0.00" },
    ]);
    expect(amount.body.data.snapshot.totals.amountInWords).toBe(
      "Rupees One Hundred Eighteen and Fifty Nine Paise Only",
    );

    const over = await issue(token, { invoiceId: invoice._id, reason: "Whole invoice" });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      "This credit note comes to 1394.00, more than the 207.41 left to credit on INV/26-27/0001 (payable 1394.00)",
    );
    const again = await issue(token, { invoiceId: invoice._id, reason: "Twice", lines: [2] });
    expect(again.body.message).toBe("Line 2 of INV/26-27/0001 is already credited by CN/26-27/0001");

    const listed = await list(token, invoice._id);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ isError: false, credited: "1186.59", creditable: "207.41" });
    expect(listed.body.data.map((n: { number: string }) => n.number)).toEqual([
      "CN/26-27/0001",
      "CN/26-27/0002",
    ]);
  });

  it("credits the whole invoice to its payable exactly, round-off included", async () => {
    const token = await company("cn-full@kerf.test");
    const invoice = await invoiceFor(token, { granite: true });
    const full = await issue(token, { invoiceId: invoice._id, reason: "Order returned", date: "2026-11-25" });
    expect(full.status).toBe(201);
    expect(full.body.data).toMatchObject({
      date: "2026-11-25",
      kind: "full",
      lines: [1, 2],
      total: "1394.00",
    });
    expect(full.body.data.snapshot.totals).toMatchObject({
      taxableValue: "1162.50",
      untaxedCutting: "76.00",
      cgst: "77.63",
      sgst: "77.62",
      gst: "155.25",
      grandTotal: "1393.75",
      roundOff: "0.25",
      total: "1394.00",
    });
    // Tax by rate: the 12% rate has the larger taxable value and takes the invoice's CGST less the 18%'s.
    expect(full.body.data.snapshot.rates).toEqual([
      { rate: "12", taxableValue: "900.00", gst: "108.00", cgst: "54.00", sgst: "54.00", igst: "0.00" },
      { rate: "18", taxableValue: "262.50", gst: "47.25", cgst: "23.63", sgst: "23.62", igst: "0.00" },
    ]);
    const more = await issue(token, { invoiceId: invoice._id, reason: "More", amount: "1", rate: "12" });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe(
      "Nothing is left to credit on INV/26-27/0001: its payable 1394.00 is credited in full",
    );
    expect((await list(token, invoice._id)).body).toMatchObject({ credited: "1394.00", creditable: "0.00" });
  });

  it("splits an inter-state note as IGST and takes the invoice's one rate", async () => {
    const token = await company("cn-igst@kerf.test");
    const invoice = await invoiceFor(token, { recipientGstin: "29AAGCB7383J1Z4" });
    const note = await issue(token, { invoiceId: invoice._id, reason: "Rate agreed lower", amount: "50.00" });
    expect(note.status).toBe(201);
    expect(note.body.data.snapshot.totals).toMatchObject({
      cgst: "0.00",
      sgst: "0.00",
      igst: "9.00",
      total: "59.00",
    });
    const rest = await issue(token, { invoiceId: invoice._id, reason: "Pieces returned", lines: [1] });
    // 325.75 for the line would leave the notes at 384.75, past the payable 326.00.
    expect(rest.body.message).toBe(
      "This credit note comes to 325.75, more than the 267.00 left to credit on INV/26-27/0001 (payable 326.00)",
    );
  });

  it("checks every input with a clear 400 and stores nothing", async () => {
    const token = await company("cn-input@kerf.test");
    const invoice = await invoiceFor(token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoiceId: invoice._id }, "reason", "Reason is required"],
      [{ invoiceId: invoice._id, reason: "   " }, "reason", "Reason is required"],
      [{ invoiceId: invoice._id, reason: "x".repeat(201) }, "reason", "Must be at most 200 characters"],
      [{ reason: "r" }, "invoiceId", "invoiceId is required"],
      [
        { invoiceId: invoice._id, reason: "r", lines: [1], amount: "5" },
        "amount",
        "Send lines or amount, not both",
      ],
      [{ invoiceId: invoice._id, reason: "r", rate: "18" }, "rate", "rate goes with amount"],
      [{ invoiceId: invoice._id, reason: "r", lines: [] }, "lines", "Choose at least one line"],
      [
        { invoiceId: invoice._id, reason: "r", lines: [1.5] },
        "lines.0",
        "Lines are line numbers of the invoice (1, 2, ...)",
      ],
      [{ invoiceId: invoice._id, reason: "r", lines: [1, 1] }, "lines", "Line 1 is given twice"],
      [{ invoiceId: invoice._id, reason: "r", lines: [2] }, "lines", "Invoice INV/26-27/0001 has no line 2"],
      [{ invoiceId: invoice._id, reason: "r", amount: "0" }, "amount", "Amount must be more than 0"],
      [{ invoiceId: invoice._id, reason: "r", amount: "-5" }, "amount", "Amount must be more than 0"],
      [{ invoiceId: invoice._id, reason: "r", amount: "1.234" }, "amount", "Use at most 2 decimals"],
      [{ invoiceId: invoice._id, reason: "r", amount: "abc" }, "amount", "Must be a number"],
      [
        { invoiceId: invoice._id, reason: "r", amount: "10", rate: "5" },
        "rate",
        "5% is not a GST rate of invoice INV/26-27/0001 (18%)",
      ],
      [
        { invoiceId: invoice._id, reason: "r", date: "2026-11-20" },
        "date",
        "The credit note date cannot be before the invoice date (2026-11-21)",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await issue(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await list(token, invoice._id)).body.data).toEqual([]);
  });

  it("refuses a cancelled invoice, and never shows or credits another company's invoice", async () => {
    const token = await company("cn-a@kerf.test");
    const other = await company("cn-b@kerf.test");
    const invoice = await invoiceFor(token);
    const note = await issue(token, { invoiceId: invoice._id, reason: "Broken piece", lines: [1] });
    expect(note.status).toBe(201);

    const foreign = await issue(other, { invoiceId: invoice._id, reason: "Not mine" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Invoice not found");
    expect((await list(other, invoice._id)).status).toBe(404);
    const byId = await call("GET", `/creditNote?id=${note.body.data._id}`, undefined, other);
    expect(byId.status).toBe(404);
    expect(byId.body.message).toBe("Credit note not found");
    expect((await call("GET", `/creditNote.pdf?id=${note.body.data._id}`, undefined, other)).status).toBe(
      404,
    );
    await expect(trpcClient(url, other).creditNotes.get.query({ id: note.body.data._id })).rejects.toThrow(
      "Credit note not found",
    );
    // The other company's own series is untouched: its first note is still 0001.
    const theirs = await invoiceFor(other);
    const own = await issue(other, { invoiceId: theirs._id, reason: "Own" });
    expect(own.body.data.number).toBe("CN/26-27/0001");

    const second = await invoiceFor(token);
    await call("DELETE", "/draft/invoice", { _id: second._id }, token);
    const cancelled = await issue(token, { invoiceId: second._id, reason: "Too late" });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("A cancelled invoice takes no credit note");
    expect((await list(token, second._id)).body.data).toEqual([]);
  });

  it("issues, lists and reads notes over tRPC; two notes at once never over-credit", async () => {
    const token = await company("cn-trpc@kerf.test");
    const invoice = await invoiceFor(token);
    const client = trpcClient(url, token);
    const both = await Promise.allSettled([
      client.creditNotes.issue.mutate({ invoiceId: invoice._id, reason: "Duplicate click" }),
      client.creditNotes.issue.mutate({ invoiceId: invoice._id, reason: "Duplicate click" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const listed = await client.creditNotes.list.query({ invoiceId: invoice._id });
    expect(listed).toMatchObject({ credited: "326.00", creditable: "0.00" });
    expect(listed.notes).toHaveLength(1);
    const note = await client.creditNotes.get.query({ id: listed.notes[0]!.id });
    expect(note.snapshot.invoice).toEqual({
      number: "INV/26-27/0001",
      date: "2026-11-21",
      payable: "326.00",
    });
  });
});
