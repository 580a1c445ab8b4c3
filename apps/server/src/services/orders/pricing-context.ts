import {
  buildOrderPricing,
  buildPricingContext,
  type OrderPricing,
  type OrderPricingSources,
  type PricingContext,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { listEdgeOptions } from "../catalogue/edge-profiles";
import { listItems } from "../catalogue/items";
import { listMaterials } from "../catalogue/materials";
import { listOperations } from "../catalogue/operations";
import { companyGstin } from "../settings/company-defaults";
import { getGeneralSettings } from "../settings/general-settings";

export type { OrderPricing, PricingContext };

/**
 * A company's settings and catalogues as its settings pages list them, read in one go: what its prices
 * depend on and what the order page shows beside them.
 */
async function loadPricingSources(db: Db, session: SessionInfo): Promise<OrderPricingSources> {
  const [general, materials, edge, supplier, operations, items] = await Promise.all([
    getGeneralSettings(db, session),
    listMaterials(db, session),
    listEdgeOptions(db, session),
    companyGstin(db, session.companyId),
    listOperations(db, session),
    listItems(db, session),
  ]);
  return {
    general,
    materials,
    edgeProfiles: edge.edgeProfiles,
    edgeSelections: edge.edgeSelections,
    supplierGstin: supplier,
    registeredForGst: supplier !== "",
    // Issue 29: what a line's operations and an order's item lines are priced from.
    operations: operations.map((o) => ({ operationName: o.name, bands: o.bands })),
    holeOperations: operations.filter((o) => o.isHole).map((o) => o.name),
    items: items.map((i) => ({ itemName: i.name, unit: i.unit, rate: i.rate, gstRate: i.gstRate })),
  };
}

/** What a company's prices depend on, as priceQuote takes it. */
export async function loadPricingContext(db: Db, session: SessionInfo): Promise<PricingContext> {
  return buildPricingContext(await loadPricingSources(db, session));
}

/** The pricing context with what the order page shows beside it (its pickers and columns). */
export async function loadOrderPricing(db: Db, session: SessionInfo): Promise<OrderPricing> {
  return buildOrderPricing(await loadPricingSources(db, session));
}
