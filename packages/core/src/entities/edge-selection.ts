import { z } from "zod";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import { MESSAGES } from "../messages";
import { requiredText } from "../schemas/fields";
import { ids, sideCount } from "./record-fields";

/** Renaming one of the nine edge selections; their side counts belong to the code. */
export const ZEdgeSelectionInput = z.object({
  value: z.enum(EDGE_SELECTION_VALUES, { error: MESSAGES.edgeSelectionInvalid }),
  label: requiredText(MESSAGES.labelRequired),
});
export type TEdgeSelectionInput = z.infer<typeof ZEdgeSelectionInput>;

export const ZEdgeSelectionRecord = z.strictObject({
  ...ids,
  label: z.string(),
  value: z.enum(EDGE_SELECTION_VALUES),
  useBy: z.literal("img"),
  lengths: sideCount(),
  widths: sideCount(),
});
export type EdgeSelectionRecord = z.output<typeof ZEdgeSelectionRecord>;
