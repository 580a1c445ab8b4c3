import { z } from "zod";
import { isoDateField, optionalField } from "../schemas/fields";
import { recordIdField } from "../schemas/list-query";
import { refusedWith, takes } from "../schemas/takes";
import { BLANK_OR_PLAIN_3_OR_MORE, GST_MESSAGES, MAX_SIGNED_QR_LENGTH } from "./fields";
import { vehicleNoField } from "./vehicle-number";

/** A text field present and not blank, in the JSON Schema the REST document gives. */
const filled = { type: "string", pattern: "\\S" };
/** A vehicle number with at least one letter or digit (spaces and dashes alone are none). */
const vehicleGiven = { type: "string", pattern: "[A-Za-z0-9]" };
/** The mode given: one of the modes, not blank. */
const modeGiven = { required: ["mode"], properties: { mode: { type: "string", pattern: "\\S" } } };

/** The e-way bill's modes and their codes in its JSON (1 road, 2 rail, 3 air, 4 ship). */
export const TRANSPORT_MODES = ["road", "rail", "air", "ship"] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const TRANSPORT_MODE_CODE: Record<TransportMode, number> = { road: 1, rail: 2, air: 3, ship: 4 };

/** Regular, or over-dimensional cargo (the e-way bill's vehicle type R or O). */
export const VEHICLE_TYPES = ["regular", "odc"] as const;

/** A transporter's document: its number (15 characters, as the bill's transDocNo holds) and date. */
const transDocNo = () =>
  z
    .string({ error: GST_MESSAGES.transDocNoInvalid })
    .max(15, GST_MESSAGES.transDocNoInvalid)
    .trim()
    .regex(/^$|^[A-Za-z0-9/-]+$/, GST_MESSAGES.transDocNoInvalid);

/**
 * POST /draft/invoice/transport and tRPC: the transport details an e-way bill needs. By road the bill
 * follows the vehicle; by rail, air or ship the transporter's document (number and date); with no mode
 * at all it is a Part-A-only bill, which the transporter named by its ID completes with the vehicle.
 */
export const ZInvoiceTransportInput = takes(
  z
    .object({
      id: recordIdField(),
      vehicleNo: vehicleNoField().optional().nullable(),
      vehicleType: z.enum(VEHICLE_TYPES, { error: GST_MESSAGES.vehicleTypeInvalid }).optional(),
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
      transDocNo: transDocNo().optional().nullable(),
      transDocDate: optionalField(isoDateField()),
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
      mode: optionalField(z.enum(TRANSPORT_MODES, { error: GST_MESSAGES.modeInvalid })),
    })
    .superRefine((input, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!input.mode) {
        if (!input.transporterId) issue("mode", GST_MESSAGES.modeOrTransporterRequired);
        if (input.vehicleNo) issue("mode", GST_MESSAGES.vehicleNeedsMode);
        return;
      }
      if (input.mode === "road" && !input.vehicleNo) issue("vehicleNo", GST_MESSAGES.vehicleNoRequired);
      if (input.mode !== "road") {
        if (!input.transDocNo) issue("transDocNo", GST_MESSAGES.transDocRequired);
        if (!input.transDocDate) issue("transDocDate", GST_MESSAGES.transDocRequired);
      }
    }),
  (derived) => ({
    ...derived,
    allOf: [
      {
        if: { not: modeGiven },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: {
          required: ["transporterId"],
          properties: { transporterId: filled, vehicleNo: { not: vehicleGiven } },
        },
      },
      {
        if: { required: ["mode"], properties: { mode: { const: "road" } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: { required: ["vehicleNo"], properties: { vehicleNo: vehicleGiven } },
      },
      {
        if: { required: ["mode"], properties: { mode: { enum: ["rail", "air", "ship"] } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: {
          required: ["transDocNo", "transDocDate"],
          properties: { transDocNo: filled, transDocDate: filled },
        },
      },
    ],
    "x-transport": `${GST_MESSAGES.modeOrTransporterRequired}. ${GST_MESSAGES.vehicleNoRequired}. ${GST_MESSAGES.transDocRequired}.`,
  }),
);
export type TInvoiceTransportInput = z.infer<typeof ZInvoiceTransportInput>;

/** The transport details as stored on the invoice and answered (older invoices' read with the defaults). */
export const ZInvoiceTransport = z.strictObject({
  vehicleNo: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES),
  transporterId: z.string().nullable(),
  transporterName: z.string().nullable(),
  transDocNo: z.string().nullable(),
  transDocDate: z.iso.date().nullable(),
  distanceKm: z.number().int(),
  /** null: a Part-A-only bill. */
  mode: z.enum(TRANSPORT_MODES).nullable(),
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
