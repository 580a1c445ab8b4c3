import { CREDIT_NOTE_MESSAGES, formatCents, MESSAGES, parseDecimal, toCents } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

const minus = (a: string, b: string) =>
  formatCents(BigInt(toCents(parseDecimal(a)!)) - BigInt(toCents(parseDecimal(b)!)));

/** Credit notes (/creditNote, issue 17), on the live invoice of company A's order. */
export function creditNoteRows({
  api,
  a,
  b,
  fx,
  rx,
  money,
  noToken,
  foreign,
  pdfRow,
}: ContractContext): Row[] {
  const notesOf = async (invoiceId: string) =>
    expectOk(await api.call("GET", "/api/creditNote", { token: a, query: { invoiceId } }));
  const note = () => rx.creditNote.get();

  return [
    {
      method: "POST",
      path: "/api/creditNote",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/creditNote", {
              token: b,
              body: { invoiceId: fx.invoice.get()._id, reason: "Not theirs" },
            }),
          () => notesOf(fx.invoice.get()._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/creditNote", {
              token: a,
              body: { invoiceId: fx.invoice.get()._id, reason: "Both", lines: [1], amount: "10" },
            }),
            CREDIT_NOTE_MESSAGES.linesOrAmount,
            { amount: CREDIT_NOTE_MESSAGES.linesOrAmount },
          ),
        "no token": noToken("POST", "/api/creditNote", { invoiceId: "x", reason: "r" }),
        valid: async () => {
          const invoice = fx.invoice.get();
          // 100.00 of taxable value at the invoice's one rate (18 %): GST 18.00, credit 118.00.
          await rx.creditNote();
          expectEqual(
            [note().number, note().kind, note().lines, note().total, note().invoiceNumber],
            ["CN/26-27/0001", "amount", [], "118.00", invoice.number],
            "number, kind, lines, total, invoice",
          );
        },
        more: async () => {
          const invoice = fx.invoice.get();
          await rx.creditNote();
          const left = minus(invoice.payable as string, note().total as string);
          expectFailure(
            await api.call("POST", "/api/creditNote", {
              token: a,
              body: { invoiceId: invoice._id, reason: "Whole order" },
            }),
            400,
            `This credit note comes to ${invoice.payable}, more than the ${left} left to credit on ${invoice.number} (payable ${invoice.payable})`,
          );
          // A cancelled invoice takes none.
          expectFailure(
            await api.call("POST", "/api/creditNote", {
              token: a,
              body: { invoiceId: (await money.cancelledInvoice())._id, reason: "Too late" },
            }),
            409,
            CREDIT_NOTE_MESSAGES.cancelled,
          );
          // Item lines (issue 29) are credited by their own numbers: this invoice has none.
          expectFailure(
            await api.call("POST", "/api/creditNote", {
              token: a,
              body: { invoiceId: invoice._id, reason: "Hinges back", items: [{ n: 1, quantity: "2" }] },
            }),
            400,
            `Invoice ${invoice.number} has no item line 1`,
          );
          expectInvalid(
            await api.call("POST", "/api/creditNote", {
              token: a,
              body: { invoiceId: invoice._id, reason: "Both", items: [{ n: 1 }], amount: "10" },
            }),
            CREDIT_NOTE_MESSAGES.itemsOrAmount,
            { amount: CREDIT_NOTE_MESSAGES.itemsOrAmount },
          );
          expectEqual(((await notesOf(invoice._id)).data as Rec[]).length, 1, "notes stored");
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: fx.invoice,
    },
    {
      method: "GET",
      path: "/api/creditNote",
      cases: {
        valid: async () => {
          const invoice = fx.invoice.get();
          const listed = await notesOf(invoice._id);
          expectEqual(
            [(listed.data as Rec[]).map((n) => n.number), listed.credited, listed.creditable],
            [["CN/26-27/0001"], note().total, minus(invoice.payable as string, note().total as string)],
            "the invoice's notes, credited and creditable",
          );
          const one = expectOk(
            await api.call("GET", "/api/creditNote", { token: a, query: { id: note()._id } }),
          );
          expectEqual((one.data as Rec).reason, "One piece came chipped", "one note by id");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/creditNote", { token: a, query: { page: "0" } }),
            MESSAGES.pageInvalid,
            { page: MESSAGES.pageInvalid },
          ),
        "no token": noToken("GET", "/api/creditNote", undefined, { invoiceId: "x" }),
        "other company": foreign(
          () => api.call("GET", "/api/creditNote", { token: b, query: { id: note()._id } }),
          () => notesOf(fx.invoice.get()._id),
          "Credit note not found",
        ),
      },
      setup: rx.creditNote,
    },
    { ...pdfRow("/api/creditNote.pdf", "id", () => note()._id), setup: rx.creditNote },
  ];
}
