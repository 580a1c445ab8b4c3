import type { TPriceListOverrides } from "./entities/price-list";
import type { PricingContext } from "./pricing-context";

// Issue 29 point 4: a price list's version overrides some of the company's rates, its rounding step and
// its minimum area for the customers given the list. Everything it does not name prices as the company's
// settings do, so the company's settings are the default list.

/** A version as stored: the day it is in force from, and what it overrides. */
export interface PriceListVersionLike {
  validFrom: string;
  overrides: TPriceListOverrides;
}

/**
 * The version in force on `date` (YYYY-MM-DD): the one with the latest validFrom on or before it. None
 * when every version starts later: the order then prices by the company's settings.
 */
export function versionInForce<V extends PriceListVersionLike>(
  versions: readonly V[],
  date: string,
): V | null {
  let found: V | null = null;
  for (const version of versions) {
    if (version.validFrom <= date && (!found || version.validFrom > found.validFrom)) found = version;
  }
  return found;
}

/** Catalogue names match in any case, as the catalogues keep a name once in any case. */
const key = (name: string) => name.trim().toLowerCase();

function byName<T>(rows: readonly T[] | undefined, name: (row: T) => string): Map<string, T> {
  return new Map((rows ?? []).map((row) => [key(name(row)), row]));
}

/**
 * The context with a version's overrides applied; the rest of it (the order page's columns, each
 * profile's area inputs) kept as it was. A row naming nothing in the catalogue changes nothing.
 */
export function applyPriceList<C extends PricingContext>(ctx: C, overrides: TPriceListOverrides): C {
  const materials = byName(overrides.materials, (m) => m.materialType);
  const profiles = byName(overrides.edgeProfiles, (p) => p.edgeProfileName);
  const operations = byName(overrides.operations, (o) => o.name);
  const items = byName(overrides.items, (i) => i.name);
  return {
    ...ctx,
    settings: {
      ...ctx.settings,
      ...(overrides.roundingStep !== undefined ? { roundingStep: overrides.roundingStep } : {}),
      ...(overrides.minimumArea !== undefined ? { minAreaPerPiece: overrides.minimumArea } : {}),
    },
    materials: ctx.materials.map((m) => {
      const o = materials.get(key(m.materialName));
      if (!o) return m;
      return {
        ...m,
        ...(o.rate !== undefined ? { materialRate: o.rate } : {}),
        ...(o.cuttingRate !== undefined ? { cuttingRate: o.cuttingRate } : {}),
      };
    }),
    edgeProfiles: ctx.edgeProfiles.map((p) => {
      const o = profiles.get(key(p.edgeProfileName));
      return o ? { ...p, edgeProfileRate: o.rate } : p;
    }),
    ...(ctx.operations
      ? {
          operations: ctx.operations.map((op) => {
            const o = operations.get(key(op.operationName));
            return o ? { ...op, bands: o.bands } : op;
          }),
        }
      : {}),
    ...(ctx.items
      ? {
          items: ctx.items.map((item) => {
            const o = items.get(key(item.itemName));
            return o ? { ...item, rate: o.rate } : item;
          }),
        }
      : {}),
  };
}
