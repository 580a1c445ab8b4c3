import {
  applyPriceList,
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
import { type OrderPriceList, orderPriceList } from "../catalogue/price-lists";
import { companyGstin } from "../settings/company-defaults";
import { getGeneralSettings } from "../settings/general-settings";

export type { OrderPriceList, OrderPricing, PricingContext };

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

const NO_LIST: OrderPriceList = { assigned: null, inForce: null, overrides: null };

/**
 * What a company's prices depend on, as priceQuote takes it; for an order (`customerId`), with its price
 * list's version in force on the order's date applied (issue 29 point 4).
 */
export async function loadPricingContext(
  db: Db,
  session: SessionInfo,
  customerId?: string,
): Promise<PricingContext> {
  const [sources, list] = await Promise.all([
    loadPricingSources(db, session),
    customerId ? orderPriceList(db, session, customerId) : NO_LIST,
  ]);
  const ctx = buildPricingContext(sources);
  return list.overrides ? applyPriceList(ctx, list.overrides) : ctx;
}

/** The order's pricing context with what the order page shows beside it, and the list that priced it. */
export async function loadOrderPricing(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<{ pricing: OrderPricing; priceList: OrderPriceList }> {
  const [sources, list] = await Promise.all([
    loadPricingSources(db, session),
    orderPriceList(db, session, customerId),
  ]);
  const pricing = buildOrderPricing(sources);
  return { pricing: list.overrides ? applyPriceList(pricing, list.overrides) : pricing, priceList: list };
}
