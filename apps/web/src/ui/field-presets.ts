// Attributes of the fields every form types the same way, so the limits of the rules stay in one place.

/** A 10-digit Indian phone number: the numeric keypad, no spinner arrows, leading zeros kept. */
export const PHONE_INPUT = {
  type: "tel",
  inputMode: "numeric",
  autoComplete: "tel-national",
  maxLength: 10,
} as const;

/**
 * A field registered with react-hook-form whose letters are capitals as typed (a GSTIN): the value the
 * form holds, saves and shows is the upper-cased one, not only its look. The caret stays where it was.
 */
export function upperCased<T extends { onChange: (event: { target: unknown; type?: unknown }) => unknown }>(
  registered: T,
): T {
  return {
    ...registered,
    onChange: (event: { target: unknown; type?: unknown }) => {
      const input = event.target as HTMLInputElement;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registered.onChange(event);
    },
  };
}

/** A 15-character GSTIN, shown in capitals as it is checked. */
export const GSTIN_INPUT = {
  autoCapitalize: "characters",
  spellCheck: false,
  maxLength: 15,
  className: "uppercase",
} as const;

/** A password the user picks now (the browser may suggest a strong one); TextField adds the show/hide toggle. */
export const NEW_PASSWORD = { type: "password", autoComplete: "new-password" } as const;

/** The password the user has: the browser may fill in the saved one. */
export const CURRENT_PASSWORD = { type: "password", autoComplete: "current-password" } as const;
