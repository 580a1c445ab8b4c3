import { z } from "zod";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import type { PricedLine, QuoteTotals } from "../pricing-types";
import { DATE_FORMATS } from "../settings";
import { ZCommonSetting } from "./settings";

// What the server answers: the records of the legacy REST envelope's `data` and of the tRPC procedures.
// The server's services return these types (derived from the schemas below), and the OpenAPI document
// at /api/openapi.json is generated from the same schemas, so neither can drift from the other.
// Objects are strict: a field the schema does not name fails the contract suite.

/** A decimal string with exactly 2 decimals: money, rates, percentages, areas ("62.50", "-0.25"). */
const money = () =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/, "a decimal string with 2 decimals")
    .meta({ examples: ["62.50"] });
/** A decimal string as typed or stored ("1", "0.5"). */
const decimalText = () =>
  z
    .string()
    .regex(/^-?\d+(?:\.\d+)?$/, "a decimal string")
    .meta({ examples: ["1", "0.5"] });
const recordId = () => z.uuid();
const timestamp = () => z.iso.datetime();

/** The legacy client keys records by `_id`; `id` is the same value. */
const ids = { _id: recordId(), id: recordId() };

export const ZUserDetail = z.strictObject({
  ...ids,
  company_name: z.string(),
  email_id: z.string(),
  phone_no: z.string(),
  address: z.string(),
  gstNo: z.string(),
});
export type UserDetail = z.output<typeof ZUserDetail>;

/** Login and signup: the session token and the user detail (also at the top level of the REST answer). */
export const ZAuthResult = z.strictObject({
  accessToken: z.string(),
  user: ZUserDetail,
  isRegistered: z.boolean(),
});
export type AuthResult = z.output<typeof ZAuthResult>;

export const ZMaterialRecord = z.strictObject({
  ...ids,
  materialName: z.string(),
  materialRate: money(),
  cuttingRate: money(),
  materialGst: money(),
  materialWastage: money(),
  /** Derived by the server from the rate and GST %: never taken from a client. */
  gstCharges: money(),
  hsnCode: z.string().nullable(),
  /** The legacy client selects materials by name: label and value are the name. */
  label: z.string(),
  value: z.string(),
});
export type MaterialRecord = z.output<typeof ZMaterialRecord>;

const areaInput = z.strictObject({ label: z.string(), value: z.number() });

export const ZEdgeProfileRecord = z.strictObject({
  ...ids,
  /** The option's value and label: the name lines refer to. */
  edgeProfileName: z.string(),
  label: z.string(),
  value: z.string(),
  /** Which catalogue entry it is: edgeProfile1..36. */
  catalogueValue: z.string(),
  catalogueLabel: z.string(),
  saveAsEdgeProfile: z.enum(["byName", "byDefault"]),
  customEdgeProfileName: z.string().nullable(),
  edgeProfileRate: money(),
  hasAdditionalArea: z.boolean(),
  areaInputsArr: z.array(areaInput),
});
export type EdgeProfileRecord = z.output<typeof ZEdgeProfileRecord>;

const sideCount = () => z.number().int().min(0).max(2);

export const ZEdgeSelectionRecord = z.strictObject({
  ...ids,
  label: z.string(),
  value: z.enum(EDGE_SELECTION_VALUES),
  useBy: z.literal("img"),
  lengths: sideCount(),
  widths: sideCount(),
});
export type EdgeSelectionRecord = z.output<typeof ZEdgeSelectionRecord>;

/** GET /setting/edgeProfile: the profiles and, from the same call, the edge selections. */
export const ZEdgeProfileOptions = z.strictObject({
  edgeProfileOption: z.array(ZEdgeProfileRecord),
  edgeSelectionOption: z.array(ZEdgeSelectionRecord),
});

export const ZGeneralSettingsRecord = z.strictObject({
  commonSetting: z.strictObject(ZCommonSetting.shape),
  pricingSettings: z.strictObject({
    unit: z.enum(["inch", "mm"]),
    roundingStep: decimalText(),
    minAreaPerPiece: decimalText(),
  }),
  dateFormat: z.enum(DATE_FORMATS),
});
export type GeneralSettingsRecord = z.output<typeof ZGeneralSettingsRecord>;

export const ZCustomerRecord = z.strictObject({
  ...ids,
  customerName: z.string(),
  phoneNo: z.string(),
  date: timestamp(),
  createdAt: timestamp(),
});
export type CustomerRecord = z.output<typeof ZCustomerRecord>;

/** One priced line: every figure is a decimal string with exactly 2 decimals (pricing.md). */
export const ZPricedLine = z.strictObject({
  width: money(),
  length: money(),
  chargeableWidth: money(),
  chargeableLength: money(),
  area: money(),
  wastageArea: money(),
  rate: money(),
  materialAmount: money(),
  cuttingQuantity: money(),
  cuttingAmount: money(),
  edgeRunningFt: money(),
  edgeAmount: money(),
  taxableValue: money(),
  gstAmount: money(),
  total: money(),
});

export const ZQuoteTotals = z.strictObject({
  area: money(),
  materialAmount: money(),
  cuttingAmount: money(),
  edgeAmount: money(),
  taxableValue: money(),
  cgst: money(),
  sgst: money(),
  igst: money(),
  gst: money(),
  grandTotal: money(),
  roundOff: money(),
  payable: money(),
  amountInWords: z.string(),
});

/** Compile-time only: the pricing engine's interfaces and these schemas are the same types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type PricedLineMatchesSchema = Assert<Same<PricedLine, z.output<typeof ZPricedLine>>>;
export type QuoteTotalsMatchesSchema = Assert<Same<QuoteTotals, z.output<typeof ZQuoteTotals>>>;

const areaExtra = z.strictObject({ label: z.string(), value: decimalText() });

/** A draft line as typed (trimmed), as the order page holds it. */
const typedLine = {
  widthForDisplay: z.string(),
  lengthForDisplay: z.string(),
  quantity: z.number().int(),
  materialType: z.string(),
  edgeSelection: z.string().nullable(),
  edgeProfile: z.string().nullable(),
  areaExtras: z.array(areaExtra),
  multiplier: decimalText(),
};

const lineError = z.strictObject({ field: z.string(), message: z.string() });

/** A line of an order with its figures; `priced` is null when it no longer prices (its material was deleted). */
export const ZOrderLine = z.strictObject({
  ...ids,
  draftId: recordId(),
  ...typedLine,
  priced: ZPricedLine.nullable(),
  error: lineError.nullable(),
});
export type OrderLine = z.output<typeof ZOrderLine>;

/** The legacy REST shape of a line: what was typed and its figures side by side. */
export const ZLegacyPricedLine = z.strictObject({
  ...ids,
  draftId: recordId(),
  ...typedLine,
  ...ZPricedLine.shape,
  error: z.null(),
});
/** A line that no longer prices: what was typed and why, without figures. */
export const ZLegacyUnpricedLine = z.strictObject({
  ...ids,
  draftId: recordId(),
  ...typedLine,
  error: lineError,
});
export const ZLegacyOrderLine = z.union([ZLegacyPricedLine, ZLegacyUnpricedLine]);

/** GET /draft/material: the order's lines and totals (the totals of the lines that price). */
export const ZLegacyOrder = z.strictObject({
  lines: z.array(ZLegacyOrderLine),
  totals: ZQuoteTotals,
});

/** The customer block of an order page as stored: `date` is an ISO timestamp. */
export const ZStoredQuoteHeader = z.strictObject({
  customer_name: z.string(),
  date: timestamp(),
  email_id: z.string().optional(),
  phone_no: z.string().optional(),
  billing_address: z.string(),
  shipping_address: z.string(),
  gst_no: z.string().optional(),
});
export type StoredQuoteHeader = z.output<typeof ZStoredQuoteHeader>;

export const ZInvoiceLine = z.strictObject({
  n: z.number().int(),
  description: z.string(),
  widthForDisplay: z.string(),
  lengthForDisplay: z.string(),
  quantity: z.number().int(),
  materialType: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: decimalText(),
  edgeSelection: z.string().nullable(),
  edgeSelectionLabel: z.string().nullable(),
  edgeSides: z.strictObject({ lengths: sideCount(), widths: sideCount() }).nullable(),
  edgeProfile: z.string().nullable(),
  areaExtras: z.array(areaExtra),
  multiplier: decimalText(),
  ...ZPricedLine.shape,
});
export type InvoiceLine = z.output<typeof ZInvoiceLine>;

/** Everything an invoice shows, copied when it is made: later edits of settings never change it. */
export const ZInvoiceSnapshot = z.strictObject({
  company: z.strictObject({
    name: z.string(),
    address: z.string(),
    gstNo: z.string(),
    phone: z.string(),
    email: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
  }),
  header: ZStoredQuoteHeader,
  placeOfSupply: z.strictObject({ code: z.string(), name: z.string() }),
  interState: z.boolean(),
  unit: z.enum(["inch", "mm"]),
  dateFormat: z.enum(DATE_FORMATS),
  lines: z.array(ZInvoiceLine),
  totals: ZQuoteTotals,
});
export type InvoiceSnapshot = z.output<typeof ZInvoiceSnapshot>;

const invoiceSummaryFields = {
  ...ids,
  /** One consecutive series per company and financial year, such as INV/26-27/0001. */
  number: z.string().regex(/^[A-Za-z0-9/-]{1,16}$/),
  date: z.iso.date(),
  status: z.enum(["issued", "cancelled"]),
  customerName: z.string(),
  customerId: recordId().nullable(),
  payable: money(),
  createdAt: timestamp(),
  cancelledAt: timestamp().nullable(),
};

export const ZInvoiceSummary = z.strictObject(invoiceSummaryFields);
export type InvoiceSummary = z.output<typeof ZInvoiceSummary>;

export const ZInvoiceRecord = z.strictObject({ ...invoiceSummaryFields, snapshot: ZInvoiceSnapshot });
export type InvoiceRecord = z.output<typeof ZInvoiceRecord>;

/** The named record schemas, as the OpenAPI document's components. */
export const RECORD_SCHEMAS = {
  UserDetail: ZUserDetail,
  AuthResult: ZAuthResult,
  MaterialRecord: ZMaterialRecord,
  EdgeProfileRecord: ZEdgeProfileRecord,
  EdgeSelectionRecord: ZEdgeSelectionRecord,
  GeneralSettingsRecord: ZGeneralSettingsRecord,
  CustomerRecord: ZCustomerRecord,
  PricedLine: ZPricedLine,
  QuoteTotals: ZQuoteTotals,
  LegacyPricedLine: ZLegacyPricedLine,
  LegacyUnpricedLine: ZLegacyUnpricedLine,
  StoredQuoteHeader: ZStoredQuoteHeader,
  InvoiceLine: ZInvoiceLine,
  InvoiceSnapshot: ZInvoiceSnapshot,
  InvoiceSummary: ZInvoiceSummary,
  InvoiceRecord: ZInvoiceRecord,
} as const satisfies Record<string, z.ZodType>;
