import { gstStateCode, gstStateName } from "../gst-states";
import { pinFitsState, stateLabel, stateOfPin } from "./pin-states";

/** A supply to an SEZ unit or developer: with payment of IGST, or without it under a bond or LUT. */
export const SEZ_SUPPLIES = ["with_payment", "without_payment"] as const;
export type SezSupply = (typeof SEZ_SUPPLIES)[number];

/** What of an order's header decides where the supply is taxed (a form's text or a stored header). */
export type SupplyHeader = {
  gst_no?: string | null;
  billing_pin?: string | null;
  billing_state?: string | null;
  shipping_pin?: string | null;
  shipping_state?: string | null;
  collected_at_shop?: boolean | null;
  sez_supply?: SezSupply | "" | null;
};

/** Why the place of supply is where it is (printed beside it, and what the files read). */
export type SupplyBasis = "gstin" | "delivery" | "counter" | "company";

export type PlaceOfSupply = {
  /** The state's GST code ("29"); "" when the company has no GSTIN and the header names no state. */
  code: string;
  name: string;
  basis: SupplyBasis;
  /** The whole GST is IGST: another state than the company's, or any supply to an SEZ. */
  interState: boolean;
  /** Supplied to an SEZ without payment of tax (under a bond or LUT): zero-rated, no GST charged. */
  withoutTax: boolean;
};

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The billing address's state: the GSTIN's (its registration), else the one chosen, else its PIN's. */
export function billingStateOf(h: SupplyHeader): string | null {
  return gstStateCode(blankToNull(h.gst_no)) ?? blankToNull(h.billing_state) ?? stateOfPin(h.billing_pin);
}

/** Where the goods are delivered: the shipping state chosen, else the one its PIN gives. */
export function shippingStateOf(h: SupplyHeader): string | null {
  return blankToNull(h.shipping_state) ?? stateOfPin(h.shipping_pin);
}

/**
 * The place of supply of goods (IGST Act sec. 10(1)):
 * - a registered buyer (or an SEZ unit or developer): the state of its GSTIN. Goods delivered to a third
 *   place on its direction are deemed received by it there (sec. 10(1)(b)).
 * - an unregistered buyer: the address recorded on the invoice (sec. 10(1)(ca), from 1-10-2023), which is
 *   the delivery address where billing and delivery differ (CBIC Circular 209/3/2024-GST); goods collected
 *   at the counter are delivered at the shop, so its own state.
 * Supplies to an SEZ are inter-State whatever the states (IGST Act sec. 7(5)(b)) and, without payment of
 * tax under a bond or LUT, zero-rated (IGST Act sec. 16(1)(b), (3)(a)).
 */
export function placeOfSupply(companyGstin: string | null | undefined, h: SupplyHeader): PlaceOfSupply {
  const companyState = gstStateCode(companyGstin);
  const buyerState = gstStateCode(blankToNull(h.gst_no));
  let code: string | null;
  let basis: SupplyBasis;
  if (buyerState) {
    code = buyerState;
    basis = "gstin";
  } else if (h.collected_at_shop) {
    code = companyState;
    basis = "counter";
  } else {
    code = shippingStateOf(h);
    basis = "delivery";
  }
  if (!code) {
    // A header saved before states were asked for: the company's own state, as invoices had it then.
    code = companyState;
    basis = "company";
  }
  const sez = Boolean(buyerState && h.sez_supply);
  return {
    code: code ?? "",
    name: code ? (gstStateName(code) ?? "") : "",
    basis,
    interState: companyState !== null && (sez || (code !== null && code !== companyState)),
    withoutTax: sez && h.sez_supply === "without_payment",
  };
}

/** A PIN outside the state chosen for its address: said beside the header, refused by the e-invoice (409). */
export function pinStateProblems(h: SupplyHeader): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const side of ["billing", "shipping"] as const) {
    const pin = blankToNull(h[`${side}_pin`]);
    const state = side === "billing" ? billingStateOf(h) : shippingStateOf(h);
    if (pin && state && !pinFitsState(pin, state)) {
      problems[`${side}_pin`] =
        `The ${side} PIN ${pin} is not in ${stateLabel(state)}: check the PIN or the ${side} state`;
    }
  }
  return problems;
}
