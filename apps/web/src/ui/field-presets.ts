// Attributes of the fields every form types the same way, so the limits of the rules stay in one place.

/** A 10-digit Indian phone number: the numeric keypad, no spinner arrows, leading zeros kept. */
export const PHONE_INPUT = {
  type: "tel",
  inputMode: "numeric",
  autoComplete: "tel-national",
  maxLength: 10,
} as const;

/** A 15-character GSTIN, shown in capitals as it is checked. */
export const GSTIN_INPUT = {
  autoCapitalize: "characters",
  spellCheck: false,
  maxLength: 15,
  className: "uppercase",
} as const;
