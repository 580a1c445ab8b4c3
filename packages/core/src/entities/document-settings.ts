import { z } from "zod";
import { tooLongMessage } from "../messages";
import { optionalField } from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";

/** A logo's file, at most this many bytes (PNG or JPEG). */
export const MAX_LOGO_BYTES = 500 * 1024;
/** The logo as kept: re-encoded by the server to fit this many pixels a side. */
export const MAX_LOGO_SIDE = 1000;
/**
 * The most pixels a logo file may say it has: read from its header before anything is decoded, so a
 * small file claiming 23,000 x 23,000 (gigabytes once decoded) is refused with a message.
 */
export const MAX_LOGO_PIXELS = 25_000_000;
/** Its data URL: the bytes in base64 (4 characters per 3 bytes) and the `data:image/jpeg;base64,` prefix. */
export const MAX_LOGO_DATA_URL = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + "data:image/png;base64,".length;
export const MAX_TERMS_LENGTH = 2000;
export const MAX_VALIDITY_DAYS = 365;
export const DEFAULT_VALIDITY_DAYS = 15;

export const DOCUMENT_MESSAGES = {
  logoType: "The logo must be a PNG or JPEG image",
  logoTooLarge: "The logo must be at most 500 KB",
  logoUnreadable: "The logo could not be read as a PNG or JPEG image",
  logoTooManyPixels: (width: number, height: number) =>
    `The logo is ${width} x ${height} pixels; it may have at most 25 million (such as 5000 x 5000)`,
  validityDays: `Validity must be a whole number of days from 1 to ${MAX_VALIDITY_DAYS}`,
  upiId: "Enter a UPI ID such as shopname@okbank",
  payeeName: "Enter the payee name for the UPI ID",
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** What a file's first bytes say it is, whatever its name or declared type. */
export function imageTypeOf(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  const starts = (magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return "image/png";
  if (starts(JPEG)) return "image/jpeg";
  return null;
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type LogoCheck = { ok: true; dataUrl: string; bytes: number } | { ok: false; message: string };

/**
 * A logo as a base64 data URL, checked by its content: the bytes must start as a PNG or a JPEG does and
 * be at most 500 KB. The answer's data URL names the type the bytes have, not the one declared.
 */
export function checkLogo(dataUrl: string): LogoCheck {
  if (dataUrl.length > MAX_LOGO_DATA_URL) return { ok: false, message: DOCUMENT_MESSAGES.logoTooLarge };
  const match = /^data:([\w.+/-]{1,40});base64,(.*)$/s.exec(dataUrl);
  const bytes = match ? decodeBase64(match[2]!) : null;
  if (!bytes) return { ok: false, message: DOCUMENT_MESSAGES.logoType };
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, message: DOCUMENT_MESSAGES.logoType };
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, message: DOCUMENT_MESSAGES.logoTooLarge };
  return { ok: true, dataUrl: `data:${type};base64,${match![2]}`, bytes: bytes.length };
}

const logoField = () =>
  takes(
    z
      .string({ error: DOCUMENT_MESSAGES.logoType })
      .max(MAX_LOGO_DATA_URL, DOCUMENT_MESSAGES.logoTooLarge)
      .transform((value, ctx) => {
        const checked = checkLogo(value);
        if (checked.ok) return checked.dataUrl;
        ctx.issues.push({ code: "custom", message: checked.message, input: value });
        return z.NEVER;
      }),
    {
      type: "string",
      maxLength: MAX_LOGO_DATA_URL,
      // Checked by the server after the schema: the bytes decode as the image their header says, of at
      // most MAX_LOGO_PIXELS pixels; kept re-encoded (apps/server/src/services/sharing/logo-image.ts).
      "x-decoded-image": {
        maxPixels: MAX_LOGO_PIXELS,
        keptWithin: { side: MAX_LOGO_SIDE, bytes: MAX_LOGO_BYTES },
      },
      // The bytes' signature as base64 sees it: a PNG's 8 bytes (12 characters) or a JPEG's 3 (4).
      pattern:
        "^data:image/(?:png|jpeg);base64,(?:iVBORw0KGgo[A-Za-z0-9+/]|/9j/)(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$",
      description: `A PNG or JPEG image as a base64 data URL, checked by its bytes (not its name or declared type), at most 500 KB; its header may claim at most 25 million pixels, and it must decode. Kept re-encoded to at most 1,000 x 1,000 pixels and 500 KB. ${refusedWith(
        {
          "type, pattern": DOCUMENT_MESSAGES.logoType,
          maxLength: DOCUMENT_MESSAGES.logoTooLarge,
          "x-decoded-image: the bytes do not decode": DOCUMENT_MESSAGES.logoUnreadable,
          "x-decoded-image: more than maxPixels": DOCUMENT_MESSAGES.logoTooManyPixels(23000, 23000),
        },
      )}`,
    },
  );

/** A UPI virtual payment address: handle@bank. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,63}@[A-Za-z][A-Za-z0-9]{1,31}$/;

/** The company's document settings (Settings, Documents); saved as a whole. null or blank clears a field. */
export const ZDocumentSettingsInput = z.object({
  logo: logoField().nullable().optional().describe("null removes the logo; left out keeps it"),
  terms: optionalField(z.string().max(MAX_TERMS_LENGTH, tooLongMessage(MAX_TERMS_LENGTH)).trim()),
  // A JSON number, as the document says: coercion would take `true` for 1 day.
  quotationValidityDays: z
    .number({ error: DOCUMENT_MESSAGES.validityDays })
    .int(DOCUMENT_MESSAGES.validityDays)
    .min(1, DOCUMENT_MESSAGES.validityDays)
    .max(MAX_VALIDITY_DAYS, DOCUMENT_MESSAGES.validityDays)
    .optional(),
  upiId: optionalField(
    z.string().max(100, DOCUMENT_MESSAGES.upiId).trim().regex(UPI_ID_PATTERN, DOCUMENT_MESSAGES.upiId),
  ),
  /** The name a customer's UPI app shows; the company's name when left out. */
  payeeName: optionalField(z.string().max(100, tooLongMessage(100)).trim()),
});
export type TDocumentSettingsInput = z.infer<typeof ZDocumentSettingsInput>;

export const ZDocumentSettings = z.strictObject({
  logo: z.string().nullable(),
  terms: z.string(),
  quotationValidityDays: z.number().int().min(1).max(MAX_VALIDITY_DAYS),
  upiId: z.string().nullable(),
  payeeName: z.string().nullable(),
});
export type DocumentSettings = z.output<typeof ZDocumentSettings>;

export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  logo: null,
  terms: "",
  quotationValidityDays: DEFAULT_VALIDITY_DAYS,
  upiId: null,
  payeeName: null,
};
