import type { FieldKey, LineDraft } from "./order-types";
import type { PricingSetup } from "./pricing-setup";

let keySeq = 0;
/** Row keys only need to be unique in this tab (crypto.randomUUID needs a secure context). */
export function newRowKey(): string {
  keySeq += 1;
  return `r${Date.now().toString(36)}${keySeq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * One cell changed, with what follows from it: no edge work clears the profile; a profile brings its
 * area inputs with their catalogue defaults.
 */
export function withField(draft: LineDraft, field: FieldKey, value: string, setup: PricingSetup): LineDraft {
  switch (field) {
    case "edgeSelection":
      if (value === draft.edgeSelection) return draft;
      return value === ""
        ? { ...draft, edgeSelection: "", edgeProfile: "", extras: [] }
        : { ...draft, edgeSelection: value };
    case "edgeProfile": {
      if (value === draft.edgeProfile) return draft;
      // The new profile's inputs, keeping what was typed for an input of the same name.
      const inputs = setup.profileExtras.get(value) ?? [];
      const extras = inputs.map((input) => ({
        label: input.label,
        value: draft.extras.find((e) => e.label === input.label)?.value ?? input.value,
      }));
      return { ...draft, edgeProfile: value, extras };
    }
    case "extra0":
    case "extra1": {
      const index = field === "extra0" ? 0 : 1;
      const extra = draft.extras[index];
      if (!extra || extra.value === value) return draft;
      return { ...draft, extras: draft.extras.map((e, i) => (i === index ? { ...e, value } : e)) };
    }
    case "operations":
      // Not text: the operations cell sets them whole (PieceLines.setOperations).
      return draft;
    default:
      return draft[field] === value ? draft : { ...draft, [field]: value };
  }
}
