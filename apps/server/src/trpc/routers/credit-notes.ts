import { recordIdField, ZCreateCreditNoteInput } from "@kerf/core";
import { z } from "zod";
import { getCreditNote, issueCreditNote, listCreditNotes } from "../../services/billing/credit-notes";
import { companyMutation, companyQuery, router, ZById } from "../init";

export const creditNotesRouter = router({
  issue: companyMutation("creditNotes.write", ZCreateCreditNoteInput, issueCreditNote),
  get: companyQuery("invoices.read", ZById, (db, session, input) => getCreditNote(db, session, input.id)),
  /** An invoice's notes, with what they credit together and what is left of its payable. */
  list: companyQuery("invoices.read", z.object({ invoiceId: recordIdField() }), (db, session, input) =>
    listCreditNotes(db, session, input.invoiceId),
  ),
});
