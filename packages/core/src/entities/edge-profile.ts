import { z } from "zod";
import { EDGE_PROFILES, findEdgeProfile } from "../edge-profiles";
import { EDGE_PROFILE_SAVE_AS } from "../enums";
import { MESSAGES } from "../messages";
import { amountField, optionalText, requiredText } from "../schemas/fields";
import { NOT_BLANK, refusedWith, takes } from "../schemas/takes";
import { ZEdgeSelectionRecord } from "./edge-selection";
import { ids, money } from "./record-fields";

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
      saveAsEdgeProfile: z.enum(EDGE_PROFILE_SAVE_AS, { error: MESSAGES.selectAnyOne }),
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
      // Checked beside the other fields' messages, but only on an object: a missing body is one 400, not a throw.
      when: ({ value }) => typeof value === "object" && value !== null,
    }),
  BY_NAME_NEEDS_A_NAME,
);
export type TEdgeProfileInput = z.infer<typeof ZEdgeProfileInput>;

const areaInput = z.strictObject({ label: z.string(), value: z.number() });

export const ZEdgeProfileRecord = z.strictObject({
  ...ids,
  /** The option's value and label: the name lines refer to. */
  edgeProfileName: z.string(),
  label: z.string(),
  value: z.string(),
  /** Which catalogue entry it is: edgeProfile1..36. */
  catalogueValue: z.string(),
  catalogueLabel: z.string(),
  saveAsEdgeProfile: z.enum(EDGE_PROFILE_SAVE_AS),
  customEdgeProfileName: z.string().nullable(),
  edgeProfileRate: money(),
  hasAdditionalArea: z.boolean(),
  areaInputsArr: z.array(areaInput),
});
export type EdgeProfileRecord = z.output<typeof ZEdgeProfileRecord>;

/** GET /setting/edgeProfile: the profiles and, from the same call, the edge selections. */
export const ZEdgeProfileOptions = z.strictObject({
  edgeProfileOption: z.array(ZEdgeProfileRecord),
  edgeSelectionOption: z.array(ZEdgeSelectionRecord),
});
