import { pieceLineSchema, type Unit, ZQuoteRequest } from "@kerf/core";
import { z } from "zod";
import { compileFn } from "zod/v4/core";

// zod's runtime parser walked a 2,000-line quote in about 20 ms of CPU; the parser z.compile generates
// does it in a few. Only the server compiles (it builds code with new Function, which the web app's
// CSP forbids). Strict: a schema change the generator cannot model fails every test at once rather
// than quietly slowing the server down again.

/**
 * tRPC parses an input with parseAsync, which bypasses a generated fast path; no schema of ours is async,
 * so parseAsync may run the synchronous parse.
 */
function parsedSynchronously<T extends z.ZodType>(schema: T): T {
  (schema as z.ZodType).parseAsync = async (data: unknown) => schema.parse(data);
  return schema;
}

/** The quote request with a generated fast path; a request that fails gets the runtime's messages. */
export const ZCompiledQuoteRequest = parsedSynchronously(z.compile(ZQuoteRequest, { strict: true }));

const LINE_SCHEMAS = new Map<Unit, ReturnType<typeof pieceLineSchema>>();

/**
 * pieceLineSchema(unit) with a generated fast path for a line that passes. z.compile refuses the line's
 * cross-field rules that run whatever else fails, so the fast path is generated from the variant that
 * runs them only on a passing line (the same answer there); a line the fast path refuses is parsed again
 * by the full schema's runtime, so its messages are exactly the order page's.
 */
export function compiledPieceLineSchema(unit: Unit): ReturnType<typeof pieceLineSchema> {
  let schema = LINE_SCHEMAS.get(unit);
  if (!schema) {
    const fast = compileFn(pieceLineSchema(unit, { crossFieldsAlways: false }));
    schema = z.withParser(pieceLineSchema(unit), fast);
    LINE_SCHEMAS.set(unit, schema);
  }
  return schema;
}
