import {
  AUDIT_MESSAGES,
  JOB_WORK_MESSAGES,
  MESSAGES,
  NOTHING_TO_PATCH,
  OPERATION_MESSAGES,
  PAYMENT_MESSAGES,
  STAFF_MESSAGES,
  STATEMENT_MESSAGES,
  TERMS_MESSAGES,
} from "@kerf/core";
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "../src/rest/openapi/document";
import { RESET_EXPIRED, RESET_INVALID, RESET_USED } from "../src/services/auth/password-reset";
import { WRONG_CURRENT_PASSWORD } from "../src/services/auth/profile";

// What openapi.properties.test.ts sends and which refusals of a valid body it accepts.

/** 400s a body valid per the document may meet by design: a wrong secret, or an order past the invoice's columns. */
const BY_DESIGN_400 = new Set([
  WRONG_CURRENT_PASSWORD,
  RESET_INVALID,
  RESET_USED,
  RESET_EXPIRED,
  MESSAGES.orderTooLarge,
  // The audit CSV's from and to, against each other: at most a year apart (JSON Schema has no word for it).
  AUDIT_MESSAGES.csvRange,
  AUDIT_MESSAGES.fromAfterTo,
  // An invite's token, like a reset token: whether it is live is the server's to know (issue 27).
  STAFF_MESSAGES.inviteInvalid,
  STAFF_MESSAGES.inviteExpired,
  // PATCH /staff with neither a role nor active: both are optional one by one (the document says so in words).
  STAFF_MESSAGES.nothingToChange,
  // PATCH /draft with neither creditDays nor reminders (issue 31): the same, said in words.
  TERMS_MESSAGES.nothingToChange,
  // PATCH /draft with none of creditDays, reminders and priceList (issue 29 point 4 added the last).
  NOTHING_TO_PATCH,
  // An operation's size past every band of its table (issue 29): the catalogue's meaning, not the body's shape.
  OPERATION_MESSAGES.noRate,
]);
/** A payment's meaning against what is stored: more than the balance, before the invoice, today passed by the generator's dates. */
const BY_DESIGN_400_PATTERNS = [
  /^The amount \S+ is more than the balance due of \S+$/,
  /^The payment date cannot be before the invoice date \(\d{4}-\d{2}-\d{2}\)$/,
  new RegExp(`^${PAYMENT_MESSAGES.dateInFuture}$`),
  // Two query fields against each other (to defaults to today): JSON Schema has no word for it.
  new RegExp(`^${STATEMENT_MESSAGES.fromAfterTo}$`),
  // A customer's price list by a name the company has no list of (issue 29 point 4): the catalogue's meaning.
  /^No price list named "/,
];
/** A credit note's meaning, which no schema can say: the invoice's lines, rates, date and what is left of it. */
const CREDIT_NOTE_400 = [
  /^Line \d+ is given twice$/,
  /^Invoice \S+ has no line \d+$/,
  /^Line \d+ of \S+ is already credited by \S+$/,
  /^Invoice \S+ has several GST rates/,
  /is not a GST rate of invoice/,
  /^Nothing is left to credit on /,
  /^This credit note comes to /,
  /^Only \S+ of taxable value at /,
  /^The credit note date cannot be before the invoice date/,
  // Item lines (issue 29): which ones the invoice has, their units and what is left of them.
  /^Item line \d+ is given twice$/,
  /^Invoice \S+ has no item line \d+$/,
  /^Item line \d+ \(.*\) of \S+ is already credited in full$/,
  /^Item line \d+ \(.*\) is counted in \w+: credit a whole number$/,
  /^Only \S+ \w+ of item line \d+ \(.*\) is left to credit on \S+$/,
];
/** A challan's meaning against the order (issue 30): its lines, what is pending, its series' dates, whose challans. */
const CHALLAN_400 = [
  /^Line \d+: no such line in this order$/,
  /^Line \d+: \d+ of its \d+ pieces are pending delivery, not \d+$/,
  /^A line is given twice$/,
  /^A challan is given twice$/,
  /^The challan date cannot be before /,
  /is another customer's challan$/,
];
/** Job work's meaning against what is stored (issue 30): the order's lines, the challan's, what is out. */
const JOB_WORK_400 = [
  /^Line \d+: no such order line$/,
  new RegExp(`^${JOB_WORK_MESSAGES.oneOrder}$`),
  /^Line \d+: \d+ of its \d+ pieces are at the shop/,
  /^Line \d+: not on challan \S+$/,
  /^Line \d+ of \S+: \d+ of its \d+ pieces are pending with the processor, not \d+$/,
  /^The date cannot be before the challan's/,
  new RegExp(`^${JOB_WORK_MESSAGES.notJobWork}$`),
  new RegExp(`^${JOB_WORK_MESSAGES.noBroken}$`),
];
/** GSTR-1 of a company without its GSTIN: the profile decides, not the request's shape. */
const GST_FILE_400 = [/^The company's GSTIN is missing: add it on Profile$/];
export const byDesign400 = (message: string) =>
  BY_DESIGN_400.has(message) ||
  [...BY_DESIGN_400_PATTERNS, ...CREDIT_NOTE_400, ...CHALLAN_400, ...JOB_WORK_400, ...GST_FILE_400].some(
    (pattern) => pattern.test(message),
  );
/** 401: a login with a wrong password; 404: an id that names nothing; 409: a duplicate; 429: a limit. */
export const BY_DESIGN = new Set([401, 404, 409, 429]);

export const PROFILE = {
  edgeProfileName: "Flat Polish",
  saveAsEdgeProfile: "byDefault",
  edgeProfileRate: "18",
};

export interface Operation {
  method: string;
  path: string;
  op: OpenApiOperation;
  /** The body's schema, or the query parameters as one object schema. */
  input?: { in: "body" | "query"; schema: JsonSchema };
}

/**
 * Every operation but those that print a PDF (documented with a 503 for a busy printer: each call starts
 * Chromium on the app's own pages) and the share links' (a path parameter, a token no generator can
 * guess): both are proven in routes/sharing.test.ts, the contract suite and the browser tests.
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // A file upload (multipart) is proven by its own tests and the contract suite, not generated here.
      .filter(
        ([, op]) =>
          !("503" in op.responses) && !path.includes("{") && !op.requestBody?.content["multipart/form-data"],
      )
      .map(([method, op]) => {
        const body = op.requestBody?.content["application/json"]?.schema;
        const query = op.parameters?.length
          ? {
              type: "object",
              properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])),
              required: op.parameters.filter((p) => p.required).map((p) => p.name),
            }
          : undefined;
        const input = body
          ? { in: "body" as const, schema: body }
          : query
            ? { in: "query" as const, schema: query }
            : undefined;
        return { method: method.toUpperCase(), path, op, ...(input ? { input } : {}) };
      }),
  );
}
