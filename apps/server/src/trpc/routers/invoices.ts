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
  listInvoices,
} from "../../services/billing/invoices";
import { companyMutation, companyQuery, router, ZById } from "../init";

const ZInvoiceList = z.object({
  search: searchField().optional(),
  page: pageField().default(1),
  customerId: recordIdField().optional(),
});

export const invoicesRouter = router({
  create: companyMutation(ZCreateInvoiceInput, createInvoice),
  get: companyQuery(ZById, (db, session, input) => getInvoice(db, session, input.id)),
  list: companyQuery(ZInvoiceList, listInvoices),
  cancel: companyMutation(ZById, (db, session, input) => cancelInvoice(db, session, input.id)),
  correctHeader: companyMutation(ZById.extend({ header: ZInvoiceHeaderCorrection }), (db, session, input) =>
    correctInvoiceHeader(db, session, input.id, input.header),
  ),
});
