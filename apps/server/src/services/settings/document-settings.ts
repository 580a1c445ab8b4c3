import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings, type TDocumentSettingsInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { reencodeLogo } from "../sharing/logo-image";

export type { DocumentSettings };

/**
 * The company's logo, terms, quotation validity and UPI details; the defaults until it saves its own.
 * The logo is the server's re-encoded copy; one stored before that was done is not shown until it is.
 */
export async function getDocumentSettings(
  db: Db,
  session: Pick<SessionInfo, "companyId">,
): Promise<DocumentSettings> {
  const row = await db
    .selectFrom("documentSettings")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) return DEFAULT_DOCUMENT_SETTINGS;
  const { companyId, logoDecoded, updatedAt, ...settings } = row;
  return { ...settings, logo: logoDecoded ? settings.logo : null };
}

/**
 * Saves the fields given; a field left out keeps its value, null or blank clears it. A new logo (checked
 * by its first bytes in the schema) is decoded and re-encoded first (logo-image.ts): a 400 if it cannot be.
 */
export async function saveDocumentSettings(
  db: Db,
  session: SessionInfo,
  input: TDocumentSettingsInput,
): Promise<DocumentSettings> {
  const current = await getDocumentSettings(db, session);
  const has = (key: keyof TDocumentSettingsInput) => key in input;
  const logo =
    input.logo === undefined
      ? {}
      : { logo: input.logo === null ? null : await reencodeLogo(input.logo), logoDecoded: true };
  const next = {
    ...logo,
    terms: has("terms") ? (input.terms ?? "") : current.terms,
    quotationValidityDays: input.quotationValidityDays ?? current.quotationValidityDays,
    upiId: has("upiId") ? (input.upiId ?? null) : current.upiId,
    payeeName: has("payeeName") ? (input.payeeName ?? null) : current.payeeName,
  };
  await db
    .insertInto("documentSettings")
    .values({ companyId: session.companyId, ...next })
    .onConflict((oc) => oc.column("companyId").doUpdateSet({ ...next, updatedAt: new Date() }))
    .execute();
  return getDocumentSettings(db, session);
}
