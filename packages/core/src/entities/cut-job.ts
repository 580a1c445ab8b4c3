import { z } from "zod";
import { refusedWith, takes } from "../schemas/takes";

// A cutting job posted to the API, in @kerf/cutting's JSON form (packages/cutting/README.md), held to
// bounds a request may ask: whole-number sizes (pick a unit fine enough: tenths of a millimetre,
// eighths of an inch), at most 50 sheets and 2,000 pieces in all. The planner then reads it as the CLI does.

export const MAX_JOB_SHEETS = 50;
export const MAX_JOB_PIECE_LINES = 1000;
export const MAX_JOB_PIECES = 2000;
export const MAX_JOB_SIZE = 1_000_000;

export const CUT_JOB_MESSAGES = {
  size: `A size is a whole number from 1 to ${MAX_JOB_SIZE}`,
  gap: `A kerf or trim is a whole number from 0 to ${MAX_JOB_SIZE}`,
  stages: "stages is a whole number from 1 to 99, or null for any",
  id: "An id is a text of 1 to 64 characters",
  sheets: `List 1 to ${MAX_JOB_SHEETS} sheets`,
  pieces: `List 1 to ${MAX_JOB_PIECE_LINES} pieces`,
  quantity: `A quantity is a whole number up to ${MAX_JOB_PIECES}`,
  cost: "A cost is a number of 0 or more",
  flag: "Must be true or false",
  uniqueIds: "Every sheet and every piece needs an id of its own",
  tooManyPieces: `The job may have at most ${MAX_JOB_PIECES} pieces in all`,
} as const;

const size = () =>
  z
    .number({ error: CUT_JOB_MESSAGES.size })
    .int(CUT_JOB_MESSAGES.size)
    .min(1, CUT_JOB_MESSAGES.size)
    .max(MAX_JOB_SIZE, CUT_JOB_MESSAGES.size);
const gap = () =>
  z
    .number({ error: CUT_JOB_MESSAGES.gap })
    .int(CUT_JOB_MESSAGES.gap)
    .min(0, CUT_JOB_MESSAGES.gap)
    .max(MAX_JOB_SIZE, CUT_JOB_MESSAGES.gap);
const id = () =>
  z.string({ error: CUT_JOB_MESSAGES.id }).min(1, CUT_JOB_MESSAGES.id).max(64, CUT_JOB_MESSAGES.id);
const flag = () => z.boolean({ error: CUT_JOB_MESSAGES.flag });
/** A sheet's stock (0 or more) or a piece's count (1 or more). */
const count = (min: number) =>
  z
    .number({ error: CUT_JOB_MESSAGES.quantity })
    .int(CUT_JOB_MESSAGES.quantity)
    .min(min, CUT_JOB_MESSAGES.quantity)
    .max(MAX_JOB_PIECES, CUT_JOB_MESSAGES.quantity);

const ZJobSheet = z.strictObject({
  id: id(),
  width: size(),
  length: size(),
  /** On hand; null or absent: unlimited. */
  quantity: count(0).nullable().optional(),
  cost: z
    .number({ error: CUT_JOB_MESSAGES.cost })
    .min(0, CUT_JOB_MESSAGES.cost)
    .max(1e12, CUT_JOB_MESSAGES.cost)
    .optional(),
  remnant: flag().optional(),
});

const ZJobPiece = z.strictObject({
  id: id(),
  width: size(),
  length: size(),
  quantity: count(1).optional(),
  rotate: flag().optional(),
});

export const ZCutJobInput = takes(
  z
    .strictObject({
      kerf: gap().optional(),
      trim: gap().optional(),
      stages: z
        .number({ error: CUT_JOB_MESSAGES.stages })
        .int(CUT_JOB_MESSAGES.stages)
        .min(1, CUT_JOB_MESSAGES.stages)
        .max(99, CUT_JOB_MESSAGES.stages)
        .nullable()
        .optional(),
      sheets: z
        .array(ZJobSheet, { error: CUT_JOB_MESSAGES.sheets })
        .min(1, CUT_JOB_MESSAGES.sheets)
        .max(MAX_JOB_SHEETS, CUT_JOB_MESSAGES.sheets),
      pieces: z
        .array(ZJobPiece, { error: CUT_JOB_MESSAGES.pieces })
        .min(1, CUT_JOB_MESSAGES.pieces)
        .max(MAX_JOB_PIECE_LINES, CUT_JOB_MESSAGES.pieces),
    })
    .superRefine((job, ctx) => {
      for (const list of ["sheets", "pieces"] as const) {
        const seen = new Set<string>();
        job[list].forEach((item, i) => {
          if (seen.has(item.id))
            ctx.addIssue({ code: "custom", message: CUT_JOB_MESSAGES.uniqueIds, path: [list, i, "id"] });
          seen.add(item.id);
        });
      }
      let total = 0;
      job.pieces.forEach((p, i) => {
        total += p.quantity ?? 1;
        if (total > MAX_JOB_PIECES && total - (p.quantity ?? 1) <= MAX_JOB_PIECES) {
          ctx.addIssue({
            code: "custom",
            message: CUT_JOB_MESSAGES.tooManyPieces,
            path: ["pieces", i, "quantity"],
          });
        }
      });
    }),
  {
    "x-unique-ids": true,
    "x-max-total-quantity": MAX_JOB_PIECES,
    description: `A cutting job (packages/cutting/README.md), sizes in one unit. ${refusedWith({
      "x-unique-ids: the ids of the sheets, and of the pieces, are all different": CUT_JOB_MESSAGES.uniqueIds,
      "x-max-total-quantity: the pieces' quantities (1 when absent) add up to at most 2000":
        CUT_JOB_MESSAGES.tooManyPieces,
    })}`,
  },
);
export type TCutJobInput = z.input<typeof ZCutJobInput>;
