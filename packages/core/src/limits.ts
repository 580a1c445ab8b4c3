import { compareDecimal, parseDecimal } from "./decimal";

/**
 * Every bound a request is held to (docs/spec/product.md, formats and limits). Length caps are checked before any
 * other parsing, so no field costs more than its cap to read; number bounds keep each stored column and
 * each computed total inside its PostgreSQL type.
 */
export const MAX_LENGTH = {
  /** A width or length as typed ("12#4", "1250.5"). */
  size: 16,
  multiplier: 12,
  name: 120,
  address: 500,
  email: 254,
  password: 128,
  search: 100,
  /** A number typed as text: a rate, a percentage, a step (the largest allowed has 13 characters). */
  number: 24,
  /** A record id (a UUID has 36). */
  id: 64,
  /** A session or password-reset token (ours have 55 and 43). */
  token: 256,
  phone: 20,
  /** A line's note for the cutting floor ("polish the long edge twice"): a line on the worker sheet. */
  lineNote: 200,
  gstin: 20,
  hsn: 20,
  /** An area-extra's label (docs/spec/portal-spec.md). */
  label: 20,
  /** A date, or an ISO date and time. */
  date: 40,
} as const;

export const MAX_NAME_LENGTH = MAX_LENGTH.name;
export const MAX_ADDRESS_LENGTH = MAX_LENGTH.address;

/** numeric(12,2) (rates) holds less than this many rupees. */
export const RATE_LIMIT_RUPEES = 10_000_000_000;
/** numeric(14,2) (an invoice's payable) holds less than this many rupees. */
export const PAYABLE_LIMIT_RUPEES = 1_000_000_000_000;
/** general_settings.rounding_step is numeric(8,3); a step above a few feet means nothing to a shop. */
export const MAX_ROUNDING_STEP_INCHES = 1000;
/** general_settings.min_area_per_piece is numeric(8,2). */
export const MAX_MIN_AREA_SQ_FT = 10_000;
export const MAX_MULTIPLIER = 1000;
/** Extra running inches per piece (cut-outs, shaped corners), each, and how many a line may carry. */
export const MAX_AREA_EXTRA_INCHES = 100_000;
export const MAX_AREA_EXTRAS = 20;
/** Materials or edge profiles a pricing request may carry. */
export const MAX_CATALOGUE_ITEMS = 1000;
/** A page number of a list: far beyond any company's pages, and well inside PostgreSQL's OFFSET. */
export const MAX_PAGE = 100_000;
/** Calls one tRPC request may batch (the web app's batch links send no more). */
export const MAX_TRPC_BATCH = 10;
/**
 * Calls whose work grows with a whole order or quote (up to MAX_DRAFT_LINES lines, tens of milliseconds
 * of CPU each): a batch may carry one of them, so that no request costs more than one (issue 13). The web
 * app sends these unbatched.
 */
export const WHOLE_ORDER_PROCEDURES: readonly string[] = [
  "quotes.price",
  "orders.get",
  "orders.addLine",
  "orders.updateLine",
  "invoices.create",
  "invoices.get",
  "invoices.cancel",
  "invoices.correctHeader",
  "sharing.quotation",
  "sharing.shareQuotation",
  "sharing.mailQuotation",
  "sharing.mailInvoice",
  "cutting.orderPlan",
  "cutting.markCut",
  "cutting.planJob",
];
export const WHOLE_ORDER_BATCH_MESSAGE =
  "A batch may carry one call that works on a whole order or quote; send the others on their own";
/** How deep a request body may nest: our deepest schema needs 4. */
export const MAX_DEPTH = 16;

/** GST began on 1 July 2017: no Kerf document is dated before it. */
export const EARLIEST_DATE = "2017-07-01";

const HIGH = 0xd800;
const LOW = 0xdc00;
const END = 0xe000;

/**
 * Whether a string can be stored and sent as it is: no NUL (PostgreSQL refuses it in text) and no
 * unpaired UTF-16 surrogate (it has no UTF-8 form). One pass, no regular expression.
 */
export function isCleanText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c < HIGH || c >= END) continue;
    if (c >= LOW) return false;
    const next = text.charCodeAt(i + 1);
    if (!(next >= LOW && next < END)) return false;
    i++;
  }
  return true;
}

export function badTextMessage(field: string): string {
  return `${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`;
}

export interface InputProblem {
  /** The field, as a dotted path ("lines.3.materialType"); "body" for the whole input. */
  field: string;
  message: string;
}

interface Node {
  value: unknown;
  parent: Node | null;
  key: string;
  depth: number;
}

/** "lines.3.materialType": built only for the field that is reported. */
function pathOf(node: Node, root: string): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.length === 0 ? root : keys.reverse().join(".");
}

/**
 * The first string (key or value) that is not clean text, or the first place nested deeper than
 * MAX_DEPTH, in a parsed JSON input. Runs before any schema, so every path and procedure refuses them
 * the same way, naming the field. One pass, no recursion, nothing built for what is fine.
 */
export function findInputProblem(value: unknown, root = "body"): InputProblem | null {
  const stack: Node[] = [{ value, parent: null, key: "", depth: 0 }];
  const problem = (node: Node, what: (field: string) => string) => {
    const field = pathOf(node, root);
    return { field, message: what(field) };
  };
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === "string") {
      if (!isCleanText(node.value)) return problem(node, badTextMessage);
      continue;
    }
    if (typeof node.value !== "object" || node.value === null) continue;
    if (node.depth >= MAX_DEPTH) return problem(node, (field) => `${field} is nested too deeply`);
    const depth = node.depth + 1;
    if (Array.isArray(node.value)) {
      for (let i = node.value.length - 1; i >= 0; i--) {
        const child = node.value[i];
        if (typeof child === "string" || (typeof child === "object" && child !== null)) {
          stack.push({ value: child, parent: node, key: String(i), depth });
        }
      }
      continue;
    }
    const object = node.value as Record<string, unknown>;
    for (const key in object) {
      if (!isCleanText(key)) return problem({ value: undefined, parent: node, key, depth }, badTextMessage);
      const child = object[key];
      if (typeof child === "string" || (typeof child === "object" && child !== null)) {
        stack.push({ value: child, parent: node, key, depth });
      }
    }
  }
  return null;
}

/** Whether a quote's payable (a decimal string of rupees) fits an invoice's payable column. */
export function payableFits(payable: string): boolean {
  const d = parseDecimal(payable);
  return d !== null && compareDecimal(d, { m: PAYABLE_LIMIT_RUPEES, k: 0 }) < 0;
}
