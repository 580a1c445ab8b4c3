import type { EdgeProfileRecord } from "./entities/edge-profile";
import type { MaterialRecord } from "./entities/material";
import type { Unit } from "./enums";
import { priceLine } from "./price-line";
import { PricingError } from "./pricing-error";
import type {
  EdgeProfileRateInput,
  EdgeSelectionOverride,
  MaterialRateInput,
  PieceLineInput,
  PricedLine,
  QuoteSettingsInput,
  QuoteTotals,
  SupplyTax,
} from "./pricing-types";
import { prepareQuote } from "./quote-context";
import { addLine, emptySums, finishTotals } from "./quote-totals";
import { type GeneralSettings, quoteSettingsFrom } from "./settings";

/** Everything of a company's settings that a price depends on, read in one go, as `priceQuote` takes it. */
export interface PricingContext {
  unit: Unit;
  settings: QuoteSettingsInput;
  materials: MaterialRateInput[];
  edgeProfiles: EdgeProfileRateInput[];
  edgeSelections: EdgeSelectionOverride[];
  supplierGstin: string | null;
}

/** What the context is built from: the company's settings and catalogues, as their records name them. */
export interface PricingSources {
  general: Pick<GeneralSettings, "commonSetting" | "pricingSettings">;
  materials: readonly Pick<
    MaterialRecord,
    "materialName" | "materialRate" | "cuttingRate" | "materialGst" | "materialWastage"
  >[];
  edgeProfiles: readonly Pick<EdgeProfileRecord, "edgeProfileName" | "edgeProfileRate">[];
  edgeSelections: readonly Required<EdgeSelectionOverride>[];
  supplierGstin: string | null | undefined;
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
  };
}

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
): { lines: OrderLineResult[]; totals: QuoteTotals } {
  const prepared = prepareQuote({ ...ctx, lines, supply });
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
  return { lines: results, totals: finishTotals(sums, supply?.interState ?? false) };
}
