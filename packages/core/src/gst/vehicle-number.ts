import { z } from "zod";
import { refusedWith, takes } from "../schemas/takes";

/**
 * The vehicle numbers the e-way bill and e-invoice systems take, as their "Valid formats of vehicle
 * numbers" master lists them (einvoice6.gst.gov.in, General Master, updated 28-03-2023), read without
 * spaces or dashes. A district of one digit is written with a 0 (DL1CAB1234 as DL01CAB1234), as the
 * e-way bill system's advisory on vehicle numbers asks.
 */
const FORMATS = [
  "[A-Z]{2}[0-9]{2}[0-9]{4}", // AB121234
  "[A-Z]{2}[0-9]{2}[A-Z][0-9]{4}", // AB12A1234
  "[A-Z]{2}[0-9]{2}[A-Z]{2}[0-9]{4}", // AB12AB1234
  "[A-Z]{3}[0-9]{4}", // ABC1234
  "[A-Z]{2}[0-9]{3}[A-Z][0-9]{4}", // AB123A1234
  "[A-Z]{2}[0-9]{2}[A-Z]{3}[0-9]{4}", // AB12ABC1234
  "DF[A-Z0-9]{6}", // defence vehicle, DFXXXXXX
  "(?:TM|BP|NP)[A-Z0-9]{5,13}", // temporary registration, Bhutan, Nepal: 7 characters or more
];

export const VEHICLE_NO_PATTERN = new RegExp(`^(?:${FORMATS.join("|")})$`);

export const VEHICLE_NO_MESSAGE =
  "Vehicle number must be in an e-way bill format: KA01AB1234, KA01A1234, KA011234, KA01ABC1234, KA012A1234, ABC1234 (write a one-digit district as 01), temporary TM..., defence DF..., Nepal NP... or Bhutan BP...";

/** The same as typed: letters of either case, with any white space or dashes between the characters. */
function typedPattern(source: string): string {
  const GAP = "[\\s-]*";
  // Each character class or literal, followed by its repeat, gets the gap after it.
  return source.replace(/(\[[^\]]+\]|[A-Z])(\{\d+(?:,\d+)?\})?/g, (_, atom: string, repeat = "") => {
    const ci = atom.startsWith("[") ? atom.replace("A-Z", "A-Za-z") : `[${atom}${atom.toLowerCase()}]`;
    return `(?:${ci}${GAP})${repeat}`;
  });
}

const TYPED = `^[\\s-]*(?:${FORMATS.map(typedPattern).join("|")})$|^[\\s-]*$`;

/** A vehicle number as typed: spaces and dashes dropped, capitals; blank is none. */
export function vehicleNoField() {
  return takes(
    z.preprocess(
      // Only a short text is read this way: a long one stays as sent and fails the length.
      (v) => (typeof v === "string" && v.length <= 40 ? v.replace(/[\s-]/g, "").toUpperCase() : v),
      z
        .string({ error: VEHICLE_NO_MESSAGE })
        .max(15, VEHICLE_NO_MESSAGE)
        .regex(new RegExp(`^$|${VEHICLE_NO_PATTERN.source}`), VEHICLE_NO_MESSAGE),
    ),
    {
      type: "string",
      maxLength: 40,
      pattern: TYPED,
      description: refusedWith({ "type, maxLength, pattern": VEHICLE_NO_MESSAGE }),
    },
  );
}
