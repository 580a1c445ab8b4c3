import type { Access } from "@kerf/core";
import { z } from "zod";
import type { RECORD_SCHEMAS } from "../legacy-records";
import type { FAILURE_TEXT, TAGS } from "./api-text";

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

export type DocTag = (typeof TAGS)[number]["name"];
export type FailureStatus = keyof typeof FAILURE_TEXT;

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
