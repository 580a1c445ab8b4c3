import { gstStateCode } from "../gst-states";
import { pinFitsState, stateLabel } from "./pin-states";

/**
 * A problem that stops a GST file: field -> what to do about it. `state`: the records lack something
 * the file needs (a PIN code, an HSN, the buyer's GSTIN), which the API answers 409; `input`: what was
 * asked is malformed (a period), 400.
 */
export class GstFileError extends Error {
  constructor(
    message: string,
    readonly problems: Record<string, string>,
    readonly kind: "state" | "input" = "state",
  ) {
    super(message);
  }
}

/** Free text as the files take it: one line, no double quote or backslash (their text pattern). */
export function fileText(text: string): string {
  return text.replace(/["\\]/g, " ").replace(/\s+/g, " ").trim();
}

/** An address in two lines of at most 100 characters (Addr1, Addr2), cut at a comma or space. */
export function addressLines(address: string): { addr1: string; addr2?: string } {
  const text = fileText(address.replace(/\r?\n/g, ", ").replace(/,\s*,/g, ","));
  if (text.length <= 100) return { addr1: text };
  let cut = Math.max(text.lastIndexOf(", ", 100), text.lastIndexOf(" ", 100));
  if (cut < 50) cut = 100;
  const addr1 = text.slice(0, cut).replace(/[,\s]+$/, "");
  const rest = text
    .slice(cut)
    .replace(/^[,\s]+/, "")
    .slice(0, 100)
    .trim();
  return rest.length >= 3 ? { addr1, addr2: rest } : { addr1 };
}

/** "2026-11-05" -> "05/11/2026" (the e-invoice and e-way bill dates). */
export function slashDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

/** "2026-11-05" -> "05-11-2026" (GSTR-1's dates). */
export function dashDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}-${m}-${y}`;
}

/** A party of the files: who it is and where. */
export type Party = {
  gstin: string | null;
  name: string;
  address: string;
  city: string | null;
  pin: string | null;
  stateCode: string;
  phone?: string;
  email?: string;
};

/** The missing pieces of a party, each under its field. */
export function partyProblems(
  party: Party,
  who: "company" | "customer" | "shipping",
  problems: Record<string, string>,
) {
  const label = { company: "The company's", customer: "The customer's billing", shipping: "The shipping" }[
    who
  ];
  const where = who === "company" ? "Profile" : "the order's header";
  if (!party.city) problems[`${who}.city`] = `${label} city is missing: add it on ${where}`;
  if (!party.pin) problems[`${who}.pin`] = `${label} PIN code is missing: add it on ${where}`;
  if (who === "company" && !gstStateCode(party.gstin)) {
    problems["company.gstNo"] = "The company's GSTIN is missing: add it on Profile";
  }
  if (fileText(party.name).length < 3)
    problems[`${who}.name`] = `${label} name must have at least 3 characters`;
  // The portals check a PIN against its state's PIN codes (the e-invoice master's state-PIN mapping).
  if (party.pin && party.stateCode && !pinFitsState(party.pin, party.stateCode)) {
    problems[`${who}.pin`] =
      `${label} PIN ${party.pin} is not in ${stateLabel(party.stateCode)}: correct the PIN or the state on ${where}`;
  }
}
