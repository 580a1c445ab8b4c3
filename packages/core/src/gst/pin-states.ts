import { GST_STATES } from "../gst-states";

/**
 * The first three digits of the PIN codes of each state (GST state code -> inclusive ranges), as the
 * e-invoice system's master codes map them ("State - PIN code" master; the same table India
 * Compliance's STATE_PINCODE_MAPPING carries). The master leaves out Telangana and Ladakh: their India
 * Post ranges are added (Telangana 500-509, the Hyderabad circle; Ladakh 194). Other Territory (97) has
 * none: any PIN goes.
 */
const PIN_PREFIXES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  "01": [[180, 194]],
  "02": [[171, 177]],
  "03": [[140, 160]],
  "04": [[160, 160]],
  "05": [[244, 263]],
  "06": [[121, 136]],
  "07": [[110, 110]],
  "08": [[301, 345]],
  "09": [[201, 285]],
  "10": [[800, 855]],
  "11": [[737, 737]],
  "12": [[790, 792]],
  "13": [[797, 798]],
  "14": [[795, 795]],
  "15": [[796, 796]],
  "16": [[799, 799]],
  "17": [[793, 794]],
  "18": [[781, 788]],
  "19": [[700, 743]],
  "20": [[813, 835]],
  "21": [[751, 770]],
  "22": [[490, 497]],
  "23": [[450, 488]],
  "24": [[360, 396]],
  "26": [
    [362, 362],
    [396, 396],
  ],
  "27": [[400, 445]],
  "29": [[560, 591]],
  "30": [[403, 403]],
  "31": [[682, 682]],
  "32": [[670, 695]],
  "33": [[600, 643]],
  "34": [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  "35": [[744, 744]],
  "36": [[500, 509]],
  "37": [[500, 535]],
  "38": [[194, 194]],
};

/**
 * The states a place of supply may be today: GST_STATES without 25 (Daman and Diu, merged into 26 in
 * 2020), 28 (Andhra Pradesh before 2014) and 99 (Centre Jurisdiction, not a place).
 */
export const SUPPLY_STATE_CODES: readonly string[] = Object.keys(GST_STATES).filter(
  (code) => !["25", "28", "99"].includes(code),
);

const prefixOf = (pin: string) => Number(pin.slice(0, 3));

/** The states whose PIN ranges hold this PIN, the narrowest range first (403 is Goa before Maharashtra). */
export function statesOfPin(pin: string | null | undefined): string[] {
  if (!pin || !/^[1-9]\d{5}$/.test(pin)) return [];
  const prefix = prefixOf(pin);
  const matches: [string, number][] = [];
  for (const [state, ranges] of Object.entries(PIN_PREFIXES)) {
    const range = ranges.find(([low, high]) => low <= prefix && prefix <= high);
    if (range) matches.push([state, range[1] - range[0]]);
  }
  return matches.sort((a, b) => a[1] - b[1]).map(([state]) => state);
}

/** The one state a PIN gives, or null when none or several do (160: Punjab or Chandigarh). */
export function stateOfPin(pin: string | null | undefined): string | null {
  const states = statesOfPin(pin);
  return states.length === 1 ? states[0]! : null;
}

/** Whether a PIN can be in a state; a state with no ranges (Other Territory) takes any PIN. */
export function pinFitsState(pin: string, state: string): boolean {
  if (!PIN_PREFIXES[state]) return true;
  return statesOfPin(pin).includes(state);
}

/** "Karnataka (29)". */
export function stateLabel(code: string): string {
  return `${GST_STATES[code] ?? "Unknown state"} (${code})`;
}

/**
 * The PINs that give one state, said in JSON Schema for the REST document: as text (a pattern over
 * the first three digits) or as a number (ranges). Made from the table, so the two never disagree.
 */
export function pinsGivingOneState(): { pattern: string; ranges: [number, number][] } {
  const prefixes: number[] = [];
  for (let prefix = 100; prefix <= 999; prefix++) {
    if (stateOfPin(`${prefix}000`)) prefixes.push(prefix);
  }
  const ranges: [number, number][] = [];
  for (const prefix of prefixes) {
    const last = ranges.at(-1);
    if (last && last[1] === prefix * 1000 - 1) last[1] = prefix * 1000 + 999;
    else ranges.push([prefix * 1000, prefix * 1000 + 999]);
  }
  // By their first two digits: 56[0-9]|57[0-9]|...
  const byTens = new Map<number, number[]>();
  for (const prefix of prefixes)
    byTens.set(Math.floor(prefix / 10), [...(byTens.get(Math.floor(prefix / 10)) ?? []), prefix % 10]);
  const parts = [...byTens].map(([tens, units]) =>
    units.length === 10 ? `${tens}\\d` : `${tens}[${units.join("")}]`,
  );
  return { pattern: `^\\s*(?:${parts.join("|")})\\d{3}\\s*$`, ranges };
}
