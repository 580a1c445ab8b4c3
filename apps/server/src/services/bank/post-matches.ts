import {
  BANK_STATEMENT_MESSAGES,
  creditMode,
  type PaymentRecord,
  rupeesText,
  type ZPostBankMatches,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { z } from "zod";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { paiseOf } from "../billing/invoice-balance";
import { getPayment, recordPaymentIn } from "../billing/payments";
import { assertRecordId } from "../record-id";
import { POSTED_SQL } from "./bank-credits";

/**
 * Records the chosen matches as payments, all in one transaction (any refusal posts none): each credit's
 * row is locked first, so the same credit posted twice at once, or again after, can never pay out more
 * than it brought in. Each payment is recorded as a payment made by hand is (receipt number, audit row),
 * dated the day of the credit, in the mode its narration shows, with its UTR or cheque number.
 */
export async function postBankMatches(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZPostBankMatches>,
): Promise<{ payments: PaymentRecord[] }> {
  const ids = await db.transaction().execute(async (trx) => {
    const paymentIds: string[] = [];
    for (const match of input.matches) {
      const creditId = assertRecordId(match.creditId, "Credit");
      const credit = await trx
        .selectFrom("bankCredits as c")
        .select(["c.id", "c.creditDate", "c.amount", "c.narration", "c.reference"])
        .where("c.id", "=", creditId)
        .where("c.companyId", "=", session.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!credit) throw new AppError("NOT_FOUND", BANK_STATEMENT_MESSAGES.creditNotFound);
      const { posted } = await trx
        .selectFrom("bankCredits as c")
        .select(POSTED_SQL.as("posted"))
        .where("c.id", "=", creditId)
        .executeTakeFirstOrThrow();
      const left = paiseOf(credit.amount) - paiseOf(posted);
      const total = match.amounts.reduce((t, a) => t + paiseOf(a), 0n);
      if (total > left) {
        const message = BANK_STATEMENT_MESSAGES.overCredit(
          rupeesText(paiseOf(credit.amount)),
          rupeesText(left),
        );
        throw new AppError("CONFLICT", message);
      }
      for (const [i, invoiceId] of match.invoiceIds.entries()) {
        const paymentId = await recordPaymentIn(trx, session, {
          invoiceId,
          date: credit.creditDate,
          amount: match.amounts[i] as string,
          mode: creditMode(credit.narration),
          reference: (credit.reference ?? credit.narration).slice(0, 100),
        });
        await trx.insertInto("bankCreditPayments").values({ creditId, paymentId }).execute();
        paymentIds.push(paymentId);
      }
    }
    return paymentIds;
  });
  const payments: PaymentRecord[] = [];
  for (const id of ids) payments.push(await getPayment(db, session, id));
  return { payments };
}
