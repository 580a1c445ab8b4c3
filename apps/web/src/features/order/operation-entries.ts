import { temperingWarnings } from "@kerf/core";
import type { LineDraft, OperationDraft } from "./order-types";
import type { PricingSetup } from "./pricing-setup";

// The operations cell's logic apart from its screen (issue 29): what the line shows, which catalogue
// names match what is typed, and the tempering warnings for the line's holes.

/** "4 x Hole 12, 1 x Hinge cut-out": counts per piece and sizes, as the invoice and worker sheet say it. */
export function describeDrafts(operations: readonly OperationDraft[]): string {
  return operations
    .map((o) => `${o.count.trim()} x ${o.name}${o.size.trim() ? ` ${o.size.trim()}` : ""}`)
    .join(", ");
}

/** Names containing the text, those starting with it first; all of them for no text. */
export function matchingNames(names: readonly string[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...names];
  const hits = names.filter((n) => n.toLowerCase().includes(needle));
  const starts = hits.filter((n) => n.toLowerCase().startsWith(needle));
  return [...starts, ...hits.filter((n) => !starts.includes(n))];
}

const NONE: readonly string[] = [];

/**
 * The tempering warnings for the line's round holes on its material (core temperingWarnings), each
 * said once however many holes break the same rule. Never blocking: the line prices and saves.
 */
export function lineWarnings(draft: LineDraft, setup: PricingSetup): readonly string[] {
  if (draft.operations.length === 0 || !setup.toughened.has(draft.materialType)) return NONE;
  const material = setup.materials.find((m) => m.materialName === draft.materialType);
  const seen = new Set<string>();
  for (const op of draft.operations) {
    if (!setup.holes.has(op.name)) continue;
    const found = temperingWarnings({
      unit: setup.unit,
      toughened: true,
      thicknessMm: material?.thickness ?? null,
      size: op.size.trim(),
      edgeDistance: op.edgeDistance.trim(),
      cornerDistance: op.cornerDistance.trim(),
    });
    for (const warning of found) seen.add(warning);
  }
  return seen.size ? [...seen] : NONE;
}
