import {
  PAYMENT_MESSAGES,
  requiredId,
  ZCreatePaymentInput,
  ZDeletePaymentInput,
  ZInvoicePayments,
  ZPaymentRecord,
  ZReceivables,
  ZStatement,
} from "@kerf/core";
import { z } from "zod";
import { receiptPdf } from "../../services/billing/payment-receipt";
import { deletePayment, listPayments, recordPayment } from "../../services/billing/payments";
import { getReceivables, getStatement } from "../../services/billing/receivables";
import { success } from "../envelope";
import { fromDraft, ZLegacyStatementQuery } from "../legacy-records";
import { ok, REF } from "../openapi/route-doc";
import { pdfRoute } from "../pdf-reply";
import type { RouteGroups } from "../route";

const ZInvoiceQuery = z.object({ invoiceId: requiredId(PAYMENT_MESSAGES.invoiceRequired) });
const ZPaymentQuery = z.object({ id: requiredId(PAYMENT_MESSAGES.paymentRequired) });

/** /payment: money received against invoices; /receivables and /draft/statement: what is still owed. */
export function paymentRoutes(groups: RouteGroups): void {
  const route = groups("Payments");
  route.post(
    "/payment",
    {
      access: "payments.record",
      summary: "Record a payment against an invoice",
      description:
        "`amount` is a decimal string (or a JSON number) above 0 with at most 2 decimals, never more than the invoice's balance; `date` is not in the future nor before the invoice date. The receipt takes the next number of its series (RC/26-27/0001). A cancelled invoice takes no payments (409).",
      references: { invoiceId: REF.invoice },
      body: ZCreatePaymentInput,
      success: { status: 201, schema: ok(ZPaymentRecord) },
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const payment = await recordPayment(ctx.db, session, body);
      return success(`Payment ${payment.number} recorded`, payment);
    },
  );
  route.delete(
    "/payment",
    {
      access: "payments.delete",
      summary: "Delete a payment, with the reason (by `id`); it is kept, marked deleted",
      description:
        "A payment is never edited. A deleted one no longer counts towards the invoice; deleting it twice is 409.",
      references: { id: REF.payment },
      body: ZDeletePaymentInput,
      success: ok(ZPaymentRecord),
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const payment = await deletePayment(ctx.db, session, body);
      return success(`Payment ${payment.number} deleted`, payment);
    },
  );
  route.get(
    "/payment",
    {
      access: "payments.read",
      summary: "An invoice's payments (deleted ones marked), its `paid` and `balance`",
      references: { invoiceId: REF.invoice },
      query: ZInvoiceQuery,
      success: ok(ZInvoicePayments),
      failures: [400, 404],
    },
    async (c) => success("Payments", await listPayments(c.ctx.db, c.session, c.query.invoiceId)),
  );
  pdfRoute(
    route,
    "/payment/receipt.pdf",
    {
      access: "payments.read",
      summary: "A payment's receipt as a PDF",
      references: { id: REF.payment },
      query: ZPaymentQuery,
    },
    (db, pdf, session, query) => receiptPdf(db, pdf, session, query.id),
  );
  route.get(
    "/receivables",
    {
      access: "receivables.read",
      summary:
        "What each customer still owes, aged by invoice date (0-30, 31-60, 61-90, over 90 days), and the total",
      success: ok(ZReceivables),
    },
    async (c) => success("Receivables", await getReceivables(c.ctx.db, c.session)),
  );
  route.get(
    "/draft/statement",
    {
      access: "receivables.read",
      summary: "A customer's statement: invoices and payments from `from` to `to`, with the running balance",
      references: { draftId: REF.customer },
      query: ZLegacyStatementQuery,
      success: ok(ZStatement),
      failures: [400, 404],
    },
    async (c) => success("Statement", await getStatement(c.ctx.db, c.session, fromDraft(c.query))),
  );
}
