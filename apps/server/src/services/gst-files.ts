import {
  buildEInvoice,
  buildEWayBill,
  type EInvoiceJson,
  type EWayBillJson,
  type InvoiceRecord,
  type TInvoiceIrnInput,
  type TInvoiceTransportInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../errors";
import { asAppError, fileStem, invoiceForFiles } from "./gst-context";
import { getInvoice } from "./invoices";
import type { SessionInfo } from "./sessions";

/** A file the API answers as itself: its name, its JSON, and what was filled in from current records. */
export type GstFile<T> = { filename: string; file: T; notes: string[] };

const CANCELLED = "A cancelled invoice has no e-invoice or e-way bill";

async function liveInvoice(db: Db, session: SessionInfo, id: string): Promise<InvoiceRecord> {
  const invoice = await getInvoice(db, session, id);
  if (invoice.status === "cancelled") throw new AppError("CONFLICT", CANCELLED);
  return invoice;
}

/** The invoice as an e-invoice (INV-01 v1.1) for the invoice registration portal. */
export async function invoiceEInvoice(
  db: Db,
  session: SessionInfo,
  id: string,
): Promise<GstFile<EInvoiceJson>> {
  const invoice = await liveInvoice(db, session, id);
  const parts = await invoiceForFiles(db, session, invoice);
  try {
    const file = buildEInvoice({
      type: "INV",
      number: invoice.number,
      date: invoice.date,
      seller: parts.seller,
      buyer: parts.buyer,
      shipTo: parts.shipTo,
      placeOfSupply: invoice.snapshot.placeOfSupply.code,
      figures: parts.figures,
    });
    return { filename: `${fileStem(invoice.number)}-einvoice.json`, file, notes: parts.notes };
  } catch (error) {
    return asAppError(error);
  }
}

/** The invoice's e-way bill in the bulk-generation JSON (any invoice; the page offers it over Rs 50,000). */
export async function invoiceEWayBill(
  db: Db,
  session: SessionInfo,
  id: string,
): Promise<GstFile<EWayBillJson>> {
  const invoice = await liveInvoice(db, session, id);
  const parts = await invoiceForFiles(db, session, invoice);
  try {
    const file = buildEWayBill({
      number: invoice.number,
      date: invoice.date,
      seller: parts.seller,
      buyer: parts.buyer,
      shipTo: parts.shipTo,
      placeOfSupply: invoice.snapshot.placeOfSupply.code,
      figures: parts.figures,
      transport: invoice.transport,
    });
    return { filename: `${fileStem(invoice.number)}-ewaybill.json`, file, notes: parts.notes };
  } catch (error) {
    return asAppError(error);
  }
}

/** Saves the transport details of an invoice's e-way bill (they print on its transport sheet). */
export async function saveInvoiceTransport(
  db: Db,
  session: SessionInfo,
  input: TInvoiceTransportInput,
): Promise<InvoiceRecord> {
  const invoice = await liveInvoice(db, session, input.id);
  const transport = {
    vehicleNo: input.vehicleNo || null,
    transporterId: input.transporterId || null,
    transporterName: input.transporterName || null,
    distanceKm: input.distanceKm,
    mode: input.mode,
  };
  await db
    .updateTable("invoices")
    .set({ transport: JSON.stringify(transport) })
    .where("id", "=", invoice.id)
    .where("company_id", "=", session.companyId)
    .execute();
  return getInvoice(db, session, invoice.id);
}

/** Stores what the registration portal returned for the invoice; an IRN names one invoice only. */
export async function saveInvoiceRegistration(
  db: Db,
  session: SessionInfo,
  input: TInvoiceIrnInput,
): Promise<InvoiceRecord> {
  const invoice = await liveInvoice(db, session, input.id);
  const other = await db
    .selectFrom("invoices")
    .select("number")
    .where("company_id", "=", session.companyId)
    .where("irn", "=", input.irn)
    .where("id", "!=", invoice.id)
    .executeTakeFirst();
  if (other) {
    throw new AppError("CONFLICT", `This IRN is already stored on invoice ${other.number}`, {
      irn: other.number,
    });
  }
  try {
    await db
      .updateTable("invoices")
      .set({
        irn: input.irn,
        ack_no: input.ackNo,
        ack_date: input.ackDate,
        signed_qr: input.signedQr || null,
      })
      .where("id", "=", invoice.id)
      .where("company_id", "=", session.companyId)
      .execute();
  } catch (error) {
    // Two invoices saved with one IRN at the same moment: the unique index lets one through.
    if ((error as { code?: string }).code === "23505") {
      throw new AppError("CONFLICT", "This IRN is already stored on another invoice", { irn: input.irn });
    }
    throw error;
  }
  return getInvoice(db, session, invoice.id);
}
