import { z } from "zod";
import { PAYMENT_MODES } from "../enums";
import { tooLongMessage } from "../messages";
import { amountField, requiredText } from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";
import { requiredId } from "./payment";
import { money, recordId } from "./record-fields";

// Bank statements matched to invoices (issue 31): the import (a file and the bank account's name, with
// the CSV column mapping when the file is no bank's known layout) and the posting of chosen matches.

export const MAX_BANK_ACCOUNT_NAME = 60;
/** A statement file's size: a year of a shop's current account is far below it. */
export const MAX_STATEMENT_CHARS = 900_000;
export const MAX_POSTED_MATCHES = 500;
export const MAX_INVOICES_PER_CREDIT = 50;

export const BANK_STATEMENT_MESSAGES = {
  accountRequired: 'Name the bank account, e.g. "HDFC 1234"',
  fileRequired: "Choose the statement file (CSV or OFX)",
  fileTooLarge: `The statement file is too large (at most ${MAX_STATEMENT_CHARS.toLocaleString("en-IN")} characters)`,
  fileNotText: "The statement file must be text: CSV or OFX (save an Excel statement as CSV)",
  columnRequired: "Choose the column",
  mappingInvalid: "The column mapping must be JSON: {date, narration, credit, reference}",
  matchesRequired: "Choose at least one match to post",
  creditRequired: "Choose the credit",
  invoicesRequired: "Choose the invoices this credit pays",
  amountsMismatch: "Give one amount for each invoice",
  duplicateCredit: "Each credit may be posted once in a request",
  creditNotFound: "Credit not found",
  overCredit: (credit: string, left: string) =>
    `These amounts are more than what is left of the credit (${left} of ${credit})`,
} as const;

const column = () => requiredText(BANK_STATEMENT_MESSAGES.columnRequired, 100);

/** Which header names a CSV statement's date, narration, credit amount and reference are under. */
export const ZColumnMapping = z.object({
  date: column(),
  narration: column(),
  credit: column(),
  reference: column().nullable().default(null),
});
export type TColumnMapping = z.input<typeof ZColumnMapping>;

export const ZBankAccountName = requiredText(BANK_STATEMENT_MESSAGES.accountRequired, MAX_BANK_ACCOUNT_NAME);

/** An import as tRPC and the web page send it: the file's text (the REST path takes it multipart). */
export const ZBankStatementImport = z.object({
  account: ZBankAccountName,
  text: z
    .string({ error: BANK_STATEMENT_MESSAGES.fileRequired })
    .min(1, BANK_STATEMENT_MESSAGES.fileRequired)
    .max(MAX_STATEMENT_CHARS, BANK_STATEMENT_MESSAGES.fileTooLarge),
  mapping: ZColumnMapping.nullish(),
});
export type TBankStatementImport = z.input<typeof ZBankStatementImport>;

export const ZBankMatchToPost = takes(
  z
    .object({
      creditId: requiredId(BANK_STATEMENT_MESSAGES.creditRequired),
      invoiceIds: z
        .array(requiredId(BANK_STATEMENT_MESSAGES.invoicesRequired))
        .min(1, BANK_STATEMENT_MESSAGES.invoicesRequired)
        .max(MAX_INVOICES_PER_CREDIT, tooLongMessage(MAX_INVOICES_PER_CREDIT)),
      amounts: z
        .array(amountField({ required: "Enter the amount", positive: "The amount must be more than 0" }))
        .max(MAX_INVOICES_PER_CREDIT, tooLongMessage(MAX_INVOICES_PER_CREDIT)),
    })
    .refine((m) => m.amounts.length === m.invoiceIds.length, {
      message: BANK_STATEMENT_MESSAGES.amountsMismatch,
      path: ["amounts"],
    }),
  (derived) => ({
    ...derived,
    "x-same-length": ["invoiceIds", "amounts"],
    description: `amounts[i] is what invoiceIds[i] gets. ${refusedWith({ "x-same-length": BANK_STATEMENT_MESSAGES.amountsMismatch })}`,
  }),
);

/** POST /api/bankStatement/post: the matches to record as payments, all or none. */
export const ZPostBankMatches = z.object({
  matches: takes(
    z
      .array(ZBankMatchToPost)
      .min(1, BANK_STATEMENT_MESSAGES.matchesRequired)
      .max(MAX_POSTED_MATCHES, tooLongMessage(MAX_POSTED_MATCHES))
      .refine(
        (ms) => new Set(ms.map((m) => m.creditId)).size === ms.length,
        BANK_STATEMENT_MESSAGES.duplicateCredit,
      ),
    (derived) => ({
      ...derived,
      "x-unique-by": "creditId",
      description: refusedWith({ "x-unique-by creditId": BANK_STATEMENT_MESSAGES.duplicateCredit }),
    }),
  ),
});
export type TPostBankMatches = z.input<typeof ZPostBankMatches>;

export const BANK_CREDIT_STATUSES = ["exact", "suggested", "unmatched", "recorded", "posted"] as const;
export const BANK_MATCH_RULES = ["invoice-number", "customer-amount", "customer-oldest", "amount"] as const;

export const ZBankMatchInvoice = z.strictObject({
  invoiceId: recordId(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  invoiceDate: z.iso.date(),
  /** What this match puts on the invoice. */
  amount: money(),
  /** What the invoice owes before it. */
  balance: money(),
});

export const ZBankCredit = z.strictObject({
  creditId: recordId(),
  date: z.iso.date(),
  amount: money(),
  narration: z.string(),
  reference: z.string().nullable(),
  /** What was posted from it already (payments recorded). */
  posted: money(),
  /** exact: post as it is; suggested: confirm one; recorded: a payment carries its UTR; posted: done. */
  status: z.enum(BANK_CREDIT_STATUSES),
  mode: z.enum(PAYMENT_MODES),
  suggestions: z.array(
    z.strictObject({ rule: z.enum(BANK_MATCH_RULES), invoices: z.array(ZBankMatchInvoice) }),
  ),
});
export type BankCredit = z.output<typeof ZBankCredit>;

export const ZBankStatementResult = z.strictObject({
  account: z.string(),
  format: z.enum(["csv", "ofx"]).nullable(),
  /** The bank layout recognised (hdfc, icici, sbi, axis), null for OFX or a mapping. */
  preset: z.string().nullable(),
  mapping: z
    .strictObject({
      date: z.string(),
      narration: z.string(),
      credit: z.string(),
      reference: z.string().nullable(),
    })
    .nullable(),
  /** A CSV of no known layout and no saved mapping: map `headers` and send it again with `mapping`. */
  needsMapping: z.boolean(),
  headers: z.array(z.string()),
  problems: z.array(z.string()),
  /** Credits new in this import, and those imported before (kept once). */
  added: z.number().int(),
  repeated: z.number().int(),
  credits: z.array(ZBankCredit),
});
export type BankStatementResult = z.output<typeof ZBankStatementResult>;
