/** The most keys one JSON object may hold; our largest legitimate object has a few dozen. */
export const MAX_FIELDS_IN_ONE_OBJECT = 500;
export const TOO_MANY_FIELDS = "Too many fields in one object";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** In `counts`, an array's slot: its colons are never keys. */
const ARRAY = -1;

/**
 * Whether any single object in the raw JSON text has more than `max` keys. One pass over the text
 * before JSON.parse, whose cost grows with the number of distinct keys (~80 ms for 50,000 of them):
 * each key of an object is followed by exactly one colon at that object's depth, outside strings.
 * Malformed text is left for JSON.parse to refuse.
 */
export function hasTooManyFields(text: string, max = MAX_FIELDS_IN_ONE_OBJECT): boolean {
  // Per open container: its key count so far, or ARRAY. Grows with nesting only, never per character.
  const counts: number[] = [];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    switch (code) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_OBJECT:
        counts[depth++] = 0;
        break;
      case OPEN_ARRAY:
        counts[depth++] = ARRAY;
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        if (depth > 0) depth--;
        break;
      case COLON:
        if (depth > 0 && counts[depth - 1] !== ARRAY) {
          const keys = (counts[depth - 1] as number) + 1;
          if (keys > max) return true;
          counts[depth - 1] = keys;
        }
        break;
    }
  }
  return false;
}
