import {
  type PieceLineInput,
  type PricedLine,
  PricingError,
  type PricingField,
  pieceLineSchema,
  priceQuote,
  typedLineOf,
  type Unit,
} from "@kerf/core";
import type { FieldErrors, FieldKey, LineDraft, ServerLine } from "./order-types";
import type { PricingSetup } from "./pricing-setup";

/**
 * One row checked as the server will check it: the shared schema (every cell's first message) and then
 * a price against the company's own materials and profiles. `input` is what gets priced and saved.
 */
export type LineCheck =
  | { kind: "blank" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "valid"; input: PieceLineInput; snapshot: string; priced: PricedLine };

export function emptyDraft(materialType = ""): LineDraft {
  return {
    width: "",
    length: "",
    quantity: "1",
    materialType,
    edgeSelection: "",
    edgeProfile: "",
    extras: [],
    multiplier: "1",
    operations: [],
    note: "",
  };
}

/**
 * A line the server has just priced is valid as it stands: it stored the schema's own output, so
 * that is the line's input (same fields, same order), and its figures are the server's. Saves
 * checking 500 lines again when an order opens; anything the server could not price is checked here.
 */
export function checkServerLine(line: ServerLine, setup: PricingSetup): LineCheck {
  if (!line.priced || line.error) return checkLine(draftFromServer(line), setup, false);
  const typed = typedLineOf(line);
  // The schema's key order (stored JSON may hold another), so the same line is the same snapshot.
  const operations = typed.operations.map(({ name, count, size, edgeDistance, cornerDistance }) => ({
    name,
    count,
    size,
    edgeDistance,
    cornerDistance,
  }));
  const input: PieceLineInput = { ...typed, operations };
  return { kind: "valid", input, snapshot: JSON.stringify(input), priced: line.priced };
}

/** What the server stored, as text in the cells. */
export function draftFromServer(line: ServerLine): LineDraft {
  return {
    width: String(line.widthForDisplay),
    length: String(line.lengthForDisplay),
    quantity: String(line.quantity),
    materialType: line.materialType ?? "",
    edgeSelection: line.edgeSelection ?? "",
    edgeProfile: line.edgeProfile ?? "",
    extras: (line.areaExtras ?? []).map((e) => ({ label: e.label, value: String(e.value) })),
    multiplier: String(line.multiplier ?? "1"),
    operations: (line.operations ?? []).map((o) => ({
      name: o.name,
      count: String(o.count),
      size: o.size ?? "",
      edgeDistance: o.edgeDistance ?? "",
      cornerDistance: o.cornerDistance ?? "",
    })),
    note: line.note ?? "",
  };
}

/**
 * No size and no edge work: nothing that makes a piece yet (a new row carries the material of the row
 * above and a quantity of 1). Such a row is neither checked, priced nor saved.
 */
export function isBlankDraft(d: LineDraft): boolean {
  return (
    d.width.trim() === "" && d.length.trim() === "" && d.edgeSelection === "" && d.operations.length === 0
  );
}

/** A count as the schema takes it: a whole number when it reads as one, else the text (refused there). */
const countOf = (count: string) => (/^\s*\d{1,6}\s*$/.test(count) ? Number(count) : count);

function toLineInput(d: LineDraft) {
  const edged = d.edgeSelection !== "";
  return {
    widthForDisplay: d.width,
    lengthForDisplay: d.length,
    quantity: d.quantity,
    materialType: d.materialType,
    edgeSelection: edged ? d.edgeSelection : null,
    edgeProfile: edged && d.edgeProfile ? d.edgeProfile : null,
    areaExtras: edged ? d.extras : [],
    multiplier: d.multiplier,
    note: d.note,
    operations: d.operations.map((o) => ({
      name: o.name,
      count: countOf(o.count),
      size: o.size,
      edgeDistance: o.edgeDistance,
      cornerDistance: o.cornerDistance,
    })),
  };
}

const SCHEMAS = new Map<Unit, ReturnType<typeof pieceLineSchema>>();
function schemaFor(unit: Unit) {
  let schema = SCHEMAS.get(unit);
  if (!schema) {
    schema = pieceLineSchema(unit);
    SCHEMAS.set(unit, schema);
  }
  return schema;
}

// "item" and "itemQuantity" belong to item lines.
const FIELD_OF: Record<Exclude<PricingField, "item" | "itemQuantity"> | "note", FieldKey> = {
  widthForDisplay: "width",
  lengthForDisplay: "length",
  quantity: "quantity",
  materialType: "materialType",
  edgeSelection: "edgeSelection",
  edgeProfile: "edgeProfile",
  areaExtras: "extra0",
  multiplier: "multiplier",
  operations: "operations",
  note: "note",
};

/** A server or schema path (["areaExtras", 1, "value"], "widthForDisplay") as the cell it belongs to. */
export function fieldOfPath(path: readonly PropertyKey[]): FieldKey | null {
  const [head, index] = path;
  if (head === "areaExtras") return Number(index) === 1 ? "extra1" : "extra0";
  return typeof head === "string" && head in FIELD_OF ? FIELD_OF[head as keyof typeof FIELD_OF] : null;
}

/** The server's messages by the path of the field at fault, as the cells they belong to. */
export function fieldErrorsOf(errors: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOfPath(path.split("."));
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** `mayBeBlank` false for a row the server holds: emptied, it is an invalid line, not a new blank one. */
export function checkLine(draft: LineDraft, setup: PricingSetup, mayBeBlank = true): LineCheck {
  if (mayBeBlank && isBlankDraft(draft)) return { kind: "blank" };
  const parsed = schemaFor(setup.unit).safeParse(toLineInput(draft));
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { kind: "invalid", errors };
  }
  const input = parsed.data as PieceLineInput;
  try {
    const priced = priceQuote({ ...setup, lines: [input] }).lines[0]!;
    return { kind: "valid", input, snapshot: JSON.stringify(input), priced };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    const cell = FIELD_OF[error.field as keyof typeof FIELD_OF] ?? "materialType";
    return { kind: "invalid", errors: { [cell]: error.message } };
  }
}
