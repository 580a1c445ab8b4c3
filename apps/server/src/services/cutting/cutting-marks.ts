import { type CutMark, MAX_REMNANTS, UM_PER_CUT_UNIT } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import type { JobQueue } from "../jobs/job-queue";
import { lockOrder } from "../orders/orders";
import { loadOrderInput } from "./cutting-order-input";
import { planOrder, toCutMark } from "./cutting-plans";

export const ALREADY_CUT = "This order is already marked as cut";
export const PLAN_NOT_READY = "The cut plan is not ready yet; try again in a moment";
export const ORDER_CHANGED =
  "The order or its stock changed while it was planned; look at the new plan and try again";
export const NOTHING_TO_CUT = "This order has no pieces to cut";

/** How long marking waits for a plan still running: the plans are bounded far below it. */
const MARK_WAIT_MS = 20_000;

/**
 * Marks an order as cut, once: the plan's stock sheets come off the count on hand, the remnants it
 * used are consumed, and its offcuts of at least the material's minimum remnant size are added as
 * remnants. All in one transaction, with the order locked; a second mark is a 409 and changes nothing.
 */
export async function markOrderCut(
  db: Db,
  session: SessionInfo,
  jobs: JobQueue,
  customerId: string,
): Promise<CutMark> {
  const { answer, input } = await planOrder(db, session, jobs, customerId, MARK_WAIT_MS);
  // Marked already: only its re-cuts (issue 30) can be marked again.
  if (answer.marked && input.recuts === 0) throw new AppError("CONFLICT", ALREADY_CUT);
  if (answer.status !== "done") throw new AppError("CONFLICT", PLAN_NOT_READY);
  if (answer.materials.every((m) => m.sheets.length === 0)) throw new AppError("CONFLICT", NOTHING_TO_CUT);
  const um = UM_PER_CUT_UNIT[input.unit];
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, customerId);
    const already = await trx
      .selectFrom("cutMarks")
      .select("customerId")
      .where("customerId", "=", customerId)
      .executeTakeFirst();
    if (already && input.recuts === 0) throw new AppError("CONFLICT", ALREADY_CUT);
    // The plan must still be the plan of what is stored (lines, stock and remnants), read under the lock.
    if ((await loadOrderInput(trx, session, customerId)).hash !== input.hash) {
      throw new AppError("CONFLICT", ORDER_CHANGED);
    }
    let sheetsUsed = 0;
    let remnantsUsed = 0;
    let remnantsAdded = 0;
    for (const m of answer.materials) {
      const stockUse = new Map<string, number>();
      const usedRemnants: string[] = [];
      for (const s of m.sheets) {
        if (s.remnant) usedRemnants.push(s.sheetId);
        else stockUse.set(s.sheetId, (stockUse.get(s.sheetId) ?? 0) + 1);
      }
      for (const [sheetId, n] of stockUse) {
        sheetsUsed += n;
        // Default stock (nothing saved) has no row and no count: only saved sizes are counted down.
        if (sheetId === "default") continue;
        await trx
          .updateTable("stockSheets")
          .set({ onHand: sql`greatest(on_hand - ${n}, 0)` })
          .where("id", "=", sheetId)
          .where("companyId", "=", session.companyId)
          .where("onHand", "is not", null)
          .execute();
      }
      if (usedRemnants.length > 0) {
        const deleted = await trx
          .deleteFrom("remnants")
          .where("id", "in", usedRemnants)
          .where("companyId", "=", session.companyId)
          .executeTakeFirst();
        remnantsUsed += Number(deleted.numDeletedRows);
      }
      const keep = m.sheets
        .flatMap((s) => s.offcuts.filter((o) => o.keep))
        .sort((a, b) => b.width * b.length - a.width * a.length);
      const { count } = await trx
        .selectFrom("remnants")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("materialId", "=", m.materialId)
        .executeTakeFirstOrThrow();
      // The largest first, up to the material's cap of listed remnants.
      const room = Math.max(0, MAX_REMNANTS - Number(count));
      const added = keep.slice(0, room);
      if (added.length > 0) {
        await trx
          .insertInto("remnants")
          .values(
            added.map((o) => ({
              companyId: session.companyId,
              materialId: m.materialId,
              widthUm: o.width * um,
              lengthUm: o.length * um,
              customerId,
            })),
          )
          .execute();
      }
      remnantsAdded += added.length;
    }
    // A re-cut's mark adds to the order's: the sheets of both cuts.
    const row = await trx
      .insertInto("cutMarks")
      .values({
        customerId,
        companyId: session.companyId,
        sheetsUsed,
        remnantsUsed,
        remnantsAdded,
      })
      .onConflict((oc) =>
        oc.column("customerId").doUpdateSet({
          sheetsUsed: sql`cut_marks.sheets_used + excluded.sheets_used`,
          remnantsUsed: sql`cut_marks.remnants_used + excluded.remnants_used`,
          remnantsAdded: sql`cut_marks.remnants_added + excluded.remnants_added`,
          markedAt: sql`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("recuts")
      .set({ cutAt: sql`now()` })
      .where("customerId", "=", customerId)
      .where("companyId", "=", session.companyId)
      .where("cutAt", "is", null)
      .execute();
    return toCutMark(row);
  });
}
