import { z } from "zod";

/** A JSON Schema (draft 2020-12) fragment, as the OpenAPI document's request schemas use it. */
export type JsonSchema = Record<string, unknown>;

/**
 * What a schema takes, said in JSON Schema where zod's own description of it cannot: a fragment merged
 * over what is derived from the schema, or a function of the derived schema that returns the whole.
 */
export type TakesRule = JsonSchema | ((derived: JsonSchema) => JsonSchema);

/** The rules `takes` attached, read by the OpenAPI document's request schemas (apps/server). */
export const TAKES = z.registry<{ rule: TakesRule }>();

/**
 * Says in JSON Schema what a transform, a refinement or a preprocess of `schema` accepts, next to the
 * rule itself, so that the REST document states every rule the server checks. Keywords JSON Schema has
 * no word for go under `x-` names, with the rule's message in `description`.
 */
export function takes<T extends z.ZodType>(schema: T, rule: TakesRule): T {
  TAKES.add(schema, { rule });
  return schema;
}

/** A string that may not be blank: at least one character other than white space. */
export const NOT_BLANK = "\\S";

/** A description naming each rule with the message it is refused with: rule -> message. */
export function refusedWith(messages: Record<string, string>): string {
  const parts = Object.entries(messages).map(([rule, message]) => `'${message}' (${rule})`);
  return parts.length === 0 ? "" : `Refused with ${parts.join("; ")}.`;
}
