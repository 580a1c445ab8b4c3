import { z } from "zod";
import { MATERIAL_KINDS, type MaterialKind, UNITS, type Unit } from "../enums";
import { MESSAGES } from "../messages";
import { amountField, optionalField } from "../schemas/fields";
import { recordIdField } from "../schemas/list-query";
import { stockLengthField } from "../schemas/stock-length-field";
import { money, recordId, timestamp } from "./record-fields";

/** Stock sheet sizes a material may list, and the most it may have on hand of one. */
export const MAX_STOCK_SHEETS = 10;
export const MAX_ON_HAND = 100_000;

export const STOCK_MESSAGES = {
  sheetTooLarge: "A sheet is at most 20000 mm (787 in) a side",
  kerfTooLarge: "The kerf is at most 25 mm (1 in)",
  trimTooLarge: "The trim is at most 200 mm (8 in)",
  remnantMinTooLarge: "The minimum remnant size is at most 20000 mm (787 in)",
  sheetsRequired: "Add at least one sheet size",
  tooManySheets: `At most ${MAX_STOCK_SHEETS} sheet sizes`,
  onHand: `Sheets on hand: a whole number from 0 to ${MAX_ON_HAND}, or empty for unlimited`,
  kind: "Kind must be glass, stone, panel or other",
  rotate: "rotate must be true or false",
} as const;

const SHEET = { inches: 787, mm: 20_000, message: STOCK_MESSAGES.sheetTooLarge };

/** A stock sheet size as typed in the company's unit; lengths come out in micrometres. */
function stockSheetSchema(unit: Unit) {
  return z.object({
    width: stockLengthField(unit, SHEET),
    length: stockLengthField(unit, SHEET),
    /** Rupees per sheet; absent or blank: the plan weighs sheets by their area. */
    cost: optionalField(amountField({ required: MESSAGES.required })),
    /** Sheets on hand; null or absent: as many as needed. */
    onHand: z
      .number({ error: STOCK_MESSAGES.onHand })
      .int(STOCK_MESSAGES.onHand)
      .min(0, STOCK_MESSAGES.onHand)
      .max(MAX_ON_HAND, STOCK_MESSAGES.onHand)
      .nullable()
      .optional(),
  });
}

/** A material's stock as the settings save it, lengths read in the company's unit (out: micrometres). */
export function materialStockSchema(unit: Unit) {
  return z.object({
    materialId: recordIdField(),
    kind: z.enum(MATERIAL_KINDS, { error: STOCK_MESSAGES.kind }),
    kerf: stockLengthField(unit, { inches: 1, mm: 25, message: STOCK_MESSAGES.kerfTooLarge, zero: true }),
    trim: stockLengthField(unit, { inches: 8, mm: 200, message: STOCK_MESSAGES.trimTooLarge, zero: true }),
    /** May pieces be turned (glass may; stone with a vein, panels with a grain may not). */
    rotate: z.boolean({ error: STOCK_MESSAGES.rotate }),
    minRemnantWidth: stockLengthField(unit, { ...SHEET, message: STOCK_MESSAGES.remnantMinTooLarge }),
    minRemnantLength: stockLengthField(unit, { ...SHEET, message: STOCK_MESSAGES.remnantMinTooLarge }),
    sheets: z
      .array(stockSheetSchema(unit), { error: STOCK_MESSAGES.sheetsRequired })
      .min(1, STOCK_MESSAGES.sheetsRequired)
      .max(MAX_STOCK_SHEETS, STOCK_MESSAGES.tooManySheets),
  });
}
export type TMaterialStockInput = z.input<ReturnType<typeof materialStockSchema>>;
export type MaterialStockValues = z.output<ReturnType<typeof materialStockSchema>>;

/** A remnant added by hand: its size in the company's unit. */
export function remnantSchema(unit: Unit) {
  return z.object({
    materialId: recordIdField(),
    width: stockLengthField(unit, SHEET),
    length: stockLengthField(unit, SHEET),
  });
}
export type TRemnantInput = z.input<ReturnType<typeof remnantSchema>>;
export type RemnantValues = z.output<ReturnType<typeof remnantSchema>>;

const lengthOut = () =>
  z.string().meta({ description: "In the company's unit: inches (96#4 = 96 4/8) or millimetres" });

export const ZStockSheetRecord = z.strictObject({
  id: z.string(),
  width: lengthOut(),
  length: lengthOut(),
  cost: money().nullable(),
  onHand: z.number().int().nullable(),
});

export const ZMaterialStockRecord = z.strictObject({
  materialId: recordId(),
  materialName: z.string(),
  /** False: nothing saved yet, these are the defaults of its kind (guessed from its name). */
  saved: z.boolean(),
  unit: z.enum(UNITS),
  kind: z.enum(MATERIAL_KINDS),
  kerf: lengthOut(),
  trim: lengthOut(),
  rotate: z.boolean(),
  minRemnantWidth: lengthOut(),
  minRemnantLength: lengthOut(),
  sheets: z.array(ZStockSheetRecord),
});
export type MaterialStockRecord = z.output<typeof ZMaterialStockRecord>;

/** Stock in micrometres, as stored and as the planner reads it. */
export interface StockSettings {
  kind: MaterialKind;
  kerfUm: number;
  trimUm: number;
  rotate: boolean;
  minRemnantWidthUm: number;
  minRemnantLengthUm: number;
  sheets: { id: string; widthUm: number; lengthUm: number; cost: string | null; onHand: number | null }[];
}

const MM = 1000;
const IN = 25_400;

/**
 * Defaults by kind, in round figures of the company's unit: glass from jumbo sheets (3210 x 6000 mm,
 * 126 x 236 in), turned freely; stone from slabs (1800 x 3000 mm, 72 x 120 in) that keep their vein;
 * panels from 8 x 4 ft boards that keep their grain.
 */
export function defaultStock(kind: MaterialKind, unit: Unit): StockSettings {
  /** A length in round figures of the company's unit: millimetres, or inches. */
  const size = (mm: number, inches: number) => (unit === "mm" ? mm * MM : inches * IN);
  const stock = (kerfUm: number, trimUm: number, rotate: boolean, widthUm: number, lengthUm: number) => ({
    kind,
    kerfUm,
    trimUm,
    rotate,
    minRemnantWidthUm: size(300, 12),
    minRemnantLengthUm: size(300, 12),
    sheets: [{ id: "default", widthUm, lengthUm, cost: null, onHand: null }],
  });
  switch (kind) {
    case "glass":
      return stock(0, size(10, 3 / 8), true, size(3210, 126), size(6000, 236));
    case "stone":
      return stock(size(4, 1 / 8), size(20, 6 / 8), false, size(1800, 72), size(3000, 120));
    case "panel":
    case "other":
      return stock(size(3, 1 / 8), size(5, 1 / 8), kind === "other", size(1220, 48), size(2440, 96));
  }
}

const KIND_WORDS: [MaterialKind, RegExp][] = [
  ["glass", /glass|mirror|toughen|tempered|lacquer|float|frost|reflect|laminated glass/i],
  ["stone", /granite|marble|stone|quartz|slab|onyx|limestone|sandstone|kota|tile/i],
  ["panel", /ply|mdf|hdf|board|panel|laminate|acrylic|sunmica|veneer|wood|particle|wpc|pvc|acp|sheet/i],
];

/** A material's kind read from its name, for the defaults before the shop says otherwise. */
export function guessKind(materialName: string): MaterialKind {
  return KIND_WORDS.find(([, re]) => re.test(materialName))?.[0] ?? "glass";
}

/** Remnants one material may keep listed: more is a yard to tidy, and every plan reads them all. */
export const MAX_REMNANTS = 300;

export const ZRemnantRecord = z.strictObject({
  _id: recordId(),
  id: recordId(),
  materialId: recordId(),
  width: lengthOut(),
  length: lengthOut(),
  /** The order (customer) whose cutting left it; null when added by hand. */
  fromOrder: recordId().nullable(),
  createdAt: timestamp(),
});
export type RemnantRecord = z.output<typeof ZRemnantRecord>;
