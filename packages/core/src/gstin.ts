export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character, as the REST document's `x-check-character` states it. */
export const GSTIN_CHECK_CHARACTER = {
  position: 15,
  algorithm: "Luhn mod 36",
  alphabet: CHARSET,
  over: "the first 14 characters",
} as const;

/** The 15th character of a GSTIN: Luhn mod 36 over its first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** The 15-character GSTIN pattern and its check character (docs/spec/product.md). */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin) === gstin.charAt(14);
}
