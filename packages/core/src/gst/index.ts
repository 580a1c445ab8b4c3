export { gstCreditNote } from "./credit-note";
export { buildEInvoice, EINVOICE_MAX_ITEMS, type EInvoiceDocument, type EInvoiceJson } from "./einvoice";
export {
  buildEWayBill,
  type ChallanSupply,
  EWAYBILL_MAX_ITEMS,
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
} from "./fields";
export {
  b2clLimit,
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
export { areaQuantityText, areaUnit, defaultHsnFor } from "./hsn";
export {
  buildItc04,
  ITC04_PERIOD_MESSAGE,
  ITC04_TABLE4_COLUMNS,
  ITC04_TABLE5A_COLUMNS,
  type Itc04Back,
  type Itc04Json,
  type Itc04Period,
  type Itc04Sent,
  itc04Csv,
  parseItc04Period,
} from "./itc04";
export {
  type GstDocument,
  type GstFallbacks,
  type GstInvoice,
  type GstItem,
  gstInvoice,
  hsnHomeOf,
} from "./items";
export { money as formatPaise, paise } from "./money";
export { GstFileError, type Party } from "./parties";
export { creditNoteDeadline, parseReturnPeriod, RETURN_PERIOD_PATTERN, type ReturnPeriod } from "./period";
export {
  pinFitsState,
  SUPPLY_STATE_CODES,
  stateLabel,
  stateOfPin,
  statesOfPin,
} from "./pin-states";
export {
  billingStateOf,
  type PlaceOfSupply,
  pinStateProblems,
  placeOfSupply,
  SEZ_SUPPLIES,
  type SezSupply,
  type SupplyBasis,
  type SupplyHeader,
  shippingStateOf,
} from "./place-of-supply";
export { GST_RATE_MESSAGE, GST_RATES, type GstRate, gstRateField, isGstRate, rateText } from "./rate-master";
export * from "./transport";
export { ITEM_UQC, itemQuantityMilli } from "./uqc";
export { VEHICLE_NO_MESSAGE } from "./vehicle-number";
