import type { PaymentMode } from "../enums";

// How a statement's narration is read: invoice numbers with their separators dropped (banks and UPI apps
// turn "/" into "-" or spaces, or drop it), customer names without the words banks add or cut.

/** Letters and digits only, upper case: "INV/26-27/0042" and "inv 26 27 0042" are both "INV26270042". */
export function compact(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/**
 * Whether `needle` (compacted) is in `hay` (compacted) as a whole number: a number ending in a digit may
 * not run on into another digit (INV/26-27/0042 is not in INV/26-27/00421).
 */
export function containsNumber(hay: string, needle: string): boolean {
  if (needle.length < 4) return false;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const next = hay.charCodeAt(at + needle.length);
    const prev = hay.charCodeAt(at - 1);
    const endsDigit = /\d$/.test(needle);
    const startsDigit = /^\d/.test(needle);
    const digit = (c: number) => c >= 48 && c <= 57;
    if ((!endsDigit || !digit(next)) && (!startsDigit || !digit(prev))) return true;
  }
  return false;
}

const NAME_NOISE = new Set([
  "M",
  "S",
  "MS",
  "MESSRS",
  "THE",
  "PVT",
  "PRIVATE",
  "LTD",
  "LIMITED",
  "LLP",
  "CO",
  "AND",
  "MR",
  "MRS",
  "SHRI",
  "SRI",
]);

/** A name's words, upper case, without M/s, Pvt, Ltd and the like: "M/s. Sharma Glass Pvt. Ltd." is "SHARMA GLASS". */
export function nameWords(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .split(" ")
    .filter((w) => w !== "" && !NAME_NOISE.has(w))
    .join(" ");
}

/** Banks cut the remitter's name in a narration to a field's width; this many letters of a name still name it. */
export const NAME_PREFIX = 18;

/**
 * How many characters of the customer's name the narration shows (0: none): the whole name as whole words,
 * or, for a long name, its first NAME_PREFIX characters (a cut name).
 */
export function nameShown(narrationWords: string, name: string): number {
  if (name.length < 3) return 0;
  const hay = ` ${narrationWords} `;
  if (hay.includes(` ${name} `)) return name.length;
  if (name.length > NAME_PREFIX && hay.includes(` ${name.slice(0, NAME_PREFIX)}`)) return NAME_PREFIX;
  return 0;
}

/** The payment mode a credit's narration shows: UPI, a cheque cleared, else a bank transfer (NEFT, RTGS, IMPS). */
export function creditMode(narration: string): PaymentMode {
  const t = narration.toUpperCase();
  if (/\bUPI\b|^UPI/.test(t)) return "upi";
  if (/\bCHQ\b|CHEQUE|\bCLG\b|CLEARING|\bMICR\b/.test(t)) return "cheque";
  return "bank";
}
