import { type JsonSchema, refusedWith, type TakesRule } from "@kerf/core";

// The pieces request-schema.ts builds its JSON Schemas from: messages, patterns, and merging two schemas.

/** The static message of a schema or check, if it has one. */
export function messageOf(def: object): string | undefined {
  const error = (def as { error?: unknown }).error;
  if (typeof error !== "function") return undefined;
  const out = (error as (issue: unknown) => unknown)({ code: "invalid_type", input: undefined });
  if (typeof out === "string") return out;
  return typeof (out as { message?: unknown })?.message === "string"
    ? (out as { message: string }).message
    : undefined;
}

export const isTrim = (tx: (v: string) => string) => tx("  a ") === "a";

/** `^...$` read on trimmed text: the same pattern with white space allowed around it. */
export function aroundSpaces(pattern: string): string {
  return pattern.startsWith("^") && pattern.endsWith("$") && !pattern.endsWith("\\$")
    ? `^\\s*(?:${pattern.slice(1, -1)})\\s*$`
    : pattern;
}

/** The derived schema with what takes() says of the same schema: merged over it, or made by it. */
export function applyRule(
  derived: JsonSchema,
  rule: TakesRule | undefined,
  described: string | undefined,
): JsonSchema {
  if (described) derived = { ...derived, description: join(described, derived.description) };
  if (rule === undefined) return derived;
  if (typeof rule === "function") return rule(derived);
  const merged = { ...derived, ...rule };
  if (typeof rule.description === "string") merged.description = join(described, rule.description);
  if (derived.anyOf && rule.anyOf) {
    delete merged.anyOf;
    merged.allOf = [{ anyOf: derived.anyOf }, { anyOf: rule.anyOf }];
  }
  return merged;
}

function join(...parts: (unknown | undefined)[]): string | undefined {
  const texts = parts.filter((p): p is string => typeof p === "string" && p !== "");
  const text = texts.map((t, i) => (i < texts.length - 1 && !/[.!?:)]$/.test(t) ? `${t}.` : t)).join(" ");
  return text || undefined;
}

export function withMessages(schema: JsonSchema, messages: Record<string, string | undefined>): JsonSchema {
  const known = Object.fromEntries(Object.entries(messages).filter(([, m]) => m !== undefined)) as Record<
    string,
    string
  >;
  const description = refusedWith(known);
  return description ? { ...schema, description: join(schema.description, description) } : schema;
}

/** Both schemas at once: two objects become one (their properties and rules together). */
export function intersect(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (a.type !== "object" || b.type !== "object") return { allOf: [a, b] };
  const out: JsonSchema = { ...a, ...b };
  out.properties = { ...(a.properties as object), ...(b.properties as object) };
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  if (required.length > 0) out.required = required;
  const rules = [a, b].filter((s) => s.anyOf || s.if || s.allOf);
  if (rules.length === 2) {
    for (const key of ["anyOf", "if", "then", "allOf"]) delete out[key];
    out.allOf = rules.map(({ anyOf, if: cond, then, allOf }) => ({
      ...(anyOf ? { anyOf } : {}),
      ...(cond ? { if: cond, then } : {}),
      ...(allOf ? { allOf } : {}),
    }));
  }
  const description = join(a.description, b.description);
  if (description) out.description = description;
  return out;
}
