import type { EdgeProfileRecord } from "./entities/edge-profile";
import type { MaterialRecord } from "./entities/material";
import type { Unit } from "./enums";
import { priceItemLine } from "./operations-items";
import { priceLine } from "./price-line";
import { PricingError } from "./pricing-error";
import type {
  EdgeProfileRateInput,
  EdgeSelectionOverride,
  ItemLineInput,
  ItemRateInput,
  MaterialRateInput,
  OperationRateInput,
  PieceLineInput,
  PricedItemLine,
  PricedLine,
  QuoteSettingsInput,
  QuoteTotals,
  SupplyTax,
} from "./pricing-types";
import { prepareQuote } from "./quote-context";
import { addItem, addLine, emptySums, finishTotals } from "./quote-totals";
import { type GeneralSettings, quoteSettingsFrom } from "./settings";

/** Everything of a company's settings that a price depends on, read in one go, as `priceQuote` takes it. */
export interface PricingContext {
  unit: Unit;
  settings: QuoteSettingsInput;
  materials: MaterialRateInput[];
  edgeProfiles: EdgeProfileRateInput[];
  edgeSelections: EdgeSelectionOverride[];
  supplierGstin: string | null;
  /** The operations and items catalogues (pricing.md "Operations and items"); absent: none. */
  operations?: OperationRateInput[];
  items?: ItemRateInput[];
}

/** What the context is built from: the company's settings and catalogues, as their records name them. */
export interface PricingSources {
  general: Pick<GeneralSettings, "commonSetting" | "pricingSettings">;
  materials: readonly (Pick<
    MaterialRecord,
    "materialName" | "materialRate" | "cuttingRate" | "materialGst" | "materialWastage"
  > & { thicknessMm?: string | null })[];
  edgeProfiles: readonly Pick<EdgeProfileRecord, "edgeProfileName" | "edgeProfileRate">[];
  edgeSelections: readonly Required<EdgeSelectionOverride>[];
  supplierGstin: string | null | undefined;
  operations?: readonly OperationRateInput[];
  items?: readonly ItemRateInput[];
  /**
   * false for a company that signed up without a GST number: it may not charge GST, so every material's
   * GST % reads as 0 and its invoices are bills of supply. Left out: registered.
   */
  registeredForGst?: boolean;
}

/** The one place a company's settings and catalogues become a pricing context (server and web). */
export function buildPricingContext(sources: PricingSources): PricingContext {
  const { general } = sources;
  return {
    unit: general.pricingSettings.unit,
    settings: quoteSettingsFrom(general),
    materials: sources.materials.map((m) => ({
      materialName: m.materialName,
      materialRate: m.materialRate,
      cuttingRate: m.cuttingRate,
      materialGst: sources.registeredForGst === false ? 0 : m.materialGst,
      materialWastage: m.materialWastage,
      // An operation band's "thickness up to" is matched against it (pricing.md "Operations").
      ...(m.thicknessMm ? { thickness: m.thicknessMm } : {}),
    })),
    edgeProfiles: sources.edgeProfiles.map((p) => ({
      edgeProfileName: p.edgeProfileName,
      edgeProfileRate: p.edgeProfileRate,
    })),
    edgeSelections: sources.edgeSelections.map((s) => ({
      value: s.value,
      lengths: s.lengths,
      widths: s.widths,
    })),
    supplierGstin: sources.supplierGstin || null,
    ...(sources.operations ? { operations: [...sources.operations] } : {}),
    ...(sources.items
      ? {
          items: sources.items.map((item) => ({
            ...item,
            gstRate: sources.registeredForGst === false ? 0 : item.gstRate,
          })),
        }
      : {}),
  };
}

/** One item line of an order priced on its own: its figures, or why it no longer prices. */
export type OrderItemResult =
  | { priced: PricedItemLine; error: null }
  | { priced: null; error: { field: string; message: string } };

/** One line of an order priced on its own: its figures, or why it no longer prices. */
export type OrderLineResult =
  | { priced: PricedLine; error: null }
  | { priced: null; error: { field: string; message: string } };

/**
 * Prices every line of an order that still prices. A line that breaks a rule now (its material was
 * deleted since it was typed) gets its error instead of figures; the totals are those of the others.
 */
export function priceOrder(
  ctx: PricingContext,
  lines: readonly PieceLineInput[],
  /** How the order's header places the supply; left out: intra-State, taxed. */
  supply?: SupplyTax,
  itemLines: readonly ItemLineInput[] = [],
): { lines: OrderLineResult[]; itemLines: OrderItemResult[]; totals: QuoteTotals } {
  const prepared = prepareQuote({ ...ctx, lines, supply, itemLines });
  const sums = emptySums();
  const results = lines.map((line, index): OrderLineResult => {
    try {
      const { figures, amounts } = priceLine(line, index, prepared);
      addLine(sums, amounts);
      return { priced: figures, error: null };
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      return { priced: null, error: { field: error.field, message: error.message } };
    }
  });
  const items = itemLines.map((line, index): OrderItemResult => {
    try {
      const { figures, amounts } = priceItemLine(line, index, prepared.items, prepared.withoutTax);
      addItem(sums, amounts);
      return { priced: figures, error: null };
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      return { priced: null, error: { field: error.field, message: error.message } };
    }
  });
  return {
    lines: results,
    itemLines: items,
    totals: finishTotals(sums, supply?.interState ?? false, prepared.showsOperationsAndItems),
  };
}
