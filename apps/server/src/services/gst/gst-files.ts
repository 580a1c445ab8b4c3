import {
  buildEInvoice,
  buildEWayBill,
  type EInvoiceJson,
  type EWayBillJson,
  type InvoiceRecord,
  type InvoiceTransport,
  type TInvoiceIrnInput,
  type TInvoiceTransportInput,
  todayInIndia,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { getInvoice } from "../billing/invoices";
import { type GstFile, gstFile, invoiceForFiles } from "./gst-context";

export type { GstFile };

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
  return gstFile("einvoice", invoice, parts, (common) =>
    buildEInvoice({ type: "INV", ...common, today: todayInIndia() }),
  );
}

/** The invoice's e-way bill in the bulk-generation JSON (any invoice; the page offers it over Rs 50,000). */
export async function invoiceEWayBill(
  db: Db,
  session: SessionInfo,
  id: string,
): Promise<GstFile<EWayBillJson>> {
  const invoice = await liveInvoice(db, session, id);
  const parts = await invoiceForFiles(db, session, invoice);
  return gstFile("ewaybill", invoice, parts, (common) =>
    buildEWayBill({ ...common, transport: invoice.transport }),
  );
}

/** Saves the transport details of an invoice's e-way bill (they print on its transport sheet). */
export async function saveInvoiceTransport(
  db: Db,
  session: SessionInfo,
  input: TInvoiceTransportInput,
): Promise<InvoiceRecord> {
  const invoice = await liveInvoice(db, session, input.id);
  const transport: InvoiceTransport = {
    vehicleNo: input.vehicleNo || null,
    vehicleType: input.vehicleType ?? "regular",
    transporterId: input.transporterId || null,
    transporterName: input.transporterName || null,
    transDocNo: input.transDocNo || null,
    transDocDate: input.transDocDate ?? null,
    distanceKm: input.distanceKm,
    mode: input.mode ?? null,
  };
  await db
    .updateTable("invoices")
    .set({ transport: JSON.stringify(transport) })
    .where("id", "=", invoice.id)
    .where("companyId", "=", session.companyId)
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
    .where("companyId", "=", session.companyId)
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
        ackNo: input.ackNo,
        ackDate: input.ackDate,
        signedQr: input.signedQr || null,
      })
      .where("id", "=", invoice.id)
      .where("companyId", "=", session.companyId)
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
