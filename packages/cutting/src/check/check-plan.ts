import { normaliseJob } from "../job";
import type { CutPlan } from "../types";
import { type Rect, replayCuts } from "./replay-cuts";

// An independent check of a plan against its job, sharing nothing with the optimiser but the job's
// reading: every piece placed or reported, each inside its sheet's trimmed area, in its own size or
// turned when allowed, a kerf from every other piece; no more sheets than on hand; and the cut list,
// replayed on the sheet, frees every piece exactly, never cuts through one, and stays within the
// stage limit. Returns what is wrong, or nothing.

export function checkPlan(jobInput: unknown, plan: CutPlan): string[] {
  const job = normaliseJob(jobInput);
  const errors: string[] = [];
  const s = job.scale;
  const whole = (v: number, what: string): number => {
    const n = Math.round(v * s);
    if (Math.abs(n - v * s) > 1e-6 * Math.max(1, Math.abs(n)))
      errors.push(`${what}: ${v} is not on the job's grid`);
    return n;
  };
  const pieces = new Map(job.pieces.map((p) => [p.id, p]));
  const placed = new Map<string, number>();
  const sheetsUsed = new Map<string, number>();
  const sheetIds = new Map(job.sheets.map((sh) => [sh.id, sh]));
  const k = job.kerf;

  plan.sheets.forEach((sp, si) => {
    const at = `sheets[${si}]`;
    const sheet = sheetIds.get(sp.sheet);
    if (!sheet) {
      errors.push(`${at}: unknown sheet ${sp.sheet}`);
      return;
    }
    sheetsUsed.set(sp.sheet, (sheetsUsed.get(sp.sheet) ?? 0) + 1);
    const t = sheet.remnant ? 0 : job.trim;
    const rects: Rect[] = [];
    sp.pieces.forEach((pp, pi) => {
      const pat = `${at}.pieces[${pi}]`;
      const piece = pieces.get(pp.id);
      if (!piece) {
        errors.push(`${pat}: unknown piece ${pp.id}`);
        return;
      }
      placed.set(pp.id, (placed.get(pp.id) ?? 0) + 1);
      const r = {
        x: whole(pp.x, `${pat}.x`),
        y: whole(pp.y, `${pat}.y`),
        w: whole(pp.width, `${pat}.width`),
        h: whole(pp.length, `${pat}.length`),
      };
      const straight = r.w === piece.width && r.h === piece.length;
      const turned = r.w === piece.length && r.h === piece.width;
      if (!straight && !(turned && piece.rotate)) errors.push(`${pat}: ${pp.id} has the wrong size`);
      if (r.x < t || r.y < t || r.x + r.w > sheet.width - t || r.y + r.h > sheet.length - t) {
        errors.push(`${pat}: ${pp.id} is outside the usable area of the sheet`);
      }
      for (let j = 0; j < rects.length; j++) {
        const o = rects[j]!;
        const apart =
          r.x + r.w + k <= o.x || o.x + o.w + k <= r.x || r.y + r.h + k <= o.y || o.y + o.h + k <= r.y;
        if (!apart) errors.push(`${pat}: ${pp.id} is closer than the kerf to ${at}.pieces[${j}]`);
      }
      rects.push(r);
    });
    const sheetRect = { x: 0, y: 0, w: sheet.width, h: sheet.length };
    const cuts = sp.cuts.map((c, ci) => ({
      ...c,
      x: whole(c.x, `${at}.cuts[${ci}].x`),
      y: whole(c.y, `${at}.cuts[${ci}].y`),
      length: whole(c.length, `${at}.cuts[${ci}].length`),
    }));
    if (errors.length === 0) {
      for (const e of replayCuts(sheetRect, rects, cuts, k, job.stages)) errors.push(`${at}: ${e}`);
    }
  });

  for (const [id, n] of sheetsUsed) {
    const sheet = sheetIds.get(id)!;
    if (n > sheet.quantity) errors.push(`sheet ${id}: ${n} used, ${sheet.quantity} on hand`);
  }
  const reported = new Map<string, number>();
  for (const u of plan.unplaced) {
    if (!pieces.has(u.id)) errors.push(`unplaced: unknown piece ${u.id}`);
    if (!(u.quantity > 0)) errors.push(`unplaced: ${u.id} with quantity ${u.quantity}`);
    reported.set(u.id, (reported.get(u.id) ?? 0) + u.quantity);
  }
  for (const p of job.pieces) {
    const n = (placed.get(p.id) ?? 0) + (reported.get(p.id) ?? 0);
    if (n !== p.quantity) errors.push(`piece ${p.id}: ${n} placed or reported, ${p.quantity} ordered`);
  }
  return errors;
}
