import {
  pageField,
  recordIdField,
  searchField,
  ZCreateInvoiceInput,
  ZInvoiceHeaderCorrection,
} from "@kerf/core";
import { z } from "zod";
import { createInvoice } from "../../services/billing/invoice-creation";
import {
  cancelInvoice,
  correctInvoiceHeader,
  getInvoice,
  listInvoiceMakers,
  listInvoices,
} from "../../services/billing/invoices";
import { companyMutation, companyQuery, permitted, router, ZById } from "../init";

const ZInvoiceList = z.object({
  search: searchField().optional(),
  page: pageField().default(1),
  customerId: recordIdField().optional(),
  /** Only the invoices this person made (issue 27 point 5). */
  createdBy: recordIdField().optional(),
});

export const invoicesRouter = router({
  create: companyMutation("invoices.create", ZCreateInvoiceInput, createInvoice),
  get: companyQuery(["invoices.read", "sheets.print"], ZById, (db, session, input) =>
    getInvoice(db, session, input.id),
  ),
  list: companyQuery(["invoices.read", "sheets.print"], ZInvoiceList, listInvoices),
  /** Who made the company's invoices: the list's "Made by" filter (issue 27 point 5). */
  makers: permitted("invoices.read").query(({ ctx }) => listInvoiceMakers(ctx.db, ctx.session)),
  cancel: companyMutation("invoices.cancel", ZById, (db, session, input) =>
    cancelInvoice(db, session, input.id),
  ),
  correctHeader: companyMutation(
    "invoices.correct",
    ZById.extend({ header: ZInvoiceHeaderCorrection }),
    (db, session, input) => correctInvoiceHeader(db, session, input.id, input.header),
  ),
});
