import { createHash } from "node:crypto";
import { parseStockLength, toCutUnits, type Unit } from "@kerf/core";
import type { CutJob } from "@kerf/cutting";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { companyUnit, loadRemnants, loadStock, type MaterialStock } from "./cutting-stock";

// What an order's cut plan is made from: per material, a @kerf/cutting job in whole cutting units of
// the company's unit (eighths of an inch, tenths of a millimetre), and a hash of it all, so a plan is
// made once per state of the lines and the stock.

export interface MaterialJob {
  materialId: string;
  materialName: string;
  job: CutJob & { kerf: number; trim: number };
  /** Line id -> its number on the order (1 = first). */
  lineNo: Record<string, number>;
  minRemnant: [number, number];
}

export interface OrderInput {
  unit: Unit;
  jobs: MaterialJob[];
  skippedLines: number[];
  /** Broken pieces sent back to be cut again (issue 30), not yet marked cut. */
  recuts: number;
  hash: string;
}

const ANY_LENGTH = { um: Number.MAX_SAFE_INTEGER, message: "" };

/** Sheets whose costs are all given are weighed by cost (whole paise); otherwise all by their area. */
function sheetsOf(
  stock: MaterialStock,
  unit: Unit,
  remnants: { id: string; widthUm: number; lengthUm: number }[],
) {
  const costed = stock.sheets.every((s) => s.cost !== null);
  return [
    ...remnants.map((r) => ({
      id: r.id,
      width: toCutUnits(r.widthUm, unit),
      length: toCutUnits(r.lengthUm, unit),
      quantity: 1,
      remnant: true,
    })),
    ...stock.sheets.map((s) => ({
      id: s.id,
      width: toCutUnits(s.widthUm, unit),
      length: toCutUnits(s.lengthUm, unit),
      quantity: s.onHand,
      ...(costed ? { cost: Math.round(Number(s.cost) * 100) } : {}),
    })),
  ];
}

export async function loadOrderInput(db: Db, session: SessionInfo, customerId: string): Promise<OrderInput> {
  const unit = await companyUnit(db, session);
  const [lines, stock, remnants, recutRows, marked] = await Promise.all([
    db
      .selectFrom("draftLines")
      .select(["id", "widthForDisplay", "lengthForDisplay", "quantity", "materialType"])
      .where("companyId", "=", session.companyId)
      .where("customerId", "=", customerId)
      .orderBy("position")
      .orderBy("createdAt")
      .execute(),
    loadStock(db, session, unit),
    loadRemnants(db, session),
    db
      .selectFrom("recuts")
      .select(["lineId", "quantity"])
      .where("companyId", "=", session.companyId)
      .where("customerId", "=", customerId)
      .where("cutAt", "is", null)
      .execute(),
    db.selectFrom("cutMarks").select("customerId").where("customerId", "=", customerId).executeTakeFirst(),
  ]);
  // An order marked cut with re-cuts waiting (broken pieces back from a processor) plans only them next.
  const recut = new Map<string, number>();
  for (const r of recutRows) recut.set(r.lineId, (recut.get(r.lineId) ?? 0) + r.quantity);
  const recuts = recutRows.reduce((n, r) => n + r.quantity, 0);
  const byName = new Map(stock.map((s) => [s.materialName, s]));
  const jobs = new Map<string, MaterialJob>();
  const skippedLines: number[] = [];
  lines.forEach((line, i) => {
    const no = i + 1;
    const again = recut.get(line.id) ?? 0;
    const quantity = marked && recuts > 0 ? again : line.quantity + again;
    if (quantity === 0) return;
    const material = byName.get(line.materialType);
    const width = parseStockLength(line.widthForDisplay, unit, { max: ANY_LENGTH });
    const length = parseStockLength(line.lengthForDisplay, unit, { max: ANY_LENGTH });
    if (!material || !width.ok || !length.ok) {
      skippedLines.push(no);
      return;
    }
    let entry = jobs.get(material.materialId);
    if (!entry) {
      entry = {
        materialId: material.materialId,
        materialName: material.materialName,
        job: {
          kerf: toCutUnits(material.kerfUm, unit),
          trim: toCutUnits(material.trimUm, unit),
          stages: null,
          sheets: sheetsOf(
            material,
            unit,
            remnants.filter((r) => r.materialId === material.materialId),
          ),
          pieces: [],
        },
        lineNo: {},
        minRemnant: [
          toCutUnits(material.minRemnantWidthUm, unit),
          toCutUnits(material.minRemnantLengthUm, unit),
        ],
      };
      jobs.set(material.materialId, entry);
    }
    entry.lineNo[line.id] = no;
    entry.job.pieces.push({
      id: line.id,
      // A size below half a cutting unit is still a piece.
      width: Math.max(1, toCutUnits(width.um, unit)),
      length: Math.max(1, toCutUnits(length.um, unit)),
      quantity,
      rotate: material.rotate,
    });
  });
  const list = [...jobs.values()];
  const hash = createHash("sha256")
    .update(JSON.stringify({ unit, list, skippedLines, recuts }))
    .digest("hex");
  return { unit, jobs: list, skippedLines, recuts, hash };
}
