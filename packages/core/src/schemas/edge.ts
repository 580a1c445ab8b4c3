import { z } from "zod";
import { EDGE_PROFILES, findEdgeProfile } from "../edge-profiles";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import { MESSAGES } from "../messages";
import { amountField, optionalText, requiredText } from "./fields";
import { NOT_BLANK, refusedWith, takes } from "./takes";

const BY_NAME_NEEDS_A_NAME = {
  if: { required: ["saveAsEdgeProfile"], properties: { saveAsEdgeProfile: { const: "byName" } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
  then: {
    required: ["customEdgeProfileName"],
    properties: { customEdgeProfileName: { type: "string", pattern: NOT_BLANK } },
  },
  description: refusedWith({ "if byName then customEdgeProfileName": MESSAGES.customNameRequired }),
};

export const ZEdgeProfileInput = takes(
  z
    .object({
      edgeProfileName: takes(
        requiredText(MESSAGES.edgeProfileNameRequired).refine(
          (name) => findEdgeProfile(name) !== undefined,
          MESSAGES.edgeProfileUnknown,
        ),
        {
          enum: EDGE_PROFILES.flatMap((p) => [p.id, p.label]),
          description: `A catalogue entry: its id (edgeProfile1..${EDGE_PROFILES.length}) or its label, in any case. ${refusedWith({ "required, blank": MESSAGES.edgeProfileNameRequired, enum: MESSAGES.edgeProfileUnknown })}`,
        },
      ),
      saveAsEdgeProfile: z.enum(["byName", "byDefault"], { error: MESSAGES.selectAnyOne }),
      customEdgeProfileName: optionalText(),
      edgeProfileRate: amountField({
        required: MESSAGES.rateRequired,
        notNumber: MESSAGES.rateNotNumber,
        positive: MESSAGES.rateNotPositive,
      }),
    })
    .refine((profile) => profile.saveAsEdgeProfile !== "byName" || !!profile.customEdgeProfileName, {
      error: MESSAGES.customNameRequired,
      path: ["customEdgeProfileName"],
      when: () => true,
    }),
  BY_NAME_NEEDS_A_NAME,
);
export type TEdgeProfileInput = z.infer<typeof ZEdgeProfileInput>;

/** Renaming one of the nine edge selections; their side counts belong to the code. */
export const ZEdgeSelectionInput = z.object({
  value: z.enum(EDGE_SELECTION_VALUES, { error: MESSAGES.edgeSelectionInvalid }),
  label: requiredText(MESSAGES.labelRequired),
});
export type TEdgeSelectionInput = z.infer<typeof ZEdgeSelectionInput>;
