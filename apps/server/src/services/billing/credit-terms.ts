import {
  type CustomerTerms,
  DEFAULT_REMINDER_PLAN,
  type ReminderPlan,
  TERMS_MESSAGES,
  type ZCustomerTermsInput,
  type ZReminderPlan,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { z } from "zod";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { addDays } from "./financial-year";

// Credit terms (issue 31 point 1): the company's default credit days live in its general settings, a
// customer may have its own; an invoice's due date is fixed from them when it is made.

/** The credit days that apply to the customer now: its own, else the company's default (else 0). */
export async function creditDaysOf(trx: Db, companyId: string, customerId: string): Promise<number> {
  const row = await trx
    .selectFrom("customers as c")
    .leftJoin("generalSettings as g", "g.companyId", "c.companyId")
    .select(sql<number>`coalesce(c.credit_days, g.credit_days, 0)`.as("days"))
    .where("c.id", "=", customerId)
    .where("c.companyId", "=", companyId)
    .executeTakeFirst();
  return Number(row?.days ?? 0);
}

/** An invoice dated `invoiceDate` is due this many days later (0: the same day). */
export const dueDateOf = (invoiceDate: string, creditDays: number) => addDays(invoiceDate, creditDays);

async function termsOf(db: Db, companyId: string, customerId: string): Promise<CustomerTerms> {
  const row = await db
    .selectFrom("customers as c")
    .leftJoin("generalSettings as g", "g.companyId", "c.companyId")
    .select([
      "c.id",
      "c.creditDays",
      "c.reminders",
      sql<number>`coalesce(c.credit_days, g.credit_days, 0)`.as("days"),
    ])
    .where("c.id", "=", customerId)
    .where("c.companyId", "=", companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Customer");
  return {
    _id: row.id,
    creditDays: row.creditDays,
    effectiveCreditDays: Number(row.days),
    reminders: row.reminders,
  };
}

export async function getCustomerTerms(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<CustomerTerms> {
  return termsOf(db, session.companyId, assertRecordId(customerId, "Customer"));
}

/**
 * Sets a customer's credit days and reminders switch. Issued invoices keep the due date they were made
 * with: new terms apply to the invoices made from now on.
 */
export async function setCustomerTerms(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZCustomerTermsInput>,
): Promise<CustomerTerms> {
  const id = assertRecordId(input._id, "Customer");
  if (input.creditDays === undefined && input.reminders === undefined) {
    throw new AppError("BAD_REQUEST", TERMS_MESSAGES.nothingToChange);
  }
  return db.transaction().execute(async (trx) => {
    const before = await termsOf(trx, session.companyId, id);
    await trx
      .updateTable("customers")
      .set({
        ...(input.creditDays !== undefined ? { creditDays: input.creditDays } : {}),
        ...(input.reminders !== undefined ? { reminders: input.reminders } : {}),
      })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .execute();
    const after = await termsOf(trx, session.companyId, id);
    if (before.creditDays !== after.creditDays || before.reminders !== after.reminders) {
      await recordAudit(trx, session, {
        kind: "settings.changed",
        entityId: id,
        before: { customerTerms: { creditDays: before.creditDays, reminders: before.reminders } },
        after: { customerTerms: { creditDays: after.creditDays, reminders: after.reminders } },
      });
    }
    return after;
  });
}

/** The company's reminder plan (the default when its settings row has none yet). */
export async function getReminderPlan(
  db: Db,
  session: Pick<SessionInfo, "companyId">,
): Promise<ReminderPlan> {
  const row = await db
    .selectFrom("generalSettings")
    .select(["remindersEnabled", "reminderDays"])
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) return DEFAULT_REMINDER_PLAN;
  return { enabled: row.remindersEnabled, days: row.reminderDays };
}

export async function setReminderPlan(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZReminderPlan>,
): Promise<ReminderPlan> {
  const days = [...new Set(input.days)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    const before = await getReminderPlan(trx, session);
    const updated = await trx
      .updateTable("generalSettings")
      .set({ remindersEnabled: input.enabled, reminderDays: sql`${sql.val(days)}::integer[]` })
      .where("companyId", "=", session.companyId)
      .returning(["remindersEnabled", "reminderDays"])
      .executeTakeFirst();
    if (!updated) throw notFound("Settings");
    const after = { enabled: updated.remindersEnabled, days: updated.reminderDays };
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(trx, session, {
        kind: "settings.changed",
        entityId: null,
        before: { reminders: before },
        after: { reminders: after },
      });
    }
    return after;
  });
}
