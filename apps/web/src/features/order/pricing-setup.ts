import type { OrderPricing } from "@kerf/core";
import type { ExtraDraft } from "./order-types";

export type Option = { label: string; value: string };

/** What the order page prices and shows with (orders.get's `pricing`), with its pickers' options at hand. */
export type PricingSetup = OrderPricing & {
  /** A saved profile's area inputs with their catalogue defaults, by profile name. */
  profileExtras: ReadonlyMap<string, readonly ExtraDraft[]>;
  materialOptions: Option[];
  profileOptions: Option[];
  /** The operations cell's picker: the catalogue's names in its order. */
  operationNames: string[];
  /** What the tempering checks read: toughened materials and round-hole operations, by name. */
  toughened: ReadonlySet<string>;
  holes: ReadonlySet<string>;
};

const option = (name: string): Option => ({ label: name, value: name });

/** The page prices with exactly what the server priced its lines with: nothing is read twice. */
export function pricingSetupFrom(pricing: OrderPricing): PricingSetup {
  return {
    ...pricing,
    profileExtras: new Map(
      pricing.edgeProfiles.map((p) => [
        p.edgeProfileName,
        p.areaInputsArr.map((a) => ({ label: a.label, value: String(a.value) })),
      ]),
    ),
    materialOptions: pricing.materials.map((m) => option(m.materialName)),
    profileOptions: pricing.edgeProfiles.map((p) => option(p.edgeProfileName)),
    operationNames: (pricing.operations ?? []).map((o) => o.operationName),
    toughened: new Set(pricing.toughenedMaterials),
    holes: new Set(pricing.holeOperations),
  };
}
