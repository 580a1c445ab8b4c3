import {
  buildGstr1,
  type Gstr1CsvTable,
  type Gstr1Document,
  type Gstr1Json,
  gstr1Csv,
  hsnHomeOf,
  parseReturnPeriod,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { asAppError, gstFallbacks, invoiceForFiles } from "./gst-context";
import { periodCreditNotes } from "./gst-credit-notes";

/** The period's documents as GSTR-1 reads them, the receivers' names by GSTIN and what was filled in. */
async function periodDocuments(db: Db, session: SessionInfo, from: string, to: string) {
  const fallbacks = await gstFallbacks(db, session);
  if (!fallbacks.gstin) {
    throw new AppError("CONFLICT", "The company's GSTIN is missing: add it on Profile", {
      "company.gstNo": "The company's GSTIN is missing: add it on Profile",
    });
  }
  const rows = await db
    .selectFrom("invoices")
    .select(["number", "invoiceDate", "status", "customerId", "snapshot"])
    .where("companyId", "=", session.companyId)
    .where("invoiceDate", ">=", from)
    .where("invoiceDate", "<=", to)
    .orderBy("sequence")
    .execute();
  const names = new Map<string, string>();
  const notes = new Set<string>();
  const missing: Record<string, string> = {};
  const invoices: Gstr1Document[] = [];
  for (const row of rows) {
    const { snapshot } = row;
    const parts = await invoiceForFiles(db, session, { snapshot, customerId: row.customerId }, fallbacks);
    for (const line of parts.figures.missingHsn) {
      missing[`${row.number}`] = `${row.number}, ${line}: no HSN code; set it on ${hsnHomeOf(line)}`;
    }
    for (const note of parts.figures.fallbacks) notes.add(note);
    if (parts.buyer.gstin) names.set(parts.buyer.gstin, parts.buyer.name);
    invoices.push({
      number: row.number,
      date: row.invoiceDate,
      cancelled: row.status === "cancelled",
      buyerGstin: parts.buyer.gstin,
      buyerName: parts.buyer.name,
      placeOfSupply: snapshot.placeOfSupply.code,
      sez: parts.sez,
      figures: parts.figures,
    });
  }
  const credits = await periodCreditNotes(db, session, from, to, fallbacks);
  Object.assign(missing, credits.missing);
  for (const note of credits.notes) {
    for (const text of note.figures.fallbacks) notes.add(text);
    if (note.buyerGstin) names.set(note.buyerGstin, note.buyerName);
  }
  if (Object.keys(missing).length > 0) throw new AppError("CONFLICT", Object.values(missing)[0]!, missing);
  return { gstin: fallbacks.gstin, invoices, creditNotes: credits.notes, names, notes: [...notes] };
}

export type Gstr1File =
  | { format: "json"; filename: string; file: Gstr1Json; notes: string[] }
  | { format: "csv"; filename: string; file: string; notes: string[] };

/**
 * GSTR-1 of a month (`2026-11`) or a quarter (`2026-27-Q3`) in the GST offline tool's JSON, or one of its
 * tables as CSV with the tool's headings.
 */
export async function gstr1(
  db: Db,
  session: SessionInfo,
  input: { period: string; table?: Gstr1CsvTable },
): Promise<Gstr1File> {
  let period: ReturnType<typeof parseReturnPeriod>;
  try {
    period = parseReturnPeriod(input.period);
  } catch (error) {
    return asAppError(error);
  }
  const docs = await periodDocuments(db, session, period.from, period.to);
  const file = buildGstr1({
    gstin: docs.gstin,
    period,
    invoices: docs.invoices,
    creditNotes: docs.creditNotes,
  });
  const stem = `GSTR1-${docs.gstin}-${period.fp}`;
  if (!input.table) return { format: "json", filename: `${stem}.json`, file, notes: docs.notes };
  return {
    format: "csv",
    filename: `${stem}-${input.table}.csv`,
    file: gstr1Csv(file, input.table, docs.names),
    notes: docs.notes,
  };
}
