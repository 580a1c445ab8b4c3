import { GSTR1_CSV_TABLES, ZInvoiceIrnInput, ZInvoiceTransportInput, ZItc04Query } from "@kerf/core";
import { z } from "zod";
import { challanEWayBill } from "../../services/delivery/challan-ewaybill";
import { creditNoteEInvoice } from "../../services/gst/gst-credit-notes";
import {
  invoiceEInvoice,
  invoiceEWayBill,
  saveInvoiceRegistration,
  saveInvoiceTransport,
} from "../../services/gst/gst-files";
import { gstr1 } from "../../services/gst/gstr1";
import { itc04 } from "../../services/gst/itc04";
import { companyMutation, companyQuery, router, ZById } from "../init";

/** The GST files: each answers `{ filename, file, notes }` (notes: what was filled in from current records). */
export const gstRouter = router({
  einvoice: companyQuery("gst.files", ZById, (db, session, input) => invoiceEInvoice(db, session, input.id)),
  ewaybill: companyQuery("gst.files", ZById, (db, session, input) => invoiceEWayBill(db, session, input.id)),
  creditNoteEInvoice: companyQuery("gst.files", ZById, (db, session, input) =>
    creditNoteEInvoice(db, session, input.id),
  ),
  saveTransport: companyMutation("invoices.correct", ZInvoiceTransportInput, saveInvoiceTransport),
  saveRegistration: companyMutation("gst.files", ZInvoiceIrnInput, saveInvoiceRegistration),
  gstr1: companyQuery(
    "gst.files",
    z.object({ period: z.string().max(20), table: z.enum(GSTR1_CSV_TABLES).optional() }),
    gstr1,
  ),
  /** A challan's e-way bill (CHL; job work 4, others 8). */
  challanEWayBill: companyQuery("gst.files", ZById, (db, session, input) =>
    challanEWayBill(db, session, input.id),
  ),
  /** ITC-04 of a quarter, half-year or year (Notification 04/2021-CT). */
  itc04: companyQuery("gst.files", ZItc04Query, itc04),
});
