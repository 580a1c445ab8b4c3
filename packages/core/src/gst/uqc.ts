import { parseDecimal } from "../decimal";
import { type Int, roundScaled } from "../int";
import type { ItemUnit } from "../pricing-types";

/** The unit quantity codes (UQC) the GST files carry for Kerf's lines: areas, and item lines' units. */
export type GstUnit = "SQF" | "SQM" | "NOS" | "SET" | "PRS" | "MTR" | "KGS" | "OTH";

/**
 * An item's unit as the files' UQC. The codes are the "Unit" master of the NIC e-invoice system
 * (einv-apisandbox.nic.in, "Master codes List": NOS Numbers, SET Sets, PRS Pairs, KGS Kilograms, MTR
 * Metre, OTH Others), which is the GST UQC list the e-way bill and GSTR-1's HSN summary take too.
 * The master has no foot: running feet go as metres (MTR), the quantity converted exactly (1 ft =
 * 0.3048 m) and rounded to the files' 3 decimals, the value unchanged; a unit that measures nothing
 * (OTH "Others") would lose the length. A job is no measure of quantity: OTH.
 */
export const ITEM_UQC: Readonly<Record<ItemUnit, GstUnit>> = {
  nos: "NOS",
  set: "SET",
  pair: "PRS",
  rft: "MTR",
  kg: "KGS",
  job: "OTH",
};

/** 1 ft = 0.3048 m exactly. */
const METRES_PER_FOOT = { m: 3048n, k: 4 } as const;

/**
 * An item line's quantity in thousandths of its UQC (3 decimals, half-up): as typed (whole for nos,
 * set, pair, job; up to 3 decimals for kg), or running feet converted to metres.
 */
export function itemQuantityMilli(quantity: string, unit: ItemUnit): bigint {
  const d = parseDecimal(quantity);
  if (!d) throw new Error(`itemQuantity: not a decimal: ${JSON.stringify(quantity)}`);
  const m = BigInt(d.m);
  if (unit !== "rft") return BigInt(roundScaled(m as Int, 1n as Int, 3 - d.k));
  return BigInt(roundScaled((m * METRES_PER_FOOT.m) as Int, 1n as Int, 3 - d.k - METRES_PER_FOOT.k));
}

/**
 * GSTR-1's HSN summary (table 12) takes no quantity of a service: SAC rows have UQC "NA" and quantity
 * 0, as the returns offline tool imports them and as India Compliance (ERPNext) and Odoo's l10n_in
 * write them ("service item doesn't have qty/uom"; codes of chapter 99 are services).
 */
export const SERVICE_UQC = "NA";
