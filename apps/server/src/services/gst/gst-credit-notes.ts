import {
  buildEInvoice,
  type CreditNoteSnapshot,
  type EInvoiceJson,
  type Gstr1CreditNote,
  gstCreditNote,
  hsnHomeOf,
  paise,
  todayInIndia,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { getCreditNote } from "../billing/credit-notes";
import { type GstFile, gstFallbacks, gstFile, invoiceForFiles } from "./gst-context";

type Fallbacks = Awaited<ReturnType<typeof gstFallbacks>>;

/** A credit note's parties (its invoice's) and supplies for the files. */
async function noteForFiles(
  db: Db,
  session: SessionInfo,
  note: { snapshot: CreditNoteSnapshot; invoiceId: string },
  fallbacks: Fallbacks,
) {
  const invoice = await db
    .selectFrom("invoices")
    .select(["customerId", "snapshot"])
    .where("id", "=", note.invoiceId)
    .where("companyId", "=", session.companyId)
    .executeTakeFirstOrThrow();
  const invoiceSnapshot = invoice.snapshot;
  // The parties are the invoice's (a note names the same buyer), with the note's own header copy.
  const parts = await invoiceForFiles(
    db,
    session,
    { snapshot: { ...invoiceSnapshot, header: note.snapshot.header }, customerId: invoice.customerId },
    fallbacks,
  );
  const figures = gstCreditNote(note.snapshot, invoiceSnapshot, fallbacks);
  return {
    ...parts,
    figures,
    notes: [...parts.notes.filter((n) => !n.startsWith("HSN")), ...figures.fallbacks],
  };
}

/** A credit note as an e-invoice of type CRN, naming its invoice. */
export async function creditNoteEInvoice(
  db: Db,
  session: SessionInfo,
  id: string,
): Promise<GstFile<EInvoiceJson>> {
  const note = await getCreditNote(db, session, id);
  const parts = await noteForFiles(db, session, note, await gstFallbacks(db, session));
  return gstFile("einvoice", note, parts, (common) =>
    buildEInvoice({
      type: "CRN",
      ...common,
      preceding: { number: note.invoiceNumber, date: note.invoiceDate },
      today: todayInIndia(),
    }),
  );
}

/** The period's credit notes as GSTR-1 reads them (cdnr, cdnur, or netted into b2cs). */
export async function periodCreditNotes(
  db: Db,
  session: SessionInfo,
  from: string,
  to: string,
  fallbacks: Fallbacks,
): Promise<{ notes: Gstr1CreditNote[]; missing: Record<string, string> }> {
  const rows = await db
    .selectFrom("creditNotes")
    .select(["number", "creditDate", "invoiceId", "snapshot"])
    .where("companyId", "=", session.companyId)
    .where("creditDate", ">=", from)
    .where("creditDate", "<=", to)
    .orderBy("sequence")
    .execute();
  const notes: Gstr1CreditNote[] = [];
  const missing: Record<string, string> = {};
  for (const row of rows) {
    const { snapshot } = row;
    const parts = await noteForFiles(db, session, { snapshot, invoiceId: row.invoiceId }, fallbacks);
    for (const what of parts.figures.missingHsn) {
      missing[row.number] = `${row.number}, ${what}: no HSN code; set it on ${hsnHomeOf(what)}`;
    }
    notes.push({
      number: row.number,
      date: row.creditDate,
      cancelled: false,
      buyerGstin: parts.buyer.gstin,
      buyerName: parts.buyer.name,
      placeOfSupply: snapshot.placeOfSupply.code,
      sez: parts.sez,
      figures: parts.figures,
      invoiceNumber: snapshot.invoice.number,
      invoiceDate: snapshot.invoice.date,
      invoicePayable: paise(snapshot.invoice.payable),
    });
  }
  return { notes, missing };
}
