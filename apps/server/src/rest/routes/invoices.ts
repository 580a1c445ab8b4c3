import {
  MESSAGES,
  pageField,
  recordIdField,
  searchField,
  takes,
  ZInvoiceHeaderCorrection,
  ZInvoiceRecord,
  ZInvoiceSummary,
  ZRecordRef,
} from "@kerf/core";
import { z } from "zod";
import { createInvoice } from "../../services/billing/invoice-creation";
import {
  cancelInvoice,
  correctInvoiceHeader,
  getInvoice,
  listInvoices,
} from "../../services/billing/invoices";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { fromDraft, ZLegacyCreateInvoiceInput } from "../legacy-records";
import { byId, ok, PAGE_EXTRAS, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { shapes } from "../route-body";

const ZInvoiceQuery = z.object({
  id: recordIdField().optional().describe("One invoice, by its _id: answers the whole invoice"),
  draftId: recordIdField().optional().describe("Only the invoices of this customer"),
  createdBy: recordIdField().optional().describe("Only the invoices this person made (a staff id)"),
  search: searchField().optional().describe("Part of the customer's name or of the number"),
  page: pageField().optional().describe("A page of 10, newest first (default 1)"),
});

// PATCH: a body with `status` cancels; one with `header` corrects the fields under it; any other corrects
// the fields at its top level. Each shape is checked on its own, so its message is the rule it broke, after
// the permission of its use case.
const CORRECTABLE = Object.keys(ZInvoiceHeaderCorrection.shape);
const ZCorrection = takes(
  ZInvoiceHeaderCorrection.refine((fields) => Object.keys(fields).length > 0, MESSAGES.nothingToCorrect),
  { anyOf: CORRECTABLE.map((key) => ({ required: [key] })) },
);
const absent = () => z.never().optional();
const ZCancel = z.object({ status: z.literal("cancelled", { error: MESSAGES.onlyCancel }) });
const ZHeaderCorrection = z.object({ status: absent(), header: ZCorrection });
const ZTopCorrection = z.intersection(z.object({ status: absent(), header: absent() }), ZCorrection);

const invoice = ok(ZInvoiceRecord);

/** /draft/invoice: a customer's order made into numbered GST invoices. */
export function invoiceRoutes(groups: RouteGroups): void {
  const route = groups("Invoices");
  route.get(
    "/draft/invoice",
    {
      access: ["invoices.read", "sheets.print"],
      summary: "One invoice (`id`), or a page of the company's invoices",
      references: { id: REF.invoice, draftId: REF.customer },
      query: ZInvoiceQuery,
      success: z.union([invoice, ok(z.array(ZInvoiceSummary), PAGE_EXTRAS)]),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) => {
      if (query.id) return success("Invoice", await getInvoice(ctx.db, session, query.id));
      const page = await listInvoices(ctx.db, session, { ...query, customerId: query.draftId });
      return {
        ...success("Invoices", page.invoices),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );
  route.post(
    "/draft/invoice",
    {
      access: "invoices.create",
      summary: "Make a tax invoice from a customer's order",
      description:
        "Checks the order's header and lines, prices them with the company's current settings, takes the next number of the financial year's series and stores a snapshot. `header` sets the customer's quote header (billing and shipping address, GSTIN, date) first, so an order can be invoiced over REST alone. An order that already has a live (not cancelled) invoice with the same lines is refused with 409 unless `allowDuplicate` is true. With `challanIds` (open delivery challans of this customer) the invoice takes exactly their pieces instead of the whole order, each once, and closes them (invoiced); a cancelled or invoiced challan is refused with 409, another customer's with 400. Cancelling the invoice opens its challans again.",
      references: { draftId: REF.customer },
      body: ZLegacyCreateInvoiceInput,
      success: { status: 201, schema: invoice },
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const created = await createInvoice(ctx.db, session, fromDraft(body));
      return success(`Invoice ${created.number} created`, created);
    },
  );
  // PATCH cancels ({_id, status: "cancelled"}) or corrects the header's names and addresses.
  route.patch(
    "/draft/invoice",
    {
      access: ["invoices.cancel", "invoices.correct"],
      summary: "Cancel an invoice, or correct its header's names and addresses (by `_id`)",
      description:
        'With `status: "cancelled"` it cancels (the number is kept); otherwise it corrects the fields given, at the top level or under `header`. A GSTIN, a date or a figure is never changed.',
      references: byId("InvoiceRecord"),
      body: [
        ZRecordRef,
        shapes(
          { when: "status", schema: ZCancel, access: "invoices.cancel" },
          { when: "header", schema: ZHeaderCorrection, access: "invoices.correct" },
          { schema: ZTopCorrection, access: "invoices.correct" },
        ),
      ],
      success: invoice,
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body: [id, change] }) => {
      if (change.status === "cancelled")
        return success("Invoice cancelled", await cancelInvoice(ctx.db, session, id));
      const fields = change.header ?? change;
      return success("Invoice updated", await correctInvoiceHeader(ctx.db, session, id, fields));
    },
  );
  deleteById(route, "/draft/invoice", {
    access: "invoices.cancel",
    summary: "Cancel an invoice (by `_id`); it is never deleted once numbered",
    description:
      "An invoice with payments (not deleted) is not cancelled (409): its payments are deleted first, or a credit note is issued.",
    record: "InvoiceRecord",
    answer: invoice,
    failures: [400, 404, 409],
    message: "Invoice cancelled",
    remove: cancelInvoice,
  });
}
