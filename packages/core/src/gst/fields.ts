import { z } from "zod";
import { tooLongMessage } from "../messages";
import { optionalField } from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";

/**
 * The longest signed QR text the invoice's QR code can hold: a QR code of the largest version (40) at
 * the low error correction the invoice prints it with (apps/web/src/ui/qr-path.ts, `uqr`, ecc "L")
 * holds 2,953 bytes, and a signed QR (a JWT: base64url parts and dots) is one byte a character.
 * apps/web/src/ui/qr-path.test.ts checks it against uqr itself.
 */
export const MAX_SIGNED_QR_LENGTH = 2953;

export const GST_MESSAGES = {
  pinInvalid: "PIN code must be 6 digits, not starting with 0",
  cityInvalid: "City must be 3 to 50 characters",
  vehicleNoRequired: "Vehicle number is required for transport by road",
  vehicleTypeInvalid: 'Vehicle type must be "regular" or "odc" (over-dimensional cargo)',
  vehicleNeedsMode: "Choose the mode of transport for this vehicle (no mode: a Part-A-only bill)",
  modeOrTransporterRequired:
    "Choose the mode of transport, or give the transporter ID for a Part-A-only bill (the transporter adds the vehicle)",
  transDocRequired: "Transport document number and date are required for transport by rail, air or ship",
  transDocNoInvalid: "Transport document number must be up to 15 letters, digits, / or -",
  transporterIdInvalid: "Transporter ID must be a 15-character GSTIN or TRANSIN",
  transporterNameInvalid: "Transporter name must be 3 to 100 characters",
  distanceInvalid: "Distance must be a whole number of km from 0 to 4000",
  modeInvalid: 'Mode must be "road", "rail", "air" or "ship"',
  irnInvalid: "IRN must be the 64 characters the portal returned",
  ackNoInvalid: "Acknowledgement number must be 1 to 20 digits",
  ackDateInvalid: "Acknowledgement date must look like 2026-11-26 10:15:00",
  signedQrInvalid:
    "Signed QR must be the text the portal returned (at most 2953 characters: what the printed QR code holds)",
  periodInvalid: "Period must be a month such as 2026-11 or a quarter such as 2026-27-Q3",
} as const;

/** Six digits, the first not 0 (India Post's PIN codes), as text or a JSON number. */
const pinFormat = () =>
  takes(
    z.preprocess(
      (v) => (typeof v === "number" && Number.isInteger(v) ? String(v) : v),
      z
        .string({ error: GST_MESSAGES.pinInvalid })
        .max(10, GST_MESSAGES.pinInvalid)
        .trim()
        .regex(/^[1-9]\d{5}$/, GST_MESSAGES.pinInvalid),
    ),
    {
      type: ["string", "integer"],
      pattern: "^\\s*[1-9][0-9]{5}\\s*$",
      minimum: 100000,
      maximum: 999999,
      description: refusedWith({ "type, pattern, minimum, maximum": GST_MESSAGES.pinInvalid }),
    },
  );

export function optionalPinField() {
  return optionalField(pinFormat());
}

/**
 * At least 3 characters once trimmed, none a double quote or backslash. Checked on the text as sent
 * (spaces around it allowed), so the REST document's pattern says exactly what the server takes.
 */
export const PLAIN_3_OR_MORE = /^\s*[^"\\\s][^"\\]+[^"\\\s]\s*$/;
/** The same, or nothing but blanks (an optional field left empty). */
export const BLANK_OR_PLAIN_3_OR_MORE = /^\s*$|^\s*[^"\\\s][^"\\]+[^"\\\s]\s*$/;

/** A city as the e-invoice's `Loc` takes it: 3 to 50 characters, no double quote or backslash. */
export function optionalCityField() {
  return optionalField(
    z
      .string({ error: GST_MESSAGES.cityInvalid })
      .max(50, tooLongMessage(50))
      .regex(PLAIN_3_OR_MORE, GST_MESSAGES.cityInvalid)
      .trim(),
  );
}
