import {
  MAX_LENGTH,
  ZChangeRequestInput,
  ZPublicInvoice,
  ZPublicQuotation,
  ZQuoteResponseInput,
  ZStatement,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { z } from "zod";
import type { PdfRenderer } from "../../services/jobs/pdf-renderer";
import { answerQuotation } from "../../services/sharing/quote-answers";
import { resolveLink } from "../../services/sharing/share-links";
import {
  type PdfFile,
  publicInvoice,
  publicInvoicePdf,
  publicQuotation,
  publicQuotationPdf,
} from "../../services/sharing/shared-documents";
import { publicStatement } from "../../services/sharing/shared-statement";
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

  /** What a link to a document opens: the document (its envelope `message` the noun) and its PDF. */
  const opens = (
    path: string,
    noun: { name: "quotation" | "invoice"; message: string },
    answer: z.ZodType,
    read: (db: Db, token: string) => Promise<unknown>,
    print: (db: Db, pdf: PdfRenderer, token: string) => Promise<PdfFile>,
  ) => {
    route.get(
      path,
      {
        ...link,
        summary: `The ${noun.name} a link opens (no token needed)`,
        success: answer,
        failures: opened,
      },
      async (c) => success(noun.message, await read(c.ctx.db, c.params.token)),
    );
    route.get(
      `${path}/pdf`,
      { ...link, summary: `The ${noun.name} a link opens, as a PDF`, success: PDF, failures: printed },
      async (c) => {
        // The link's company prints it, in its turn: a shared link is no way around its queue.
        const { companyId } = await resolveLink(
          c.ctx.db,
          noun.name === "quotation" ? "quote" : "invoice",
          c.params.token,
        );
        return sendPdf(c.reply, await print(c.ctx.db, c.ctx.pdfFor(companyId), c.params.token));
      },
    );
  };

  opens(
    "/public/quote/:token",
    { name: "quotation", message: "Quotation" },
    quotation,
    publicQuotation,
    publicQuotationPdf,
  );
  // The customer's two answers to a quotation differ only in what they require and say.
  const answers = [
    {
      path: "/public/quote/:token/accept",
      kind: "accepted",
      summary: "Accept the revision the page showed (`revision`, `name`, an optional `note`)",
      body: ZQuoteResponseInput,
      message: "Quotation accepted",
    },
    {
      path: "/public/quote/:token/changes",
      kind: "changes",
      summary:
        "Ask for changes to the quotation (`name`, `note`); at most CHANGE_REQUESTS_PER_LINK_PER_HOUR a link",
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
  opens(
    "/public/invoice/:token",
    { name: "invoice", message: "Invoice" },
    ok(ZPublicInvoice),
    publicInvoice,
    publicInvoicePdf,
  );
  route.get(
    "/public/statement/:token",
    {
      ...link,
      summary: "The statement of account a payment reminder's link opens (no token needed)",
      description:
        "One customer's statement, from their first invoice to today; 410 once the shop revokes it.",
      success: ok(ZStatement),
      failures: opened,
    },
    async (c) => success("Statement", await publicStatement(c.ctx.db, c.params.token)),
  );
}
