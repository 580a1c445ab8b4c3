import { type DraftPatchAnswer, NOTHING_TO_PATCH, type TDraftPatchInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { getCustomerTerms, setCustomerTerms } from "../billing/credit-terms";
import { setOrderPriceList } from "../catalogue/price-lists";
import { assertRecordId, notFound } from "../record-id";

/** The list a customer is given; null: the company's settings. */
export async function assignedPriceList(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<{ _id: string; name: string } | null> {
  const row = await db
    .selectFrom("customers")
    .leftJoin("priceLists", "priceLists.id", "customers.priceListId")
    .select(["customers.id as customerId", "priceLists.id", "priceLists.name"])
    .where("customers.id", "=", assertRecordId(customerId, "Customer"))
    .where("customers.companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Customer");
  return row.id && row.name ? { _id: row.id, name: row.name } : null;
}

/**
 * PATCH /api/draft: a customer's credit terms (issue 31) and its price list (issue 29 point 4), each
 * optional but not all left out. Answers the customer's terms and list as they stand after.
 */
export async function patchDraft(
  db: Db,
  session: SessionInfo,
  input: TDraftPatchInput,
): Promise<DraftPatchAnswer> {
  const { priceList, ...terms } = input;
  const changesTerms = terms.creditDays !== undefined || terms.reminders !== undefined;
  if (!changesTerms && priceList === undefined) throw new AppError("BAD_REQUEST", NOTHING_TO_PATCH);
  // The customer is checked first: another company's is "not found" whatever the list named.
  assertRecordId(terms._id, "Customer");
  await assignedPriceList(db, session, terms._id);
  if (priceList !== undefined) await setOrderPriceList(db, session, terms._id, priceList);
  const after = changesTerms
    ? await setCustomerTerms(db, session, terms)
    : await getCustomerTerms(db, session, terms._id);
  return { ...after, priceList: await assignedPriceList(db, session, terms._id) };
}
