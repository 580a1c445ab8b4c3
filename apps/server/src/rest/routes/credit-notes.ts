import {
  pageField,
  recordIdField,
  ZCreateCreditNoteInput,
  ZCreditNoteRecord,
  ZCreditNoteSummary,
  ZInvoiceCredit,
} from "@kerf/core";
import { z } from "zod";
import {
  getCreditNote,
  issueCreditNote,
  listCompanyCreditNotes,
  listCreditNotes,
} from "../../services/billing/credit-notes";
import { creditNotePdf } from "../../services/sharing/shared-documents";
import { success } from "../envelope";
import { ok, PAGE_EXTRAS, REF } from "../openapi/route-doc";
import { pdfRoute } from "../pdf-reply";
import type { RouteGroups } from "../route";

const ZCreditNoteQuery = z.object({
  invoiceId: recordIdField().optional().describe("The invoice whose notes are listed, oldest first"),
  id: recordIdField().optional().describe("One credit note, by its _id: answers the whole note"),
  page: pageField()
    .optional()
    .describe("Without invoiceId and id: a page of 10 of the company's notes, newest first (default 1)"),
});
const ZCreditNoteRef = z.object({
  id: recordIdField().min(1, "id is required").describe("The credit note, by its _id"),
});

/** /creditNote: credit notes against the company's issued invoices (issue 17). */
export function creditNoteRoutes(groups: RouteGroups): void {
  const route = groups("Credit notes");
  route.post(
    "/creditNote",
    {
      access: "creditNotes.write",
      summary: "Issue a credit note against an invoice: whole, chosen `lines`, or an `amount` at one `rate`",
      description:
        "Without `lines` and `amount` the note credits the whole invoice, round-off included, so it clears the payable exactly. `lines` credits those line numbers (each once over all the invoice's notes; the note that credits the last of them takes the invoice's round-off). `amount` credits a taxable value at `rate` (one of the invoice's GST rates, required when it has several) with its GST, split CGST/SGST or IGST as the invoice is. The notes of an invoice never credit more than its payable, nor more taxable value at a rate than it has (400, nothing stored). A cancelled invoice takes no note (409). Numbered CN/<financial year>/<n>, a series per company and year.",
      references: { invoiceId: REF.invoice },
      body: ZCreateCreditNoteInput,
      success: { status: 201, schema: ok(ZCreditNoteRecord) },
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const note = await issueCreditNote(ctx.db, session, body);
      return success(`Credit note ${note.number} issued`, note);
    },
  );
  route.get(
    "/creditNote",
    {
      access: "invoices.read",
      summary:
        "An invoice's credit notes (`invoiceId`), with `credited` and `creditable`; one note (`id`); or, with neither, a page of the company's notes",
      references: { invoiceId: REF.invoice, id: REF.creditNote },
      query: ZCreditNoteQuery,
      success: z.union([
        ok(ZCreditNoteRecord),
        ok(z.array(ZCreditNoteSummary), ZInvoiceCredit.shape),
        ok(z.array(ZCreditNoteSummary), PAGE_EXTRAS),
      ]),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) => {
      if (query.id) return success("Credit note", await getCreditNote(ctx.db, session, query.id));
      if (query.invoiceId) {
        const { notes, ...credit } = await listCreditNotes(ctx.db, session, query.invoiceId);
        return { ...success("Credit notes", notes), ...credit };
      }
      const { notes, ...page } = await listCompanyCreditNotes(ctx.db, session, query.page);
      return { ...success("Credit notes", notes), ...page };
    },
  );
  pdfRoute(
    route,
    "/creditNote.pdf",
    {
      access: "invoices.read",
      summary: "A credit note as a PDF",
      references: { id: REF.creditNote },
      query: ZCreditNoteRef,
    },
    (db, pdf, session, query) => creditNotePdf(db, pdf, session, query.id),
  );
}
