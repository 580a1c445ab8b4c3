import type { ProcessorInput, ProcessorPatch, ProcessorRecord } from "@kerf/core";
import { JOB_WORK_MESSAGES } from "@kerf/core";
import type { Db, Processors } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, isUniqueViolation, notFound } from "../record-id";

// Processors (issue 30 point 2): the job workers a shop sends pieces to, each with its GSTIN and address.

/** At most this many processors listed: a shop deals with a handful. */
export const MAX_PROCESSORS = 500;

export function toProcessor(row: Selectable<Processors>): ProcessorRecord {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    gstin: row.gstin,
    // A GSTIN begins with its holder's state code (CGST Rules rule 10(1)).
    stateCode: row.gstin.slice(0, 2),
    address: row.address,
    city: row.city,
    pinCode: row.pinCode,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

function taken(error: unknown): never {
  if (isUniqueViolation(error, "processors_company_gstin_key")) {
    throw new AppError("CONFLICT", JOB_WORK_MESSAGES.gstinTaken, { gstin: JOB_WORK_MESSAGES.gstinTaken });
  }
  throw error;
}

export async function listProcessors(db: Db, session: SessionInfo): Promise<ProcessorRecord[]> {
  const rows = await db
    .selectFrom("processors")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .orderBy("name")
    .orderBy("id")
    .limit(MAX_PROCESSORS)
    .execute();
  return rows.map(toProcessor);
}

export async function getProcessor(
  db: Db,
  session: SessionInfo,
  processorId: string,
): Promise<ProcessorRecord> {
  const id = assertRecordId(processorId, "Processor");
  const row = await db
    .selectFrom("processors")
    .selectAll()
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Processor");
  return toProcessor(row);
}

export async function createProcessor(
  db: Db,
  session: SessionInfo,
  input: ProcessorInput,
): Promise<ProcessorRecord> {
  const row = await db
    .insertInto("processors")
    .values({
      companyId: session.companyId,
      name: input.name,
      gstin: input.gstin,
      address: input.address,
      city: input.city ?? "",
      pinCode: input.pinCode ?? "",
      phone: input.phone ?? "",
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(taken);
  return toProcessor(row);
}

export async function updateProcessor(
  db: Db,
  session: SessionInfo,
  input: ProcessorPatch,
): Promise<ProcessorRecord> {
  const id = assertRecordId(input.id, "Processor");
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.gstin !== undefined ? { gstin: input.gstin } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.city !== undefined ? { city: input.city ?? "" } : {}),
    ...(input.pinCode !== undefined ? { pinCode: input.pinCode ?? "" } : {}),
    ...(input.phone !== undefined ? { phone: input.phone ?? "" } : {}),
  };
  if (Object.keys(set).length === 0) return getProcessor(db, session, id);
  const row = await db
    .updateTable("processors")
    .set(set)
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .returningAll()
    .executeTakeFirst()
    .catch(taken);
  if (!row) throw notFound("Processor");
  return toProcessor(row);
}

/** Deletes a processor that no challan names (a challan keeps its party: 409 otherwise). */
export async function deleteProcessor(db: Db, session: SessionInfo, processorId: string): Promise<void> {
  const id = assertRecordId(processorId, "Processor");
  const used = await db
    .selectFrom("challans")
    .select("id")
    .where("processorId", "=", id)
    .where("companyId", "=", session.companyId)
    .limit(1)
    .executeTakeFirst();
  if (used) throw new AppError("CONFLICT", JOB_WORK_MESSAGES.processorInUse);
  const deleted = await db
    .deleteFrom("processors")
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound("Processor");
}
