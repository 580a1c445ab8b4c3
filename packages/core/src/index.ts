export { amountInWords } from "./amount-in-words";
export * from "./bank";
export { checkIsoDate, dateWindowProblem, isCalendarDate, todayInIndia } from "./calendar-date";
export {
  type CreditedInvoice,
  type CreditFigures,
  CreditNoteError,
  type CreditRequest,
  creditAmountInWords,
  creditNoteFigures,
  type EarlierCreditNote,
} from "./credit-note-figures";
export { csvCell, csvText } from "./csv";
export * from "./cut-layouts";
export {
  addDecimal,
  compareDecimal,
  type Decimal,
  formatCents,
  formatDecimal,
  parseDecimal,
  toCents,
  ZERO,
} from "./decimal";
export {
  type AreaInput,
  EDGE_PROFILES,
  type EdgeProfileDefinition,
  type EdgeShape,
  type EdgeShapeKind,
  findEdgeProfile,
} from "./edge-profiles";
export {
  EDGE_SELECTION_VALUES,
  EDGE_SELECTIONS,
  type EdgeSelection,
  type EdgeSelectionValue,
  isEdgeSelectionValue,
} from "./edge-selections";
export * from "./entities/audit";
export * from "./entities/bank-statement";
export * from "./entities/challan";
export * from "./entities/company";
export * from "./entities/credit-note";
export * from "./entities/credit-terms";
export * from "./entities/customer";
export * from "./entities/cut-job";
export * from "./entities/cut-plan";
export * from "./entities/document-settings";
export * from "./entities/edge-profile";
export * from "./entities/edge-selection";
export * from "./entities/general-settings";
export * from "./entities/invoice";
export * from "./entities/item";
export * from "./entities/job-work";
export * from "./entities/material";
export * from "./entities/material-stock";
export * from "./entities/operation";
export * from "./entities/order";
export * from "./entities/order-item-line";
export * from "./entities/order-line";
export { GST_HEADER_MESSAGES } from "./entities/order-supply";
export * from "./entities/payment";
export * from "./entities/price-list";
export * from "./entities/profile";
export * from "./entities/quotation";
export * from "./entities/receivable";
export * from "./entities/staff";
export * from "./entities/tds";
export * from "./enums";
export { formatDate } from "./format-date";
export { formatIndian } from "./format-indian";
export * from "./gst";
export { gstChargesFor } from "./gst-charges";
export { GST_STATES, gstStateCode, gstStateName } from "./gst-states";
export { GSTIN_CHECK_CHARACTER, GSTIN_PATTERN, gstinCheckCharacter, isValidGstin } from "./gstin";
export type { Int } from "./int";
export * from "./limits";
export { MESSAGES, tooLongMessage } from "./messages";
export {
  bandRate,
  ITEM_MESSAGES,
  OPERATION_MESSAGES,
  parseOperationSize,
  prepareItems,
  prepareOperations,
} from "./operations-items";
export { buildOrderPricing, type OrderPricing, type OrderPricingSources } from "./order-pricing";
export * from "./permissions";
export { applyPriceList, type PriceListVersionLike, versionInForce } from "./price-list-apply";
export { priceQuote } from "./price-quote";
export {
  buildPricingContext,
  type OrderItemResult,
  type OrderLineResult,
  type PricingContext,
  type PricingSources,
  priceOrder,
} from "./pricing-context";
export { PricingError, type PricingField } from "./pricing-error";
export type {
  AreaExtraInput,
  EdgeProfileRateInput,
  EdgeSelectionOverride,
  ItemLineInput,
  ItemRateInput,
  ItemUnit,
  MaterialRateInput,
  NumberLike,
  OperationBandInput,
  OperationEntryInput,
  OperationRateInput,
  PieceLineInput,
  PricedItemLine,
  PricedQuote,
  PriceQuoteInput,
  QuoteSettingsInput,
  SupplyTax,
} from "./pricing-types";
export { ITEM_UNITS } from "./pricing-types";
export { MAX_QUANTITY, parseQuantity, type QuantityResult } from "./quantity";
export { isInterState } from "./quote-totals";
export { readableDimension, readableSize } from "./readable-size";
export * from "./routes";
export * from "./schemas/auth";
export { cappedString, isoDateField, optionalField } from "./schemas/fields";
export * from "./schemas/list-query";
export * from "./schemas/quote-request";
export * from "./schemas/record-ref";
export * from "./schemas/takes";
export {
  type CommonSetting,
  type CuttingRateTypeValue,
  DATE_FORMAT_OPTIONS,
  DEFAULT_COMMON_SETTING,
  DEFAULT_DATE_FORMAT,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  type GeneralSettings,
  MAX_DRAFT_LINES,
  MEASUREMENT_UNIT_OPTIONS,
  type MeasurementUnitOption,
  type PricingSettings,
  quoteSettingsFrom,
  UNIT_OPTIONS,
} from "./settings";
export {
  chargeableSize,
  type EdgeSides,
  edgeRunningFt,
  formatEighths,
  formatSize,
  MAX_DIMENSION_INCHES,
  parseSize,
  perimeterRunningFt,
  pieceArea,
  type SizeResult,
} from "./sizes";
export * from "./stock-lengths";
export { type RateTax, type TaxByRate, type TaxByRateLine, taxByRate, taxLinesOf } from "./tax-by-rate";
export { type HoleCheck, TEMPERING_MESSAGES, temperingWarnings } from "./tempering-checks";
export { upiPayUri } from "./upi";
