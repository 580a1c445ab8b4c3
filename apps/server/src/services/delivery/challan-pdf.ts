import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import type { PdfRenderer } from "../jobs/pdf-renderer";
import { logoOfDocument } from "../sharing/document-logos";
import { fileName, type PdfFile } from "../sharing/shared-documents";
import { getChallan } from "./challans";

/** A challan's triplicate print (rule 55(2)): one PDF, its three copies one after another. */
export async function challanPdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  id: string,
): Promise<PdfFile> {
  const challan = await getChallan(db, session, id);
  const logo = await logoOfDocument(db, session.companyId, "challans", challan.id);
  return { filename: fileName(challan.number), content: await pdf.render("challan", { ...challan, logo }) };
}
