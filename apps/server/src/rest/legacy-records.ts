import {
  cappedString,
  ITEM_UNITS,
  MAX_LENGTH,
  MESSAGES,
  renewField,
  TYPED_LINE_FIELDS,
  ZAuthResult,
  ZChallanRecord,
  ZChallanSummary,
  ZCreateInvoiceInput,
  ZCreditNoteRecord,
  ZCreditNoteSummary,
  ZCustomerRecord,
  ZCutMark,
  ZEdgeProfileRecord,
  ZEdgeSelectionRecord,
  ZGeneralSettingsRecord,
  ZInvoiceLine,
  ZInvoiceRecord,
  ZInvoiceSnapshot,
  ZInvoiceSummary,
  ZItemRecord,
  ZJobCutPlan,
  ZJobWorkReceipt,
  ZLineError,
  ZMaterialRecord,
  ZMaterialStockRecord,
  ZOperationRecord,
  ZOrderCutPlan,
  ZPaymentRecord,
  ZPricedItemLine,
  ZPricedLine,
  ZPriceListInForce,
  ZPriceListRecord,
  ZProcessorRecord,
  ZQuoteTotals,
  ZRemnantRecord,
  ZSendQuotationMail,
  ZStatementQuery,
  ZStoredQuoteHeader,
  ZUserDetail,
} from "@kerf/core";
import { z } from "zod";

// The shapes only the legacy REST paths speak; the entities' own records are in packages/core/src/entities.

// The legacy paths call a customer's id (its order's) `draftId`; inside it is `customerId`.
export const ZDraftRef = z.object({
  draftId: cappedString(MAX_LENGTH.id, MESSAGES.draftIdRequired).min(1, MESSAGES.draftIdRequired),
});
export const ZShareQuotationInput = ZDraftRef.extend({ renew: renewField });
export const ZLegacySendQuotationMail = ZDraftRef.extend({ to: ZSendQuotationMail.shape.to });
export const ZLegacyCreateInvoiceInput = z.object({
  draftId: z
    .string({ error: MESSAGES.draftIdRequired })
    .min(1, MESSAGES.draftIdRequired)
    .describe("The customer whose order is invoiced"),
  ...ZCreateInvoiceInput.omit({ customerId: true }).shape,
});
export const ZLegacyStatementQuery = z.object({
  draftId: ZStatementQuery.shape.customerId,
  ...ZStatementQuery.omit({ customerId: true }).shape,
});

/** A legacy request as the service takes it: `draftId` named `customerId`. */
export function fromDraft<T extends { draftId: string }>({ draftId, ...rest }: T) {
  return { customerId: draftId, ...rest };
}

const lineIds = { _id: z.uuid(), id: z.uuid(), draftId: z.uuid() };

/** The legacy REST shape of a line: what was typed and its figures side by side. */
export const ZLegacyPricedLine = z.strictObject({
  ...lineIds,
  ...TYPED_LINE_FIELDS,
  ...ZPricedLine.shape,
  error: z.null(),
});
/** A line that no longer prices: what was typed and why, without figures. */
export const ZLegacyUnpricedLine = z.strictObject({
  ...lineIds,
  ...TYPED_LINE_FIELDS,
  error: ZLineError,
});
export const ZLegacyOrderLine = z.union([ZLegacyPricedLine, ZLegacyUnpricedLine]);

/** GET /draft/material: the order's lines and totals (the totals of the lines that price). */
const delivery = {
  /** Pieces of the line on open or invoiced delivery challans (issue 30). */
  delivered: z.number().int().min(0),
  /** Pieces still to deliver: the quantity less `delivered`, never below 0. */
  pendingDelivery: z.number().int().min(0),
  /** Pieces out with processors on job-work challans: sent less received and broken (issue 30). */
  withProcessors: z.number().int().min(0),
};
/** An item line of an order (issue 29 point 3): what was typed, the item's unit and its figures side by side. */
const itemLineFields = {
  ...lineIds,
  name: z.string(),
  quantity: z.string(),
  unit: z.enum(ITEM_UNITS).nullable(),
};
export const ZLegacyItemLine = z.union([
  z.strictObject({ ...itemLineFields, ...ZPricedItemLine.shape, error: z.null() }),
  // Its item was deleted from the catalogue since, or its quantity no longer fits the item's unit.
  z.strictObject({ ...itemLineFields, error: ZLineError }),
]);

export const ZLegacyOrder = z.strictObject({
  lines: z.array(z.union([ZLegacyPricedLine.extend(delivery), ZLegacyUnpricedLine.extend(delivery)])),
  itemLines: z.array(ZLegacyItemLine),
  totals: ZQuoteTotals,
  /** The price list and version that priced the order (issue 29 point 4); null: the company's settings. */
  priceList: ZPriceListInForce,
});

/** The named record schemas, as the OpenAPI document's components. */
export const RECORD_SCHEMAS = {
  UserDetail: ZUserDetail,
  AuthResult: ZAuthResult,
  MaterialRecord: ZMaterialRecord,
  ItemRecord: ZItemRecord,
  PriceListRecord: ZPriceListRecord,
  OperationRecord: ZOperationRecord,
  EdgeProfileRecord: ZEdgeProfileRecord,
  EdgeSelectionRecord: ZEdgeSelectionRecord,
  GeneralSettingsRecord: ZGeneralSettingsRecord,
  CustomerRecord: ZCustomerRecord,
  PricedLine: ZPricedLine,
  QuoteTotals: ZQuoteTotals,
  LegacyPricedLine: ZLegacyPricedLine,
  LegacyUnpricedLine: ZLegacyUnpricedLine,
  LegacyItemLine: ZLegacyItemLine,
  StoredQuoteHeader: ZStoredQuoteHeader,
  InvoiceLine: ZInvoiceLine,
  InvoiceSnapshot: ZInvoiceSnapshot,
  InvoiceSummary: ZInvoiceSummary,
  InvoiceRecord: ZInvoiceRecord,
  PaymentRecord: ZPaymentRecord,
  CreditNoteSummary: ZCreditNoteSummary,
  CreditNoteRecord: ZCreditNoteRecord,
  ChallanSummary: ZChallanSummary,
  ChallanRecord: ZChallanRecord,
  ProcessorRecord: ZProcessorRecord,
  JobWorkReceipt: ZJobWorkReceipt,
  MaterialStockRecord: ZMaterialStockRecord,
  RemnantRecord: ZRemnantRecord,
  OrderCutPlan: ZOrderCutPlan,
  CutMark: ZCutMark,
  JobCutPlan: ZJobCutPlan,
} as const satisfies Record<string, z.ZodType>;
