import type { AppRouter } from "@kerf/server";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;
export type OrderData = Outputs["orders"]["get"];
export type ServerLine = OrderData["lines"][number];

export type ExtraDraft = { label: string; value: string };

/** An operation on a piece as typed (issue 29): counts per piece; sizes in the company's unit, "" for none. */
export type OperationDraft = {
  name: string;
  count: string;
  size: string;
  edgeDistance: string;
  cornerDistance: string;
};

/** A piece line as the clerk typed it: every cell is text, so nothing typed is ever reshaped. */
export type LineDraft = {
  width: string;
  length: string;
  quantity: string;
  materialType: string;
  /** "" for no edge work. */
  edgeSelection: string;
  edgeProfile: string;
  /** The profile's area inputs (A, or A and B) in order. */
  extras: ExtraDraft[];
  multiplier: string;
  /** Holes, cut-outs and the like on each piece; [] for none. */
  operations: OperationDraft[];
  /** For the cutting floor; "" for none. */
  note: string;
};

/** The editable cells of a row, in the order Enter and Tab walk them. */
const FIELD_KEYS = [
  "width",
  "length",
  "quantity",
  "materialType",
  "edgeSelection",
  "edgeProfile",
  "extra0",
  "extra1",
  "multiplier",
  "operations",
  "note",
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export type FieldErrors = Partial<Record<FieldKey, string>>;
