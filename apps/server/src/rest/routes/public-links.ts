import {
  MAX_LENGTH,
  ZChangeRequestInput,
  ZPublicInvoice,
  ZPublicQuotation,
  ZQuoteResponseInput,
} from "@kerf/core";
import { z } from "zod";
import {
  answerQuotation,
  publicInvoice,
  publicInvoicePdf,
  publicQuotation,
  publicQuotationPdf,
} from "../../services/shared-documents";
import { success } from "../envelope";
import { type FailureStatus, ok } from "../openapi/route-doc";
import { PDF, sendPdf } from "../pdf-reply";
import type { RouteGroups } from "../route";

const ZToken = z.object({ token: z.string().max(MAX_LENGTH.token).describe("The token of the link") });

const quotation = ok(ZPublicQuotation);

/** Without a session: what a link opens, limited per client address, bodies held to 16 KB. */
export function publicLinkRoutes(groups: RouteGroups): void {
  const route = groups("Sharing");
  const link = { limit: "share", params: ZToken } as const;
  const opened = [404, 410, 429] satisfies FailureStatus[];
  const answered = [400, 404, 409, 410, 429] satisfies FailureStatus[];
  const printed = [404, 410, 429, 503] satisfies FailureStatus[];

  route.get(
    "/public/quote/:token",
    {
      ...link,
      summary: "The quotation a link opens (no token needed)",
      success: quotation,
      failures: opened,
    },
    async (c) => success("Quotation", await publicQuotation(c.ctx.db, c.params.token)),
  );
  route.get(
    "/public/quote/:token/pdf",
    { ...link, summary: "The quotation a link opens, as a PDF", success: PDF, failures: printed },
    async (c) => sendPdf(c.reply, await publicQuotationPdf(c.ctx.db, c.ctx.pdf, c.params.token)),
  );
  // The customer's two answers to a quotation differ only in what they require and say.
  const answers = [
    {
      path: "/public/quote/:token/accept",
      kind: "accepted",
      summary: "Accept the quotation (`name`, an optional `note`)",
      body: ZQuoteResponseInput,
      message: "Quotation accepted",
    },
    {
      path: "/public/quote/:token/changes",
      kind: "changes",
      summary: "Ask for changes to the quotation (`name`, `note`)",
      body: ZChangeRequestInput,
      message: "Changes asked for",
    },
  ] as const;
  for (const { path, kind, summary, body, message } of answers) {
    route.post(path, { ...link, summary, body, success: quotation, failures: answered }, async (c) =>
      success(
        message,
        await answerQuotation(c.ctx.db, c.ctx, c.params.token, kind, c.body, c.ctx.clientAddress),
      ),
    );
  }
  route.get(
    "/public/invoice/:token",
    {
      ...link,
      summary: "The invoice a link opens (no token needed)",
      success: ok(ZPublicInvoice),
      failures: opened,
    },
    async (c) => success("Invoice", await publicInvoice(c.ctx.db, c.params.token)),
  );
  route.get(
    "/public/invoice/:token/pdf",
    { ...link, summary: "The invoice a link opens, as a PDF", success: PDF, failures: printed },
    async (c) => sendPdf(c.reply, await publicInvoicePdf(c.ctx.db, c.ctx.pdf, c.params.token)),
  );
}
