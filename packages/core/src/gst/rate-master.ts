import { formatCents, parseDecimal, toCents } from "../decimal";
import { MESSAGES, tooLongMessage } from "../messages";
import { percentField } from "../schemas/decimal-fields";
import { refusedWith, takes } from "../schemas/takes";

/**
 * The GST rate master: the only rates the e-invoice and e-way bill systems take (their "GST rates"
 * master, as India Compliance's GST_TAX_RATES mirrors it: 0 to 28) plus 40%, the rate in force from
 * 22-09-2025 (Notification 9/2025-Central Tax (Rate), schedule III: 20% CGST + 20% SGST). One
 * declaration for every rate Kerf stores: materials now, items (issue 29) later.
 */
export const GST_RATES = [
  "0",
  "0.1",
  "0.25",
  "1",
  "1.5",
  "3",
  "5",
  "6",
  "7.5",
  "12",
  "18",
  "28",
  "40",
] as const;
export type GstRate = (typeof GST_RATES)[number];

export const GST_RATE_MESSAGE = `GST % must be one of the GST rates: ${GST_RATES.slice(0, -1).join(", ")} or ${GST_RATES.at(-1)}`;

/** "18.00" -> "18", "7.50" -> "7.5": a rate as the master writes it, or null for what is not a decimal. */
export function rateText(value: string | number): string | null {
  const d = parseDecimal(value);
  return d ? formatCents(toCents(d)).replace(/\.?0+$/, "") || "0" : null;
}

/** Whether a stored or typed rate is one of the master's (18, "18.00", "18.0" alike). */
export function isGstRate(value: string | number): boolean {
  const text = rateText(value);
  return text !== null && (GST_RATES as readonly string[]).includes(text);
}

/** Each rate as decimal text: 18 also as "018", "18.", "18.00"; 0.25 as ".25", "0.250". */
function ratePattern(rate: string): string {
  if (rate === "0") return "(?:0+\\.?0*|\\.0+)";
  const [whole, fraction] = rate.split(".");
  const wholePart = whole === "0" ? "0*" : `0*${whole}`;
  return fraction ? `${wholePart}\\.${fraction}0*` : `${wholePart}(?:\\.0*)?`;
}

const MAX_TEXT = 24;

/**
 * A GST % from the rate master, as a number or its decimal text; the output is 2-decimal text ("18.00"),
 * as the rate column stores it. Anything else is refused with the list of rates.
 */
export function gstRateField(required: string) {
  const field = percentField(required).refine((value) => isGstRate(value), GST_RATE_MESSAGE);
  return takes(field, () => ({
    anyOf: [
      { type: "number", enum: GST_RATES.map(Number) },
      {
        type: "string",
        maxLength: MAX_TEXT,
        pattern: `^\\s*(?:\\+?(?:${GST_RATES.map(ratePattern).join("|")})|-(?:0+\\.?0*|\\.0+))\\s*$`,
      },
    ],
    description: `A number, or its decimal text. ${refusedWith({
      "missing or blank": required,
      maxLength: tooLongMessage(MAX_TEXT),
      "not a number": MESSAGES.mustBeNumber,
      "anyOf (not a rate of the master)": GST_RATE_MESSAGE,
    })}`,
  }));
}
