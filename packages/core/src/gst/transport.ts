import { z } from "zod";
import { recordIdField } from "../schemas/list-query";
import { refusedWith, takes } from "../schemas/takes";
import { BLANK_OR_PLAIN_3_OR_MORE, GST_MESSAGES, MAX_SIGNED_QR_LENGTH } from "./fields";

/** The e-way bill's modes and their codes in its JSON (1 road, 2 rail, 3 air, 4 ship). */
export const TRANSPORT_MODES = ["road", "rail", "air", "ship"] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const TRANSPORT_MODE_CODE: Record<TransportMode, number> = { road: 1, rail: 2, air: 3, ship: 4 };

/** Registration numbers as RTOs issue them (KA01AB1234, DL1CAB1234), read without spaces or dashes. */
const VEHICLE_NO = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/;

/** The same as typed: any white space or dashes around the characters, letters of either case. */
const GAP = "[\\s-]*";
const VEHICLE_NO_TYPED = `^${GAP}$|^${GAP}(?:[A-Za-z]${GAP}){2}(?:[0-9]${GAP}){1,2}(?:[A-Za-z]${GAP}){0,3}(?:[0-9]${GAP}){4}$`;

const vehicleNo = () =>
  takes(
    z.preprocess(
      // Only a short text is read this way: a long one stays as sent and fails the length.
      (v) => (typeof v === "string" && v.length <= 40 ? v.replace(/[\s-]/g, "").toUpperCase() : v),
      z
        .string({ error: GST_MESSAGES.vehicleNoInvalid })
        .max(20, GST_MESSAGES.vehicleNoInvalid)
        .regex(new RegExp(`^$|${VEHICLE_NO.source}`), GST_MESSAGES.vehicleNoInvalid),
    ),
    {
      type: "string",
      maxLength: 40,
      // KA01AB1234 with any spaces or dashes between its characters, or nothing at all.
      pattern: VEHICLE_NO_TYPED,
      description: refusedWith({ "type, maxLength, pattern": GST_MESSAGES.vehicleNoInvalid }),
    },
  );

/** POST /draft/invoice/transport and tRPC: the transport details an e-way bill needs. */
export const ZInvoiceTransportInput = takes(
  z
    .object({
      id: recordIdField(),
      vehicleNo: vehicleNo().optional().nullable(),
      transporterId: z
        .string({ error: GST_MESSAGES.transporterIdInvalid })
        .max(15, GST_MESSAGES.transporterIdInvalid)
        .trim()
        .toUpperCase()
        .regex(/^$|^\d{2}[0-9A-Z]{13}$/, GST_MESSAGES.transporterIdInvalid)
        .optional()
        .nullable(),
      transporterName: z
        .string({ error: GST_MESSAGES.transporterNameInvalid })
        .max(100, GST_MESSAGES.transporterNameInvalid)
        .regex(BLANK_OR_PLAIN_3_OR_MORE, GST_MESSAGES.transporterNameInvalid)
        .trim()
        .optional()
        .nullable(),
      distanceKm: takes(
        z.preprocess(
          (v) => (typeof v === "string" && /^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : v),
          z
            .number({ error: GST_MESSAGES.distanceInvalid })
            .int(GST_MESSAGES.distanceInvalid)
            .min(0, GST_MESSAGES.distanceInvalid)
            .max(4000, GST_MESSAGES.distanceInvalid),
        ),
        {
          type: ["integer", "string"],
          minimum: 0,
          maximum: 4000,
          // As text: 0 to 4000 written in at most 4 digits.
          pattern: "^\\s*(?:[0-9]{1,3}|[0-3][0-9]{3}|4000)\\s*$",
          description: refusedWith({ "type, minimum, maximum, pattern": GST_MESSAGES.distanceInvalid }),
        },
      ),
      mode: z.enum(TRANSPORT_MODES, { error: GST_MESSAGES.modeInvalid }),
    })
    // By road the vehicle is what the bill follows; by rail, air or ship the transporter's document is.
    .superRefine((input, ctx) => {
      if (input.mode === "road" && !input.vehicleNo) {
        ctx.addIssue({ code: "custom", path: ["vehicleNo"], message: GST_MESSAGES.vehicleNoRequired });
      }
    }),
  (derived) => ({
    ...derived,
    if: { properties: { mode: { const: "road" } }, required: ["mode"] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
    then: { required: ["vehicleNo"], properties: { vehicleNo: { type: "string", pattern: "[A-Za-z0-9]" } } },
    "x-road": GST_MESSAGES.vehicleNoRequired,
  }),
);
export type TInvoiceTransportInput = z.infer<typeof ZInvoiceTransportInput>;

/** The transport details as stored on the invoice and answered. */
export const ZInvoiceTransport = z.strictObject({
  vehicleNo: z.string().nullable(),
  transporterId: z.string().nullable(),
  transporterName: z.string().nullable(),
  distanceKm: z.number().int(),
  mode: z.enum(TRANSPORT_MODES),
});
export type InvoiceTransport = z.output<typeof ZInvoiceTransport>;

/** POST /draft/invoice/irn and tRPC: what the invoice registration portal returned for the invoice. */
export const ZInvoiceIrnInput = z.object({
  id: recordIdField(),
  irn: z
    .string({ error: GST_MESSAGES.irnInvalid })
    .max(64, GST_MESSAGES.irnInvalid)
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, GST_MESSAGES.irnInvalid),
  ackNo: takes(
    z.preprocess(
      (v) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v),
      z
        .string({ error: GST_MESSAGES.ackNoInvalid })
        .max(20, GST_MESSAGES.ackNoInvalid)
        .trim()
        .regex(/^\d{1,20}$/, GST_MESSAGES.ackNoInvalid),
    ),
    {
      type: ["string", "integer"],
      minimum: 0,
      pattern: "^\\s*[0-9]{1,20}\\s*$",
      description: refusedWith({ "type, minimum, pattern": GST_MESSAGES.ackNoInvalid }),
    },
  ),
  ackDate: z
    .string({ error: GST_MESSAGES.ackDateInvalid })
    .max(19, GST_MESSAGES.ackDateInvalid)
    .trim()
    .regex(
      /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
      GST_MESSAGES.ackDateInvalid,
    ),
  // A signed JWT: three base64url parts.
  signedQr: z
    .string({ error: GST_MESSAGES.signedQrInvalid })
    .max(MAX_SIGNED_QR_LENGTH, GST_MESSAGES.signedQrInvalid)
    .trim()
    .regex(/^$|^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, GST_MESSAGES.signedQrInvalid)
    .optional()
    .nullable(),
});
export type TInvoiceIrnInput = z.infer<typeof ZInvoiceIrnInput>;

/** The registration as stored on the invoice and answered. */
export const ZInvoiceRegistration = z.strictObject({
  irn: z.string(),
  ackNo: z.string(),
  ackDate: z.string(),
  signedQr: z.string().nullable(),
});
export type InvoiceRegistration = z.output<typeof ZInvoiceRegistration>;
