import {
  PAYMENT_MESSAGES,
  requiredId,
  ZCreatePaymentInput,
  ZDeletePaymentInput,
  ZInvoicePayments,
  ZPaymentRecord,
  ZReceivables,
  ZStatement,
  ZStatementQuery,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { receiptPdf } from "../../services/payment-receipt";
import { deletePayment, listPayments, recordPayment } from "../../services/payments";
import { getReceivables, getStatement } from "../../services/receivables";
import { success } from "../envelope";
import { doc, ok } from "../openapi/route-doc";
import type { RouteKit } from "../route-kit";

const INVOICE = { record: "InvoiceRecord", by: "_id" } as const;
const ZInvoiceQuery = z.object({ invoiceId: requiredId(PAYMENT_MESSAGES.invoiceRequired) });
const ZPaymentQuery = z.object({ id: requiredId(PAYMENT_MESSAGES.paymentRequired) });

/** /payment: money received against invoices; /receivables and /draft/statement: what is still owed. */
export async function paymentRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.post(
    "/payment",
    doc({
      tag: "Payments",
      summary: "Record a payment against an invoice",
      description:
        "`amount` is a decimal string (or a JSON number) above 0 with at most 2 decimals, never more than the invoice's balance; `date` is not in the future nor before the invoice date. The receipt takes the next number of its series (RC/26-27/0001). A cancelled invoice takes no payments (409).",
      auth: true,
      references: { invoiceId: INVOICE },
      body: ZCreatePaymentInput,
      success: { status: 201, schema: ok(ZPaymentRecord) },
      failures: [400, 404, 409],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const payment = await recordPayment(
        ctx.db,
        session,
        parseInput(ZCreatePaymentInput, request.body ?? {}),
      );
      return reply.code(201).send(success(`Payment ${payment.number} recorded`, payment));
    },
  );
  app.delete(
    "/payment",
    doc({
      tag: "Payments",
      summary: "Delete a payment, with the reason (by `id`); it is kept, marked deleted",
      description:
        "A payment is never edited. A deleted one no longer counts towards the invoice; deleting it twice is 409.",
      auth: true,
      references: { id: { record: "PaymentRecord", by: "_id" } },
      body: ZDeletePaymentInput,
      success: { status: 200, schema: ok(ZPaymentRecord) },
      failures: [400, 404, 409],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const payment = await deletePayment(
        ctx.db,
        session,
        parseInput(ZDeletePaymentInput, request.body ?? {}),
      );
      return success(`Payment ${payment.number} deleted`, payment);
    },
  );
  app.get(
    "/payment",
    doc({
      tag: "Payments",
      summary: "An invoice's payments (deleted ones marked), its `paid` and `balance`",
      auth: true,
      references: { invoiceId: INVOICE },
      query: ZInvoiceQuery,
      success: { status: 200, schema: ok(ZInvoicePayments) },
      failures: [400, 404],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const { invoiceId } = parseInput(ZInvoiceQuery, request.query);
      return success("Payments", await listPayments(ctx.db, session, invoiceId));
    },
  );
  app.get(
    "/payment/receipt.pdf",
    doc({
      tag: "Payments",
      summary: "A payment's receipt as a PDF",
      auth: true,
      references: { id: { record: "PaymentRecord", by: "_id" } },
      query: ZPaymentQuery,
      success: { status: 200, schema: z.any(), contentType: "application/pdf" },
      failures: [400, 404, 503],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const { id } = parseInput(ZPaymentQuery, request.query);
      const file = await receiptPdf(ctx.db, ctx.pdf, session, id);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .send(file.content);
    },
  );
  app.get(
    "/receivables",
    doc({
      tag: "Payments",
      summary:
        "What each customer still owes, aged by invoice date (0-30, 31-60, 61-90, over 90 days), and the total",
      auth: true,
      success: { status: 200, schema: ok(ZReceivables) },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("Receivables", await getReceivables(ctx.db, session));
    },
  );
  app.get(
    "/draft/statement",
    doc({
      tag: "Payments",
      summary: "A customer's statement: invoices and payments from `from` to `to`, with the running balance",
      auth: true,
      references: { draftId: { record: "CustomerRecord", by: "_id" } },
      query: ZStatementQuery,
      success: { status: 200, schema: ok(ZStatement) },
      failures: [400, 404],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success(
        "Statement",
        await getStatement(ctx.db, session, parseInput(ZStatementQuery, request.query)),
      );
    },
  );
}
