import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { tooLongMessage } from "../messages";
import { MAX_QUANTITY } from "../quantity";
import {
  cappedString,
  isoDateField,
  optionalField,
  optionalGstinField,
  optionalText,
} from "../schemas/fields";
import { ZInvoiceSnapshot } from "./invoice";
import { ids, recordId, timestamp } from "./record-fields";

// Delivery challans (issue 30): goods moved without an invoice, CGST Rules rule 55.

/**
 * Why goods move on a challan, as rule 55(1) names the cases a shop meets: (b) job work; (c) reasons other
 * than by way of supply; (d) supplies notified by the Board, among them goods sent on approval (CGST Act
 * sec. 31(7), Circular 10/10/2017-GST); and goods for supply whose invoice follows delivery (rule 55(4)).
 */
export const CHALLAN_REASONS = ["approval", "job_work", "before_invoice", "other"] as const;
export type ChallanReason = (typeof CHALLAN_REASONS)[number];
export const CHALLAN_REASON_LABELS: Record<ChallanReason, string> = {
  approval: "Supply on approval",
  job_work: "Job work",
  before_invoice: "Delivery before invoice",
  other: "Other (not a supply)",
};
export const CHALLAN_STATUSES = ["open", "invoiced", "cancelled"] as const;
export type ChallanStatus = (typeof CHALLAN_STATUSES)[number];

/** At most this many lines on one challan: more than an order holds. */
export const MAX_CHALLAN_LINES = 1000;
export const MAX_CANCEL_REASON = 200;

export const CHALLAN_MESSAGES = {
  draftIdRequired: "draftId is required",
  reasonRequired: "Reason is required",
  reasonInvalid: `Reason must be one of ${CHALLAN_REASONS.join(", ")}`,
  noLines: "Choose at least one line",
  lineIdRequired: "lineId is required",
  quantityInvalid: "Quantity must be a whole number of pieces, at least 1",
  lineTwice: "A line is given twice",
  cancelReasonRequired: "Reason is required",
  cancelled: "This challan is cancelled",
  invoiced: "An invoiced challan cannot be cancelled",
  challanTwice: "A challan is given twice",
} as const;

export const ZChallanConsignee = z.object({
  name: optionalText().describe("The consignee; the order's customer when left out"),
  address: optionalText(MAX_LENGTH.address).describe(
    "Where the goods go; the order's shipping address when left out",
  ),
  gstNo: optionalGstinField().describe("The consignee's GSTIN, if registered (rule 55(1)(iii))"),
});
export const ZChallanTransport = z.object({
  mode: optionalField(
    z.enum(["road", "rail", "air", "ship"], { error: "Mode must be road, rail, air or ship" }),
  ),
  vehicleNo: optionalText(20).describe("Vehicle number, e.g. MH12AB1234"),
  transporter: optionalText().describe("Transporter's name"),
  transporterId: optionalText(20).describe("Transporter's GSTIN or TRANSIN"),
  docNo: optionalText(20).describe("LR / RR / AWB number"),
});

export const ZChallanLineInput = z.object({
  lineId: cappedString(MAX_LENGTH.id, CHALLAN_MESSAGES.lineIdRequired).min(
    1,
    CHALLAN_MESSAGES.lineIdRequired,
  ),
  quantity: z
    .number({ error: CHALLAN_MESSAGES.quantityInvalid })
    .int(CHALLAN_MESSAGES.quantityInvalid)
    .min(1, CHALLAN_MESSAGES.quantityInvalid)
    .max(MAX_QUANTITY, CHALLAN_MESSAGES.quantityInvalid),
});

/** Making a challan from a customer's order (`draftId` is the customer's id, as the legacy API names it). */
export const ZCreateChallanInput = z.object({
  draftId: cappedString(MAX_LENGTH.id, CHALLAN_MESSAGES.draftIdRequired)
    .min(1, CHALLAN_MESSAGES.draftIdRequired)
    .describe("The customer whose order the pieces come from"),
  reason: z
    .enum(CHALLAN_REASONS, { error: CHALLAN_MESSAGES.reasonInvalid })
    .describe("Why the goods move (rule 55(1))"),
  date: optionalField(isoDateField()).describe("YYYY-MM-DD; today in India when left out"),
  lines: z
    .array(ZChallanLineInput, { error: CHALLAN_MESSAGES.noLines })
    .min(1, CHALLAN_MESSAGES.noLines)
    .max(MAX_CHALLAN_LINES, `At most ${MAX_CHALLAN_LINES} lines`)
    .describe("The order's lines and how many of each line's pieces go, at most those pending delivery"),
  consignee: ZChallanConsignee.optional(),
  transport: ZChallanTransport.optional(),
});
export type TCreateChallanInput = z.input<typeof ZCreateChallanInput>;
export type CreateChallanInput = z.output<typeof ZCreateChallanInput>;

export const ZCancelChallanInput = z.object({
  id: cappedString(MAX_LENGTH.id, "id is required").min(1, "id is required"),
  reason: z
    .string({ error: CHALLAN_MESSAGES.cancelReasonRequired })
    .max(MAX_CANCEL_REASON, tooLongMessage(MAX_CANCEL_REASON))
    .trim()
    .min(1, CHALLAN_MESSAGES.cancelReasonRequired),
});
export type CancelChallanInput = z.output<typeof ZCancelChallanInput>;

const invoiceShape = ZInvoiceSnapshot.shape;

/** What a challan shows, copied when it is made: its pieces priced as rule 55(1)(vi)-(vii) asks. */
export const ZChallanSnapshot = z.strictObject({
  ...invoiceShape,
  consignee: z.strictObject({ name: z.string(), address: z.string(), gstNo: z.string() }),
  transport: z.strictObject({
    mode: z.string(),
    vehicleNo: z.string(),
    transporter: z.string(),
    transporterId: z.string(),
    docNo: z.string(),
  }),
});
export type ChallanSnapshot = z.output<typeof ZChallanSnapshot>;

/** A challan line: the order line it came from (null once deleted) and how many pieces moved. */
export const ZChallanLineRef = z.strictObject({ lineId: recordId().nullable(), quantity: z.number().int() });

const challanSummaryFields = {
  ...ids,
  /** One consecutive series per company and financial year, such as DC/26-27/0001. */
  number: z.string(),
  date: z.iso.date(),
  customerId: recordId().nullable(),
  customerName: z.string(),
  reason: z.enum(CHALLAN_REASONS),
  /** The processor a job-work challan sent its pieces to (issue 30 point 2); null for a delivery. */
  processorId: recordId().nullable(),
  status: z.enum(CHALLAN_STATUSES),
  pieces: z.number().int(),
  taxableValue: z.string(),
  total: z.string(),
  invoiceId: recordId().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: timestamp(),
};
export const ZChallanSummary = z.strictObject(challanSummaryFields);
export type ChallanSummary = z.output<typeof ZChallanSummary>;

export const ZChallanRecord = z.strictObject({
  ...challanSummaryFields,
  invoiceNumber: z.string().nullable(),
  lines: z.array(ZChallanLineRef),
  snapshot: ZChallanSnapshot,
});
export type ChallanRecord = z.output<typeof ZChallanRecord>;

/** An order line's delivery: pieces on live challans, and those still to deliver. */
export const ZLineDelivery = z.strictObject({
  lineId: recordId(),
  widthForDisplay: z.string(),
  lengthForDisplay: z.string(),
  materialType: z.string(),
  quantity: z.number().int(),
  delivered: z.number().int(),
  pendingDelivery: z.number().int(),
  /** Pieces out with processors on job-work challans (sent less received and broken). */
  withProcessors: z.number().int(),
});
export type LineDelivery = z.output<typeof ZLineDelivery>;

export const ZChallanListQuery = z.object({
  search: optionalText(MAX_LENGTH.search).describe("Part of the number or the customer's name"),
  status: optionalField(z.enum(CHALLAN_STATUSES, { error: "Status must be open, invoiced or cancelled" })),
  customerId: optionalField(cappedString(MAX_LENGTH.id)).describe("One customer's challans"),
});
export type ChallanListQuery = z.output<typeof ZChallanListQuery>;
