import { recordIdField, ZCreateCreditNoteInput } from "@kerf/core";
import { z } from "zod";
import { getCreditNote, issueCreditNote, listCreditNotes } from "../../services/credit-notes";
import { authedProcedure, router } from "../init";

export const creditNotesRouter = router({
  issue: authedProcedure
    .input(ZCreateCreditNoteInput)
    .mutation(({ ctx, input }) => issueCreditNote(ctx.db, ctx.session, input)),
  get: authedProcedure
    .input(z.object({ id: recordIdField() }))
    .query(({ ctx, input }) => getCreditNote(ctx.db, ctx.session, input.id)),
  /** An invoice's notes, with what they credit together and what is left of its payable. */
  list: authedProcedure
    .input(z.object({ invoiceId: recordIdField() }))
    .query(({ ctx, input }) => listCreditNotes(ctx.db, ctx.session, input.invoiceId)),
});
