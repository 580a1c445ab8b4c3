import { z } from "zod";
import { DATE_FORMATS, INVOICE_STATUSES, UNITS } from "../enums";
import { ITEM_UNITS } from "../pricing-types";
import { ZInvoiceRegistration, ZInvoiceTransport } from "../gst/transport";
import { MESSAGES } from "../messages";
import { isoDateField, optionalField } from "../schemas/fields";
import { recordIdField } from "../schemas/list-query";
import { ZQuoteHeader, ZQuoteHeaderFields, ZQuoteTotals, ZStoredQuoteHeader } from "./order";
import { TYPED_LINE_FIELDS, ZPricedLine, ZStoredOperation } from "./order-line";
import { requiredId, ZPaymentStatus } from "./payment";

/** At most this many delivery challans billed by one invoice. */
export const MAX_CHALLANS_PER_INVOICE = 50;

import { companyContact, decimalText, ids, money, recordId, sideCount, timestamp } from "./record-fields";

/** Making an invoice from a customer's order (REST takes the same under its legacy name draftId). */
export const ZCreateInvoiceInput = z.object({
  customerId: requiredId(MESSAGES.customerIdRequired).describe("The customer whose order is invoiced"),
  date: optionalField(isoDateField()).describe("YYYY-MM-DD; today in India when left out"),
  header: ZQuoteHeader.optional().describe("The quote header, saved on the order first"),
  allowDuplicate: z
    .boolean()
    .optional()
    .describe("true: invoice again lines a live invoice holds (else 409)"),
  challanIds: z
    .array(recordIdField(), { error: "challanIds is a list of challan ids" })
    .min(1, "Choose at least one challan")
    .max(MAX_CHALLANS_PER_INVOICE, `At most ${MAX_CHALLANS_PER_INVOICE} challans`)
    .optional()
    .describe(
      "Open delivery challans of this customer: the invoice takes their pieces, each once, and closes them",
    ),
});
export type TCreateInvoiceInput = z.infer<typeof ZCreateInvoiceInput>;

/** What a clerical correction of an issued invoice may change: names and addresses, never a GSTIN or a figure. */
export const ZInvoiceHeaderCorrection = ZQuoteHeaderFields.pick({
  customer_name: true,
  email_id: true,
  phone_no: true,
  billing_address: true,
  shipping_address: true,
  billing_pin: true,
  billing_city: true,
  shipping_pin: true,
  shipping_city: true,
}).partial();
export type TInvoiceHeaderCorrection = z.infer<typeof ZInvoiceHeaderCorrection>;

export const ZInvoiceLine = z.strictObject({
  n: z.number().int(),
  description: z.string(),
  widthForDisplay: TYPED_LINE_FIELDS.widthForDisplay,
  lengthForDisplay: TYPED_LINE_FIELDS.lengthForDisplay,
  quantity: TYPED_LINE_FIELDS.quantity,
  materialType: TYPED_LINE_FIELDS.materialType,
  hsnCode: z.string().nullable(),
  gstRate: decimalText(),
  edgeSelection: TYPED_LINE_FIELDS.edgeSelection,
  edgeSelectionLabel: z.string().nullable(),
  edgeSides: z.strictObject({ lengths: sideCount(), widths: sideCount() }).nullable(),
  edgeProfile: TYPED_LINE_FIELDS.edgeProfile,
  areaExtras: TYPED_LINE_FIELDS.areaExtras,
  multiplier: TYPED_LINE_FIELDS.multiplier,
  // Invoices made before lines had notes lack it.
  note: TYPED_LINE_FIELDS.note.optional(),
  // Holes and cut-outs as they were typed (issue 29); invoices of lines without any lack it.
  operations: z.array(ZStoredOperation).optional(),
  ...ZPricedLine.shape,
});
export type InvoiceLine = z.output<typeof ZInvoiceLine>;

/**
 * An item line as invoiced (issue 29 point 3): the catalogue's item as it was (name, unit, HSN or SAC,
 * service or goods) and its figures by docs/spec/pricing.md "Item lines", frozen with the invoice.
 */
export const ZInvoiceItemLine = z.strictObject({
  n: z.number().int(),
  name: z.string(),
  unit: z.enum(ITEM_UNITS),
  /** HSN of goods, or SAC of a service (99xxxx); null when the item has none. */
  hsnCode: z.string().nullable(),
  /** A service: IsServc "Y" on the e-invoice, never on an e-way bill. */
  isService: z.boolean(),
  /** As typed: whole for nos, set, pair, job; up to 3 decimals for rft, kg. */
  quantity: decimalText(),
  rate: money(),
  gstRate: decimalText(),
  itemAmount: money(),
  itemGst: money(),
  itemTotal: money(),
});
export type InvoiceItemLine = z.output<typeof ZInvoiceItemLine>;

/** Everything an invoice shows, copied when it is made: later edits of settings never change it. */
export const ZInvoiceSnapshot = z.strictObject({
  company: z.strictObject({
    ...companyContact(),
    stateCode: z.string(),
    stateName: z.string(),
    // Invoices made before the GST files lack these: the files fall back to the company's current ones.
    pinCode: z.string().optional(),
    city: z.string().optional(),
    // Kept on invoices of issue 17 to issue 25: untaxed cutting was reported under it then; no file
    // reports it as a supply of its own any more (gst/items.ts).
    cuttingSac: z.string().optional(),
  }),
  header: ZStoredQuoteHeader,
  placeOfSupply: z.strictObject({
    code: z.string(),
    name: z.string(),
    // Invoices made before issue 25 lack it: their place of supply was the buyer's GSTIN's or the shop's.
    basis: z.enum(["gstin", "delivery", "counter", "company"]).optional(),
  }),
  interState: z.boolean(),
  unit: z.enum(UNITS),
  dateFormat: z.enum(DATE_FORMATS),
  lines: z.array(ZInvoiceLine),
  // Invoices of orders without item lines (and all made before issue 29) lack it.
  itemLines: z.array(ZInvoiceItemLine).optional(),
  totals: ZQuoteTotals,
});
export type InvoiceSnapshot = z.output<typeof ZInvoiceSnapshot>;

const invoiceSummaryFields = {
  ...ids,
  /** One consecutive series per company and financial year, such as INV/26-27/0001. */
  number: z.string().regex(/^[A-Za-z0-9/-]{1,16}$/),
  date: z.iso.date(),
  /** The day payment is due (issue 31): its date + the customer's credit days when it was made. */
  dueDate: z.iso.date(),
  status: z.enum(INVOICE_STATUSES),
  customerName: z.string(),
  customerId: recordId().nullable(),
  payable: money(),
  createdAt: timestamp(),
  cancelledAt: timestamp().nullable(),
  // What is left to collect (services/billing/invoice-balance.ts) and the UPI link that pays it.
  paid: money(),
  credited: money(),
  balance: money(),
  paymentStatus: ZPaymentStatus,
  upiUri: z.string().nullable(),
  /** The person who made it (issue 27), and their name (or e-mail); null for invoices made before staff. */
  createdBy: recordId().nullable(),
  createdByName: z.string().nullable(),
};

export const ZInvoiceSummary = z.strictObject(invoiceSummaryFields);
export type InvoiceSummary = z.output<typeof ZInvoiceSummary>;

export const ZInvoiceRecord = z.strictObject({
  ...invoiceSummaryFields,
  snapshot: ZInvoiceSnapshot,
  /** What the invoice registration portal returned (IRN, acknowledgement, signed QR); null until pasted. */
  registration: ZInvoiceRegistration.nullable(),
  /** The e-way bill's transport details; null until entered. */
  transport: ZInvoiceTransport.nullable(),
});
export type InvoiceRecord = z.output<typeof ZInvoiceRecord>;
