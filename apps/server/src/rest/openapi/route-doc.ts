import type { Access } from "@kerf/core";
import { z } from "zod";
import type { RECORD_SCHEMAS } from "../legacy-records";

/** A field naming a record: which record, by which of its fields. */
export interface Reference {
  record: keyof typeof RECORD_SCHEMAS;
  by: string;
}

/** The records that fields name by their `_id`: `references: { invoiceId: REF.invoice }`. */
export const REF = {
  customer: { record: "CustomerRecord", by: "_id" },
  invoice: { record: "InvoiceRecord", by: "_id" },
  creditNote: { record: "CreditNoteRecord", by: "_id" },
  challan: { record: "ChallanRecord", by: "_id" },
  processor: { record: "ProcessorRecord", by: "_id" },
  material: { record: "MaterialRecord", by: "_id" },
  payment: { record: "PaymentRecord", by: "_id" },
} as const satisfies Record<string, Reference>;

/** `_id` (or `id`) naming a record by its id. */
export function byId(record: Reference["record"]): Record<"_id" | "id", Reference> {
  return { _id: { record, by: "_id" }, id: { record, by: "_id" } };
}

/** The statuses a legacy route may answer with the failure envelope (docs/spec/product.md), and what each means. */
export const FAILURE_TEXT = {
  400: "Invalid input: `message` is the first rule broken (the spec's text), `errors` maps each field to its message",
  401: "No access_token header, or one that is not a live session",
  403: "The person's role lacks the permission (`x-permission`); the message names it",
  404: "No such record, or another company's",
  409: "A duplicate (a name or e-mail already used), or a change the record's state forbids (a cancelled invoice)",
  410: "The link was revoked by the shop, or its quotation has expired",
  429: "Too many attempts: the Retry-After header says when to try again",
  503: "The PDF maker is busy or did not finish in time: try again shortly",
} as const;

export type FailureStatus = keyof typeof FAILURE_TEXT;

/** The document's tags, in its order: each route group is one. */
export const TAGS = [
  { name: "Auth", description: "Signup, login, the company's profile, passwords" },
  {
    name: "Staff",
    description:
      "The company's people and roles: invites by e-mail, roles, deactivation; custom roles made of the permissions",
  },
  { name: "Settings", description: "Materials, edge profiles, edge selections, general settings" },
  { name: "Customers", description: "/draft: the customers (the legacy name of the customer list)" },
  { name: "Order lines", description: "/draft/material: the sized pieces of one customer's order" },
  { name: "Invoices", description: "/draft/invoice: numbered GST invoices made from an order" },
  {
    name: "Payments",
    description: "Payments against invoices and their receipts, what each customer still owes, statements",
  },
  {
    name: "Credit notes",
    description: "/creditNote: an issued invoice corrected, whole, by lines or by an amount at one GST rate",
  },
  {
    name: "Challans",
    description:
      "/challan: delivery challans (CGST Rules rule 55) for pieces of an order moved without an invoice, printed in triplicate",
  },
  {
    name: "Job work",
    description:
      "/processor and /jobWork: pieces sent to processors (toughening, lamination) on job-work challans (CGST Act sec. 143, CGST Rules rule 45), what came back, and what is still out",
  },
  {
    name: "Sharing",
    description:
      "Quotations and invoices that leave the shop: PDFs, share links (/q/<token>, /i/<token>), the customer's answer, mail",
  },
  {
    name: "GST files",
    description:
      "An invoice's e-invoice (INV-01 v1.1) and e-way bill JSON, its transport details and IRN; GSTR-1 of a month or quarter. The files are answered as themselves (Content-Disposition names them), not in the envelope; failures are the envelope as elsewhere",
  },
  {
    name: "Audit",
    description:
      "The company's audit trail: every change to money records and to what prices them, append-only and hash-chained",
  },
  {
    name: "Cutting",
    description: "Cut plans: materials' stock and remnants, an order's plan, marking it cut, a posted job",
  },
] as const;

export type DocTag = (typeof TAGS)[number]["name"];

/**
 * What the OpenAPI document says about one REST route, attached to the route itself
 * (`app.post(path, doc({...}), handler)`), so the document is made from what is registered.
 */
export interface RouteDoc {
  tag: DocTag;
  summary: string;
  description?: string;
  /** Whether the route needs the `access_token` header (a 401 without a valid one). */
  auth: boolean;
  /** Who may call it: a permission of the person's role (else 403), any signed-in person, or anyone. */
  access?: Access;
  /** The JSON body, as the schemas the handler parses it with (read as input). */
  body?: z.ZodType;
  /** A body sent as a form (a file upload) rather than JSON; `body` then describes its fields. */
  bodyType?: "multipart/form-data";
  /** The query parameters. */
  query?: z.ZodObject;
  /** The path parameters (`:token` in the route, `{token}` in the document). */
  params?: z.ZodObject;
  /** Body or query fields that name one of the company's records (`x-references` in the document). */
  references?: Record<string, Reference>;
  /** The success answer: its status and the whole envelope (see `ok`). */
  success: {
    status: 200 | 201;
    schema: z.ZodType;
    contentType?: "application/pdf";
    /** A file answered as itself (not the envelope): its JSON Schema, or CSV, and what it is. */
    file?: {
      description: string;
      json?: Record<string, unknown>;
      csv?: true;
      /** The JSON answer is `schema`'s envelope (the CSV is the file): /audit's list or export. */
      envelope?: true;
    };
  };
  /** The failure statuses this route answers, besides 401 (from `auth`). */
  failures: FailureStatus[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's part of /api/openapi.json; a REST route without one stops the start. */
    doc?: RouteDoc;
    /** A route under /api that is not part of the legacy contract (the document and its page). */
    undocumented?: true;
  }
}

/** Route options carrying the doc: `app.get("/x", doc({...}), handler)`. */
export function doc(routeDoc: RouteDoc): { config: { doc: RouteDoc } } {
  return { config: { doc: routeDoc } };
}

/** The success envelope around `data`, with top-level extras (accessToken and user, total and page). */
export function ok<T extends z.ZodType>(data: T, extras: z.ZodRawShape = {}) {
  return z.strictObject({ isError: z.literal(false), message: z.string(), data, ...extras });
}

/** The failure envelope: a clear message and, for validation, field -> the first rule broken. */
export const ZFailure = z.strictObject({
  isError: z.literal(true),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** total/page/pageSize beside `data` on the paged lists. */
export const PAGE_EXTRAS = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(0),
};
