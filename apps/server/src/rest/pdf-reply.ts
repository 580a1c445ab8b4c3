import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { PdfFile } from "../services/shared-documents";

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
