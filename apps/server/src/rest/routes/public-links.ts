import {
  MAX_LENGTH,
  ZChangeRequestInput,
  ZPublicInvoice,
  ZPublicQuotation,
  ZQuoteResponseInput,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import {
  answerQuotation,
  publicInvoice,
  publicInvoicePdf,
  publicQuotation,
  publicQuotationPdf,
} from "../../services/shared-documents";
import { success } from "../envelope";
import { doc, ok } from "../openapi/route-doc";
import { PDF, sendPdf } from "../pdf-reply";
import type { RouteKit } from "../route-kit";

const ZToken = z.object({ token: z.string().max(MAX_LENGTH.token).describe("The token of the link") });

/** Without a session: what a link opens, limited per client address, bodies held to 16 KB. */
export async function publicLinkRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  const publicDoc = (summary: string, rest: Partial<Parameters<typeof doc>[0]> = {}) =>
    doc({
      tag: "Sharing",
      summary,
      auth: false,
      params: ZToken,
      success: { status: 200, schema: ok(ZPublicQuotation) },
      failures: [404, 410, 429],
      ...rest,
    });
  const token = (request: { params: unknown }) => parseInput(ZToken, request.params).token;

  app.get(
    "/public/quote/:token",
    publicDoc("The quotation a link opens (no token needed)"),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      return success("Quotation", await publicQuotation(ctx.db, token(request)));
    },
  );
  app.get(
    "/public/quote/:token/pdf",
    publicDoc("The quotation a link opens, as a PDF", { success: PDF, failures: [404, 410, 429, 503] }),
    async (request, reply) => {
      const ctx = await kit.limited(request, "share");
      return sendPdf(reply, await publicQuotationPdf(ctx.db, ctx.pdf, token(request)));
    },
  );
  app.post(
    "/public/quote/:token/accept",
    publicDoc("Accept the quotation (`name`, an optional `note`)", {
      body: ZQuoteResponseInput,
      failures: [400, 404, 409, 410, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      const input = parseInput(ZQuoteResponseInput, request.body ?? {});
      const answer = await answerQuotation(ctx.db, ctx, token(request), "accepted", input, ctx.clientAddress);
      return success("Quotation accepted", answer);
    },
  );
  app.post(
    "/public/quote/:token/changes",
    publicDoc("Ask for changes to the quotation (`name`, `note`)", {
      body: ZChangeRequestInput,
      failures: [400, 404, 409, 410, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      const input = parseInput(ZChangeRequestInput, request.body ?? {});
      const answer = await answerQuotation(ctx.db, ctx, token(request), "changes", input, ctx.clientAddress);
      return success("Changes asked for", answer);
    },
  );
  app.get(
    "/public/invoice/:token",
    publicDoc("The invoice a link opens (no token needed)", {
      success: { status: 200, schema: ok(ZPublicInvoice) },
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      return success("Invoice", await publicInvoice(ctx.db, token(request)));
    },
  );
  app.get(
    "/public/invoice/:token/pdf",
    publicDoc("The invoice a link opens, as a PDF", { success: PDF, failures: [404, 410, 429, 503] }),
    async (request, reply) => {
      const ctx = await kit.limited(request, "share");
      return sendPdf(reply, await publicInvoicePdf(ctx.db, ctx.pdf, token(request)));
    },
  );
}
