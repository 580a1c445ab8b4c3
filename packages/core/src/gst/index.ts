export { gstCreditNote } from "./credit-note";
export { buildEInvoice, type EInvoiceDocument, type EInvoiceJson } from "./einvoice";
export {
  buildEWayBill,
  EWAYBILL_THRESHOLD_PAISE,
  EWAYBILL_VERSION,
  type EWayBillDocument,
  type EWayBillJson,
} from "./ewaybill";
export {
  GST_MESSAGES,
  MAX_SIGNED_QR_LENGTH,
  optionalCityField,
  optionalPinField,
  optionalSacField,
} from "./fields";
export {
  B2CL_THRESHOLD_PAISE,
  buildGstr1,
  type Gstr1CreditNote,
  type Gstr1Document,
  type Gstr1Json,
} from "./gstr1";
export {
  GSTR1_CSV_HEADINGS,
  GSTR1_CSV_TABLES,
  GSTR1_TABLE_MESSAGE,
  type Gstr1CsvTable,
  gstr1Csv,
  parseGstr1Table,
} from "./gstr1-csv";
export { areaQuantityText, areaUnit, DEFAULT_CUTTING_SAC, defaultHsnFor } from "./hsn";
export { type GstDocument, type GstFallbacks, type GstInvoice, type GstItem, gstInvoice } from "./items";
export { money as formatPaise, paise } from "./money";
export { GstFileError, type Party } from "./parties";
export { parseReturnPeriod, RETURN_PERIOD_PATTERN, type ReturnPeriod } from "./period";
export * from "./transport";
