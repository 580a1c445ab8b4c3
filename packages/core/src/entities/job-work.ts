import { z } from "zod";
import { optionalCityField, optionalPinField } from "../gst/fields";
import { MAX_LENGTH } from "../limits";
import { tooLongMessage } from "../messages";
import { MAX_QUANTITY } from "../quantity";
import {
  cappedString,
  gstinField,
  isoDateField,
  optionalField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from "../schemas/fields";
import { NOT_BLANK, refusedWith, takes } from "../schemas/takes";
import { MAX_CHALLAN_LINES, ZChallanLineInput, ZChallanTransport } from "./challan";
import { ids, recordId, timestamp } from "./record-fields";

// Job work (issue 30 point 2): processors the shop sends pieces to (toughening, lamination) on job-work
// challans, what comes back, and what is still out. CGST Act sec. 143 and CGST Rules rule 45.

export const JOB_WORK_MESSAGES = {
  processorIdRequired: "processorId is required",
  challanIdRequired: "challanId is required",
  nameRequired: "Name is required",
  addressRequired: "Address is required",
  countInvalid: "Counts must be whole numbers of pieces, 0 or more",
  nothingBack: "Each line needs at least one piece received or broken",
  reasonRequired: "Give a reason for broken or rejected pieces",
  oneOrder: "All the pieces of one job-work challan come from one order",
  notJobWork: "This challan is not a job-work challan",
  cancelled: "This challan is cancelled",
  processorInUse: "This processor has job-work challans: it cannot be deleted",
  gstinTaken: "A processor with this GSTIN is already listed",
  periodInvalid:
    "Period must be a quarter such as 2026-27-Q3, a half-year such as 2026-27-H2 or a year such as 2026-27",
  noBroken: "This receipt has no broken pieces to re-cut",
  recutTwice: "These broken pieces are already sent to the cut plan",
} as const;

/**
 * Inputs sent to a job worker and not back within one year are a supply on the day they went
 * (CGST Act sec. 143(1)(a) and (3), rule 45): the dashboard warns this many days before the year ends.
 */
export const JOB_WORK_WARN_DAYS = 30;

const id = (message: string) => cappedString(MAX_LENGTH.id, message).min(1, message);

export const ZProcessorInput = z.object({
  name: requiredText(JOB_WORK_MESSAGES.nameRequired).describe("e.g. Shree Toughened Glass"),
  gstin: gstinField().describe("The processor's GSTIN (its first two digits are its state)"),
  address: requiredText(JOB_WORK_MESSAGES.addressRequired, MAX_LENGTH.address),
  city: optionalCityField().describe("The e-way bill needs it"),
  pinCode: optionalPinField().describe("The e-way bill needs it"),
  phone: optionalPhoneField(),
});
export type TProcessorInput = z.input<typeof ZProcessorInput>;
export type ProcessorInput = z.output<typeof ZProcessorInput>;
export const ZProcessorPatch = ZProcessorInput.partial().extend({ id: id("id is required") });
export type ProcessorPatch = z.output<typeof ZProcessorPatch>;

export const ZProcessorRecord = z.strictObject({
  ...ids,
  name: z.string(),
  gstin: z.string(),
  stateCode: z.string(),
  address: z.string(),
  city: z.string(),
  pinCode: z.string(),
  phone: z.string(),
  createdAt: timestamp(),
});
export type ProcessorRecord = z.output<typeof ZProcessorRecord>;

export const ZJobWorkSendInput = z.object({
  processorId: id(JOB_WORK_MESSAGES.processorIdRequired),
  lines: z
    .array(ZChallanLineInput, { error: "Choose at least one line" })
    .min(1, "Choose at least one line")
    .max(MAX_CHALLAN_LINES, `At most ${MAX_CHALLAN_LINES} lines`)
    .describe("Order lines (all of one order) and how many of each line's pieces go"),
  date: optionalField(isoDateField()).describe("YYYY-MM-DD; today in India when left out"),
  transport: ZChallanTransport.optional().describe("Printed on the challan; its e-way bill needs it"),
});
export type JobWorkSendInput = z.output<typeof ZJobWorkSendInput>;

const count = z
  .number({ error: JOB_WORK_MESSAGES.countInvalid })
  .int(JOB_WORK_MESSAGES.countInvalid)
  .min(0, JOB_WORK_MESSAGES.countInvalid)
  .max(MAX_QUANTITY, JOB_WORK_MESSAGES.countInvalid);

export const ZJobWorkReceiptLine = takes(
  z
    .object({
      lineId: id("lineId is required").describe("The order line (as on the challan)"),
      received: count.describe("Pieces back in good order"),
      broken: count.describe("Pieces broken or rejected by the processor"),
      reason: optionalText(200).describe("Why pieces broke or were rejected; required when broken > 0"),
    })
    .refine((l) => l.received + l.broken > 0, { message: JOB_WORK_MESSAGES.nothingBack, path: ["received"] })
    .refine((l) => l.broken === 0 || (l.reason ?? "").length > 0, {
      message: JOB_WORK_MESSAGES.reasonRequired,
      path: ["reason"],
    }),
  (derived) => ({
    ...derived,
    allOf: [
      { anyOf: [{ properties: { received: { minimum: 1 } } }, { properties: { broken: { minimum: 1 } } }] },
      // Broken pieces need their reason.
      {
        anyOf: [
          { properties: { broken: { maximum: 0 } } },
          { required: ["reason"], properties: { reason: { type: "string", pattern: NOT_BLANK } } },
        ],
      },
    ],
    description: refusedWith({
      "anyOf received, broken": JOB_WORK_MESSAGES.nothingBack,
      "anyOf broken 0, reason": JOB_WORK_MESSAGES.reasonRequired,
    }),
  }),
);

export const ZJobWorkReceiveInput = z.object({
  challanId: id(JOB_WORK_MESSAGES.challanIdRequired),
  lines: z
    .array(ZJobWorkReceiptLine, { error: "Give at least one line" })
    .min(1, "Give at least one line")
    .max(MAX_CHALLAN_LINES, `At most ${MAX_CHALLAN_LINES} lines`),
  date: optionalField(isoDateField()).describe("YYYY-MM-DD; today in India when left out"),
  processorChallanNo: optionalText(16).describe(
    "The processor's own challan the goods came back on (ITC-04 table 5A); the original challan's number when left out",
  ),
});
export type JobWorkReceiveInput = z.output<typeof ZJobWorkReceiveInput>;

export const ZJobWorkPendingQuery = z.object({
  processorId: optionalField(cappedString(MAX_LENGTH.id)).describe("One processor's pieces"),
  customerId: optionalField(cappedString(MAX_LENGTH.id)).describe("One order's pieces"),
  challanId: optionalField(cappedString(MAX_LENGTH.id)).describe("One job-work challan's lines"),
});
export type JobWorkPendingQuery = z.output<typeof ZJobWorkPendingQuery>;

/** One line of a job-work challan: sent, back, broken, pending (sent - received - broken, never < 0). */
export const ZJobWorkPendingLine = z.strictObject({
  challanId: recordId(),
  challanNumber: z.string(),
  challanDate: z.iso.date(),
  processorId: recordId(),
  processorName: z.string(),
  customerId: recordId().nullable(),
  customerName: z.string(),
  lineId: recordId().nullable(),
  size: z.string(),
  materialType: z.string(),
  sent: z.number().int(),
  received: z.number().int(),
  broken: z.number().int(),
  pending: z.number().int(),
  /** The day pieces still out become a supply (sent + 1 year, sec. 143(3)). */
  dueBy: z.iso.date(),
  overdue: z.boolean(),
  /** Within JOB_WORK_WARN_DAYS of `dueBy` (or past it) with pieces still out. */
  dueSoon: z.boolean(),
});
export type JobWorkPendingLine = z.output<typeof ZJobWorkPendingLine>;

export const ZJobWorkReceipt = z.strictObject({
  ...ids,
  challanId: recordId(),
  lineId: recordId().nullable(),
  date: z.iso.date(),
  received: z.number().int(),
  broken: z.number().int(),
  reason: z.string(),
  recut: z.boolean(),
});
export type JobWorkReceipt = z.output<typeof ZJobWorkReceipt>;

export const ZRecutInput = z.object({ receiptId: id("receiptId is required") });
export type RecutInput = z.output<typeof ZRecutInput>;

/** ITC-04's periods since Notification 04/2021-Central Tax: half-year (turnover over 5 crore) or year. */
const FINANCIAL_YEARS = Array.from(
  { length: 82 },
  (_, i) => `${2017 + i}-${String((18 + i) % 100).padStart(2, "0")}`,
);
export const ITC04_PERIOD_PATTERN = `^\\s*(?:${FINANCIAL_YEARS.join("|")})(?:-(?:Q[1-4]|H[12]))?\\s*$`;
export const ZItc04Query = z.object({
  period: z
    .string({ error: JOB_WORK_MESSAGES.periodInvalid })
    .max(20, tooLongMessage(20))
    .regex(new RegExp(ITC04_PERIOD_PATTERN), JOB_WORK_MESSAGES.periodInvalid)
    .describe("`2026-27-Q3` (quarter), `2026-27-H2` (half-year) or `2026-27` (year)"),
  format: z
    .enum(["json", "csv"], { error: 'format must be "json" or "csv"' })
    .optional()
    .describe("json (default) or csv (tables 4 and 5A, one after the other)"),
});
export type Itc04Query = z.output<typeof ZItc04Query>;
