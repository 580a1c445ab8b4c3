import type { CutJob } from "./types";

// Checks a job (typed or straight from JSON) and turns its sizes into whole numbers: every size is
// multiplied by the same power of ten, found from the decimals written, so 12.5 and 3 become 125 and
// 30. A bad job throws a CutJobError naming the field.

export class CutJobError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = "CutJobError";
  }
}

export interface NormalSheet {
  id: string;
  width: number;
  length: number;
  quantity: number;
  cost: number;
  remnant: boolean;
}

export interface NormalPiece {
  id: string;
  width: number;
  length: number;
  quantity: number;
  rotate: boolean;
}

/** A checked job; sizes are whole numbers of 1/scale of the job's unit. */
export interface NormalJob {
  scale: number;
  kerf: number;
  trim: number;
  stages: number;
  sheets: NormalSheet[];
  pieces: NormalPiece[];
}

export const MAX_DECIMALS = 4;
export const MAX_SIZE = 10_000_000;
export const MAX_PIECES = 10_000;
const MAX_ID = 100;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function only(o: Obj, path: string, keys: readonly string[]): void {
  for (const k of Object.keys(o))
    if (!keys.includes(k)) throw new CutJobError(`${path}${k}`, "unknown field");
}

/** Digits after the decimal point of a number as written (shortest form). */
function decimals(v: number, field: string): number {
  const s = String(Math.abs(v));
  if (s.includes("e+")) throw new CutJobError(field, `must be at most ${MAX_SIZE}`);
  if (s.includes("e")) throw new CutJobError(field, `must have at most ${MAX_DECIMALS} decimal places`);
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.length - dot - 1;
}

function scaled(v: number, d: number): number {
  const s = String(v);
  const dot = s.indexOf(".");
  const whole = dot < 0 ? s : s.slice(0, dot);
  const frac = dot < 0 ? "" : s.slice(dot + 1);
  return Number(whole + frac.padEnd(d, "0"));
}

interface SizeField {
  field: string;
  value: number;
}

export function normaliseJob(input: unknown): NormalJob {
  const job = input as CutJob;
  if (!isObj(input)) throw new CutJobError("job", "must be an object");
  only(input, "", ["kerf", "trim", "stages", "sheets", "pieces"]);
  const sizes: SizeField[] = [];
  const size = (v: unknown, field: string, positive: boolean): SizeField => {
    if (v === undefined && !positive) v = 0;
    if (typeof v !== "number" || !Number.isFinite(v)) throw new CutJobError(field, "must be a number");
    if (positive && v <= 0) throw new CutJobError(field, "must be more than 0");
    if (v < 0) throw new CutJobError(field, "must be 0 or more");
    const f = { field, value: v };
    sizes.push(f);
    return f;
  };
  const count = (v: unknown, field: string, min: number): number => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < min) {
      throw new CutJobError(field, `must be a whole number of ${min} or more`);
    }
    if (v > MAX_PIECES) throw new CutJobError(field, `must be at most ${MAX_PIECES}`);
    return v;
  };
  const ids = (list: unknown, field: string): Obj[] => {
    if (!Array.isArray(list)) throw new CutJobError(field, "must be a list");
    const seen = new Set<string>();
    return list.map((o, i) => {
      const at = `${field}[${i}]`;
      if (!isObj(o)) throw new CutJobError(at, "must be an object");
      if (typeof o.id !== "string" || o.id.length === 0)
        throw new CutJobError(`${at}.id`, "must be a non-empty text");
      if (o.id.length > MAX_ID) throw new CutJobError(`${at}.id`, `must be at most ${MAX_ID} characters`);
      if (seen.has(o.id)) throw new CutJobError(`${at}.id`, `"${o.id}" is used twice`);
      seen.add(o.id);
      return o;
    });
  };

  const kerf = size(job.kerf, "kerf", false);
  const trim = size(job.trim, "trim", false);
  let stages = Infinity;
  if (job.stages !== null && job.stages !== undefined) {
    if (
      typeof job.stages !== "number" ||
      !Number.isInteger(job.stages) ||
      job.stages < 1 ||
      job.stages > 99
    ) {
      throw new CutJobError("stages", "must be a whole number from 1 to 99, or null for any");
    }
    stages = job.stages;
  }
  const sheetObjs = ids(job.sheets, "sheets");
  if (sheetObjs.length === 0) throw new CutJobError("sheets", "must list at least one sheet");
  const sheets = sheetObjs.map((o, i) => {
    const at = `sheets[${i}]`;
    only(o, `${at}.`, ["id", "width", "length", "quantity", "cost", "remnant"]);
    const width = size(o.width, `${at}.width`, true);
    const length = size(o.length, `${at}.length`, true);
    const quantity =
      o.quantity === null || o.quantity === undefined ? Infinity : count(o.quantity, `${at}.quantity`, 0);
    if (o.remnant !== undefined && typeof o.remnant !== "boolean") {
      throw new CutJobError(`${at}.remnant`, "must be true or false");
    }
    const remnant = o.remnant === true;
    let cost = remnant ? 0 : width.value * length.value;
    if (o.cost !== undefined) {
      if (typeof o.cost !== "number" || !Number.isFinite(o.cost) || o.cost < 0) {
        throw new CutJobError(`${at}.cost`, "must be a number of 0 or more");
      }
      cost = o.cost;
    }
    return { id: o.id as string, width, length, quantity, cost, remnant };
  });
  const pieceObjs = ids(job.pieces, "pieces");
  let total = 0;
  const pieces = pieceObjs.map((o, i) => {
    const at = `pieces[${i}]`;
    only(o, `${at}.`, ["id", "width", "length", "quantity", "rotate"]);
    const width = size(o.width, `${at}.width`, true);
    const length = size(o.length, `${at}.length`, true);
    const quantity = o.quantity === undefined ? 1 : count(o.quantity, `${at}.quantity`, 1);
    total += quantity;
    if (total > MAX_PIECES)
      throw new CutJobError(`${at}.quantity`, `the job may have at most ${MAX_PIECES} pieces`);
    if (o.rotate !== undefined && typeof o.rotate !== "boolean") {
      throw new CutJobError(`${at}.rotate`, "must be true or false");
    }
    return { id: o.id as string, width, length, quantity, rotate: o.rotate === true };
  });

  let d = 0;
  for (const f of sizes) {
    const k = decimals(f.value, f.field);
    if (k > MAX_DECIMALS) throw new CutJobError(f.field, `must have at most ${MAX_DECIMALS} decimal places`);
    d = Math.max(d, k);
  }
  const whole = (f: SizeField): number => {
    const v = scaled(f.value, d);
    if (v > MAX_SIZE) {
      throw new CutJobError(
        f.field,
        d === 0
          ? `must be at most ${MAX_SIZE}`
          : `is too large for ${d} decimal places (at most ${MAX_SIZE / 10 ** d})`,
      );
    }
    return v;
  };
  return {
    scale: 10 ** d,
    kerf: whole(kerf),
    trim: whole(trim),
    stages,
    sheets: sheets.map((s) => ({ ...s, width: whole(s.width), length: whole(s.length) })),
    pieces: pieces.map((p) => ({ ...p, width: whole(p.width), length: whole(p.length) })),
  };
}
