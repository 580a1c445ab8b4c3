// The closed sets of words Kerf stores and speaks, each declared once: the zod schemas take them with
// z.enum(...), and the database's row types (@kerf/db, generated) name these types for the text columns
// that hold them. Nothing here imports anything, so every module may use it.

/** How widths and lengths are typed: inches (decimal or whole#eighths) or millimetres. */
export const UNITS = ["inch", "mm"] as const;
export type Unit = (typeof UNITS)[number];

export const DATE_FORMATS = ["DD-MM-YYYY", "YYYY-MM-DD"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const PAYMENT_MODES = ["cash", "upi", "bank", "cheque", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/**
 * Income-tax Act sections a customer deducts TDS under when paying a shop: 194C (work contracts, e.g.
 * fitting and cutting done to order), 194J (professional or technical fees), 194Q (purchase of goods
 * over Rs 50 lakh a year), or another.
 */
export const TDS_SECTIONS = ["194C", "194J", "194Q", "other"] as const;
export type TdsSection = (typeof TDS_SECTIONS)[number];

/** full: the whole invoice; lines: chosen lines of it; amount: a taxable value at one GST rate. */
export const CREDIT_NOTE_KINDS = ["full", "lines", "amount"] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const INVOICE_STATUSES = ["issued", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a material is: it decides the defaults of its stock (sheet size, rotation, kerf). */
export const MATERIAL_KINDS = ["glass", "stone", "panel", "other"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/**
 * running: waiting for its turn or being planned; done: the plan is there; failed: planned again only
 * when asked to (retry) or the order changes.
 */
export const CUT_PLAN_STATUSES = ["running", "done", "failed"] as const;
export type CutPlanStatus = (typeof CUT_PLAN_STATUSES)[number];

/** byName: the company's own name for a catalogue entry; byDefault: the catalogue's label. */
export const EDGE_PROFILE_SAVE_AS = ["byName", "byDefault"] as const;
export type EdgeProfileSaveAs = (typeof EDGE_PROFILE_SAVE_AS)[number];

/** Where a quotation stands with its customer (the order's state in the shop's words is OrderState). */
export const QUOTATION_STATES = ["quoted", "changes_requested", "accepted"] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** A customer's answer to a quotation: accepted, or changes asked for. */
export const QUOTE_ANSWER_KINDS = ["accepted", "changes"] as const;
export type QuoteAnswerKind = (typeof QUOTE_ANSWER_KINDS)[number];

/** What a share link opens. */
export const SHARE_LINK_KINDS = ["quote", "invoice", "statement"] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];
