import { z } from "zod";
import { QUOTE_ANSWER_KINDS } from "../enums";
import { formatIndian } from "../format-indian";
import { MAX_LENGTH } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { cappedString, optionalEmailField, optionalField, requiredText } from "../schemas/fields";
import { ZInvoiceRecord, ZInvoiceSnapshot } from "./invoice";
import { requiredId } from "./payment";
import { ids, money, recordId, timestamp } from "./record-fields";

/** Where an order stands, in the words the shop reads (docs: issue 16). */
export const ORDER_STATES = ["Draft", "Quoted", "Changes requested", "Accepted", "Invoiced", "Paid"] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ZOrderState = z.enum(ORDER_STATES, {
  error: `state must be one of ${ORDER_STATES.join(", ")}`,
});

export const QUOTE_MESSAGES = {
  nameRequired: "Please enter your name",
  noteRequired: "Please say what should change",
  linkGone: "This link is no longer valid",
  linkRevoked: "The shop has withdrawn this link",
  linkExpired: "This quotation has expired",
  notFound: "No quotation or invoice at this link",
  alreadyAccepted: "This quotation was already accepted",
  revisionChanged: "The quotation has changed since you opened it: please look at the latest one",
  revisionBeingChanged:
    "The shop is changing this quotation since you opened it: it will send you the new revision",
  revisionNotShown: "That revision of the quotation has not been shown to you: please answer the one you see",
  revisionRequired: "Say which revision of the quotation you answer",
  invoiced: "This order has been invoiced: its quotation takes no more answers",
  newLinkQuestion:
    "Make a new link? The current link stops working: whoever has it will be told the shop withdrew it.",
  noPhone: "The customer has no phone number: add one to the order",
  noEmail: "The customer has no e-mail address: add one to the order, or give one",
} as const;

export const MAX_NOTE_LENGTH = 1000;

/** A customer's answer on the share page: Accept (note optional) or Ask for changes (note required). */
export const ZQuoteResponseInput = z.object({
  name: requiredText(QUOTE_MESSAGES.nameRequired),
  note: optionalField(z.string().max(MAX_NOTE_LENGTH, tooLongMessage(MAX_NOTE_LENGTH)).trim()),
  revision: z
    .number({ error: QUOTE_MESSAGES.revisionRequired })
    .int(QUOTE_MESSAGES.revisionRequired)
    .min(1, QUOTE_MESSAGES.revisionRequired)
    .max(1_000_000, QUOTE_MESSAGES.revisionRequired)
    .describe(
      "The revision the page showed (required): an earlier one, one never shown, or one the shop is changing answers 409.",
    ),
});
export type TQuoteResponseInput = z.infer<typeof ZQuoteResponseInput>;

export const ZChangeRequestInput = ZQuoteResponseInput.extend({
  note: requiredText(QUOTE_MESSAGES.noteRequired, MAX_NOTE_LENGTH),
});

export const ZQuoteResponse = z.strictObject({
  kind: z.enum(QUOTE_ANSWER_KINDS),
  revision: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  clientAddress: z.string(),
  at: timestamp(),
});
export type QuoteResponse = z.output<typeof ZQuoteResponse>;

/**
 * A printable quotation's revision: numbered when first shown, each revision frozen as first shown (figures,
 * terms, validity, company details, logo), whatever changes in the order, settings or profile later.
 */
export const ZQuotationRecord = z.strictObject({
  ...ids,
  customerId: recordId(),
  /** Its own series per company and financial year, such as QT/26-27/0001. */
  number: z.string(),
  date: z.iso.date(),
  validUntil: z.iso.date(),
  revision: z.number().int().min(1),
  state: z.enum(ORDER_STATES),
  payable: money(),
  terms: z.string(),
  logo: z.string().nullable(),
  snapshot: ZInvoiceSnapshot,
  responses: z.array(ZQuoteResponse),
});
export type QuotationRecord = z.output<typeof ZQuotationRecord>;

/**
 * The quotation as the share page shows it: nothing of the company beyond what is printed on it, nor of
 * the customer beyond the printed header (an answer's client address is the shop's only).
 */
export const ZPublicQuotation = ZQuotationRecord.omit({
  _id: true,
  id: true,
  customerId: true,
  responses: true,
}).extend({
  pdfUrl: z.string(),
  accepted: ZQuoteResponse.omit({ clientAddress: true }).nullable(),
});
export type PublicQuotation = z.output<typeof ZPublicQuotation>;

export const ZPublicInvoice = ZInvoiceRecord.omit({ _id: true, id: true, customerId: true }).extend({
  logo: z.string().nullable(),
  pdfUrl: z.string(),
});
export type PublicInvoice = z.output<typeof ZPublicInvoice>;

export const ZShareLink = z.strictObject({
  url: z.string(),
  /** Whether this call made the link (false: the live link, shown again). */
  made: z.boolean(),
  expiresAt: timestamp().nullable(),
  quotationNo: z.string().optional(),
  invoiceNo: z.string().optional(),
});
export type ShareLink = z.output<typeof ZShareLink>;

export const ZInvoiceRef = z.object({
  id: cappedString(MAX_LENGTH.id, "id is required").min(1, "id is required"),
});
export const renewField = z
  .boolean({ error: "renew must be true or false" })
  .optional()
  .describe("true makes a new link and the live one stops working; left out, the live link is reused");
export const ZShareInvoiceInput = ZInvoiceRef.extend({ renew: renewField });
export const ZSendQuotationMail = z.object({
  customerId: requiredId(MESSAGES.customerIdRequired),
  to: optionalEmailField().describe("The customer's e-mail of the order when left out"),
});
export const ZSendInvoiceMail = ZInvoiceRef.extend({
  to: optionalEmailField().describe("The customer's e-mail of the invoice when left out"),
});

export const ZMailQueued = z.strictObject({ to: z.string(), url: z.string() });

/** An Indian mobile number as wa.me wants it: country code and number, digits only. */
export function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return digits;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return null;
}

/** The short WhatsApp message: company, document and number, total, link. */
export function shareMessage(input: {
  company: string;
  document: "Quotation" | "Invoice";
  number: string;
  payable: string;
  url: string;
}): string {
  return `${input.company}: ${input.document} ${input.number}, total ₹${formatIndian(input.payable)}. View${input.document === "Quotation" ? " and accept" : ""}: ${input.url}`;
}

/** A wa.me link that opens WhatsApp (app or web) on the customer's chat with the message typed. */
export function whatsAppLink(phone: string, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
