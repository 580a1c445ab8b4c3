import type { SessionAccess } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { SessionInfo } from "../services/auth/sessions";
import type { PdfRenderer } from "../services/jobs/pdf-renderer";
import type { PdfFile } from "../services/sharing/shared-documents";
import type { RouteDoc } from "./openapi/route-doc";
import type { Parsed, RouteGroup } from "./route";

/** The documented success of a route that answers a PDF. */
export const PDF = { status: 200 as const, schema: z.any(), contentType: "application/pdf" as const };

/** A PDF as a download (or `inline`), never cached by the browser or a proxy. */
export function sendPdf(reply: FastifyReply, file: PdfFile, inline = false) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.content);
}

/**
 * A GET answering one of the company's records as a PDF (a download), the record named by `query`: 400 for
 * a bad query, 404 for no such record, 503 when the PDF cannot be made in time.
 */
export function pdfRoute<Q extends z.ZodObject>(
  route: RouteGroup,
  path: string,
  spec: { access: SessionAccess; summary: string; references: RouteDoc["references"]; query: Q },
  print: (db: Db, pdf: PdfRenderer, session: SessionInfo, query: Parsed<Q>) => Promise<PdfFile>,
): void {
  route.get(path, { ...spec, success: PDF, failures: [400, 404, 503] }, async (c) =>
    sendPdf(c.reply, await print(c.ctx.db, c.ctx.pdf, c.session, c.query)),
  );
}
