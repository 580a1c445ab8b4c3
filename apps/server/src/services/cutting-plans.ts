import { CUT_UNITS_PER, type CutMark, type MaterialPlan, type OrderCutPlan } from "@kerf/core";
import type { CutPlan, Offcut } from "@kerf/cutting";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { getCustomer } from "./customers";
import { loadOrderInput, type MaterialJob, type OrderInput } from "./cutting-order-input";
import { type CuttingPool, PoolJobError } from "./cutting-pool";
import type { SessionInfo } from "./sessions";

// An order's cut plan: one @kerf/cutting job per material, run in the worker pool. The plan of one
// state of the order (its input hash) is a row of cut_plans: its progress while it runs (materials
// done of all), then the plan. Any server process answers from the row, so the page polls for progress.

/** Seconds of planning an order gets in all; its materials share them over the pool's workers. */
export const ORDER_PLAN_SECONDS = 1.6;
/** How long a request waits for the plan before it answers with the progress. */
export const PLAN_WAIT_MS = 2_500;
/** A running row not touched for this long was left by a server that stopped: it is planned again. */
const STALE_SECONDS = 30;

interface StoredPlan {
  materials: MaterialPlan[];
  skippedLines: number[];
}

function timeLimitFor(materials: number, workers: number): number {
  const rounds = Math.max(1, Math.ceil(materials / Math.max(1, workers)));
  return Math.max(0.1, ORDER_PLAN_SECONDS / rounds);
}

function percent(part: bigint, whole: bigint): string {
  if (whole === 0n) return "0.00";
  const hundredths = (part * 20000n + whole) / (2n * whole);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}

/** The plan of one material in the answer's shape, with its yield and the offcuts worth keeping. */
export function materialPlan(m: MaterialJob, plan: CutPlan, offcuts: Offcut[][]): MaterialPlan {
  const sheets = new Map(m.job.sheets.map((s) => [s.id, s]));
  const pieceSize = new Map(m.job.pieces.map((p) => [p.id, p]));
  const [minA, minB] = m.minRemnant;
  const [lo, hi] = minA <= minB ? [minA, minB] : [minB, minA];
  let placed = 0n;
  let used = 0n;
  const planned = plan.sheets.map((s, i) => {
    const sheet = sheets.get(s.sheet)!;
    used += BigInt(sheet.width) * BigInt(sheet.length);
    for (const p of s.pieces) placed += BigInt(p.width) * BigInt(p.length);
    return {
      sheetId: s.sheet,
      remnant: sheet.remnant === true,
      width: sheet.width,
      length: sheet.length,
      trim: sheet.remnant ? 0 : m.job.trim,
      pieces: s.pieces.map((p) => ({
        no: m.lineNo[p.id]!,
        lineId: p.id,
        x: p.x,
        y: p.y,
        width: p.width,
        length: p.length,
      })),
      cuts: s.cuts,
      offcuts: (offcuts[i] ?? []).map((o) => ({
        ...o,
        keep: Math.min(o.width, o.length) >= lo && Math.max(o.width, o.length) >= hi,
      })),
    };
  });
  const remnantsUsed = planned.filter((s) => s.remnant).length;
  return {
    materialId: m.materialId,
    materialName: m.materialName,
    sheetsUsed: planned.length - remnantsUsed,
    remnantsUsed,
    yieldPercent: percent(placed, used),
    kerf: m.job.kerf,
    sheets: planned,
    unplaced: plan.unplaced.map((u) => {
      const piece = pieceSize.get(u.id)!;
      return {
        no: m.lineNo[u.id]!,
        lineId: u.id,
        quantity: u.quantity,
        width: piece.width,
        length: piece.length,
      };
    }),
    seconds: plan.seconds,
  };
}

/** Every piece reported, when a material's job cannot be planned at all (too many pieces for one plan). */
function nothingPlaced(m: MaterialJob): MaterialPlan {
  return materialPlan(
    m,
    { sheets: [], unplaced: m.job.pieces.map((p) => ({ id: p.id, quantity: p.quantity ?? 1 })), seconds: 0 },
    [],
  );
}

async function compute(db: Db, pool: CuttingPool, planId: string, input: OrderInput): Promise<void> {
  const timeLimit = timeLimitFor(input.jobs.length, pool.size);
  try {
    const materials = await Promise.all(
      input.jobs.map(async (m) => {
        let result: MaterialPlan;
        try {
          const { plan, offcuts } = await pool.run(m.job, { timeLimit, offcuts: true });
          result = materialPlan(m, plan, offcuts ?? []);
        } catch (error) {
          // A job @kerf/cutting refuses (more pieces than one plan takes): its pieces are reported.
          if (!(error instanceof PoolJobError)) throw error;
          result = nothingPlaced(m);
        }
        await db
          .updateTable("cut_plans")
          .set({ done: sql`done + 1`, updated_at: new Date() })
          .where("id", "=", planId)
          .execute();
        return result;
      }),
    );
    const stored: StoredPlan = { materials, skippedLines: input.skippedLines };
    await db
      .updateTable("cut_plans")
      .set({ status: "done", result: JSON.stringify(stored), updated_at: new Date() })
      .where("id", "=", planId)
      .execute();
  } catch {
    await db
      .updateTable("cut_plans")
      .set({ status: "failed", updated_at: new Date() })
      .where("id", "=", planId)
      .execute();
  }
}

async function markOf(db: Db, session: SessionInfo, customerId: string): Promise<CutMark | null> {
  const row = await db
    .selectFrom("cut_marks")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  return row
    ? {
        markedAt: row.marked_at.toISOString(),
        sheetsUsed: row.sheets_used,
        remnantsUsed: row.remnants_used,
        remnantsAdded: row.remnants_added,
      }
    : null;
}

export interface PlannedOrder {
  answer: OrderCutPlan;
  input: OrderInput;
}

/**
 * The plan of an order as its lines and the stock are now: from its row when it was made already,
 * otherwise started in the pool and waited for up to `waitMs`; until then the answer is its progress.
 */
export async function planOrder(
  db: Db,
  session: SessionInfo,
  pool: CuttingPool,
  customerId: string,
  waitMs = PLAN_WAIT_MS,
): Promise<PlannedOrder> {
  const customer = await getCustomer(db, session, customerId);
  const input = await loadOrderInput(db, session, customer.id);
  const find = () =>
    db
      .selectFrom("cut_plans")
      .selectAll()
      .where("customer_id", "=", customer.id)
      .where("company_id", "=", session.companyId)
      .where("input_hash", "=", input.hash)
      .executeTakeFirst();
  let row = await find();
  let running: Promise<void> | undefined;
  if (!row || row.status === "failed" || (row.status === "running" && isStale(row.updated_at))) {
    const claimed = await db
      .insertInto("cut_plans")
      .values({
        company_id: session.companyId,
        customer_id: customer.id,
        input_hash: input.hash,
        status: "running",
        total: input.jobs.length,
      })
      .onConflict((oc) =>
        oc
          .columns(["customer_id", "input_hash"])
          .doUpdateSet({ status: "running", done: 0, result: null, updated_at: new Date() })
          .where((eb) =>
            eb.or([
              eb("cut_plans.status", "=", "failed"),
              eb("cut_plans.updated_at", "<", new Date(Date.now() - STALE_SECONDS * 1000)),
            ]),
          ),
      )
      .returning("id")
      .executeTakeFirst();
    if (claimed) {
      // Plans of the order's earlier states are of no more use.
      await db
        .deleteFrom("cut_plans")
        .where("customer_id", "=", customer.id)
        .where("input_hash", "<>", input.hash)
        .where("status", "<>", "running")
        .execute();
      running = compute(db, pool, claimed.id, input);
    }
  }
  const deadline = Date.now() + waitMs;
  while (row?.status !== "done" && Date.now() < deadline) {
    if (running) {
      await Promise.race([running, new Promise((r) => setTimeout(r, deadline - Date.now()))]);
    } else {
      await new Promise((r) => setTimeout(r, Math.min(200, Math.max(0, deadline - Date.now()))));
    }
    row = await find();
    if (row?.status === "failed") break;
  }
  const stored = row?.status === "done" ? (row.result as StoredPlan) : null;
  return {
    input,
    answer: {
      status: row?.status ?? "running",
      progress: { done: row?.done ?? 0, total: row?.total ?? input.jobs.length },
      unit: input.unit,
      perUnit: CUT_UNITS_PER[input.unit],
      materials: stored?.materials ?? [],
      skippedLines: stored?.skippedLines ?? input.skippedLines,
      marked: await markOf(db, session, customer.id),
    },
  };
}

function isStale(updatedAt: Date): boolean {
  return updatedAt.getTime() < Date.now() - STALE_SECONDS * 1000;
}
