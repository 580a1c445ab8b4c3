import { type JsonSchema, NOT_BLANK, refusedWith, TAKES, type TakesRule } from "@kerf/core";
import { z } from "zod";

// What zod's own JSON Schema of a request (z.toJSONSchema, through zod-openapi) cannot say by itself:
// each rule's message, text read trimmed, and what takes() (core) says of a transform or refinement. A
// transform or refinement without takes() stops the server's start, so no rule is left out unseen.

type Schema = z.core.$ZodType;
type Def = { type: string; checks?: z.core.$ZodCheck[]; error?: unknown } & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The JSON Schema keyword that says each kind of check, for the list of messages. */
const KEYWORD: Record<string, string> = {
  max_length: "maxLength",
  length_equals: "minLength, maxLength",
  greater_than: "minimum",
  less_than: "maximum",
  multiple_of: "multipleOf",
};
/** What the schema's own message answers (a missing or mistyped value), by its type. */
const OWN: Record<string, string> = { string: "required, type", number: "type", enum: "enum", union: "type" };
/** Formats whose name says what zod's long pattern says. */
const KNOWN_FORMATS = new Set(["uuid", "date-time", "date", "email"]);

/** The static message of a schema or check, if it has one. */
function messageOf(def: { error?: unknown }): string | undefined {
  if (typeof def.error !== "function") return undefined;
  const out = def.error({ code: "invalid_type", input: undefined });
  return typeof out === "string" ? out : (out as { message?: string } | undefined)?.message;
}

/** `^...$` read on trimmed text: the same pattern with white space allowed around it. */
const aroundSpaces = (p: string) =>
  p.startsWith("^") && p.endsWith("$") && !p.endsWith("\\$") ? `^\\s*(?:${p.slice(1, -1)})\\s*$` : p;

function join(...parts: unknown[]): string | undefined {
  const texts = parts.filter((p): p is string => typeof p === "string" && p !== "");
  return (
    texts.map((t, i) => (i < texts.length - 1 && !/[.!?:)]$/.test(t) ? `${t}.` : t)).join(" ") || undefined
  );
}

/** The messages of a schema's rules, by the keyword each is said with; trimmed text made exact in place. */
function rules(def: Def, json: JsonSchema): Record<string, string> {
  const checks = (def.checks ?? []).map((c) => c._zod.def as unknown as Def);
  const said: Record<string, string | undefined> = { [OWN[def.type] ?? "type"]: messageOf(def) };
  const trimmed = checks.some(
    (c) => c.check === "overwrite" && (c.tx as (v: string) => string)("  a ") === "a",
  );
  for (const check of def.format ? [def, ...checks] : checks) {
    const kind = String(check.check);
    if (kind === "min_length" && trimmed && check.minimum === 1) {
      // Blank text is refused once trimmed: "not blank", unless a pattern already says so.
      delete json.minLength;
      said.blank = messageOf(check);
    } else if (kind === "min_length")
      said[def.type === "array" ? "minItems" : "minLength"] = messageOf(check);
    else if (kind === "max_length" && def.type === "array") said.maxItems = messageOf(check);
    else if (kind === "string_format")
      said[check.format === "regex" ? "pattern" : "format"] = messageOf(check);
    else if (KEYWORD[kind]) said[KEYWORD[kind]] = messageOf(check);
  }
  // A format's own pattern (an e-mail's) is left as zod wrote it; one already read around spaces too.
  if (trimmed && !json.format) {
    const patterns = [json.pattern, ...((json.allOf as JsonSchema[] | undefined) ?? []).map((p) => p.pattern)]
      .filter((p): p is string => typeof p === "string")
      .map((p) => (p.startsWith("^\\s*") ? p : aroundSpaces(p)));
    if (said.blank && !patterns.some((p) => !new RegExp(p, "u").test(" "))) patterns.unshift(NOT_BLANK);
    delete json.allOf;
    delete json.pattern;
    if (patterns.length === 1) json.pattern = patterns[0];
    if (patterns.length > 1) json.allOf = patterns.map((pattern) => ({ pattern }));
  }
  safeBounds(json);
  return Object.fromEntries(Object.entries(said).filter(([, m]) => m)) as Record<string, string>;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

/** The schema a wrapper (or a pipe, as a request reads it) wraps. */
function innerOf(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return def.innerType as Schema;
  if (def.type !== "pipe") return undefined;
  return (defOf(def.in as Schema).type === "transform" ? def.out : def.in) as Schema;
}

/** A safe integer's bounds say nothing a client needs. */
function safeBounds(json: JsonSchema): void {
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
}

/** What takes() says of the schema: merged over what zod derived, or made by it from that. */
function applyRule(derived: JsonSchema, rule: TakesRule): JsonSchema {
  if (typeof rule === "function") return rule(derived);
  const merged: JsonSchema = { ...derived, ...rule, description: derived.description };
  if (derived.anyOf && rule.anyOf) {
    delete merged.anyOf;
    merged.allOf = [{ anyOf: derived.anyOf }, { anyOf: rule.anyOf }];
  }
  if (!merged.description) delete merged.description;
  return merged;
}

type Context = {
  zodSchema: Schema;
  jsonSchema: JsonSchema;
  io: "input" | "output";
  path: (string | number)[];
};

/**
 * The override of the document's schemas. Requests (io input) get each rule's message and what takes()
 * says; answers only lose what says nothing (a known format's long pattern, a safe integer's bounds).
 * `unseen()` names the transforms and refinements no takes() covers (one on a clone's original counts).
 */
export function exactSchemas() {
  const blind = new Map<Schema, string>();
  const covered = new Set<Schema>();
  /** What each schema's description came to, for a .describe() around it. */
  const said = new Map<Schema | undefined, string>();
  const override = ({ zodSchema, jsonSchema, io, path }: Context): void => {
    const def = defOf(zodSchema);
    if (io === "output") {
      if (typeof jsonSchema.format === "string" && KNOWN_FORMATS.has(jsonSchema.format))
        delete jsonSchema.pattern;
      safeBounds(jsonSchema);
      return;
    }
    const rule = TAKES.get(zodSchema)?.rule;
    for (let p: Schema | undefined = zodSchema; rule && p; p = p._zod.parent) covered.add(p);
    const transforms =
      def.type === "transform" || (def.type === "pipe" && defOf(def.out as Schema).type === "transform");
    const refines = (def.checks ?? []).some((c) => (c._zod.def as { check: string }).check === "custom");
    if (!rule && (transforms || refines))
      blind.set(zodSchema, `${path.join("/")}: a ${transforms ? "transform" : "refinement"}`);
    if (def.type === "default") jsonSchema.default = structuredClone(def.defaultValue);
    if (def.type === "union") bareTypes(jsonSchema);
    const messages = rules(def, jsonSchema);
    // A rule that says its own messages says them instead of what is derived. The schema's .describe()
    // goes first; zod lets it replace what the schema it wraps said, so that is said again after it.
    const described = z.globalRegistry.get(zodSchema)?.description;
    const own = rule && typeof rule === "object" && rule.description;
    const description = own
      ? join(described, own)
      : described
        ? join(described, said.get(innerOf(zodSchema)) ?? refusedWith(messages))
        : join(jsonSchema.description, refusedWith(messages));
    let out: JsonSchema = { ...jsonSchema, description };
    if (!out.description) delete out.description;
    if (rule) out = applyRule(out, rule);
    if (typeof out.description === "string") said.set(zodSchema, out.description);
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, out);
  };
  const unseen = () => [...blind].filter(([schema]) => !covered.has(schema)).map(([, what]) => what);
  return { override, unseen };
}

/** A union of bare types reads best as one type list (zod does it too, unless the union says more). */
function bareTypes(json: JsonSchema): void {
  const branches = json.anyOf as JsonSchema[] | undefined;
  if (!branches?.every((b) => Object.keys(b).length === 1 && typeof b.type === "string")) return;
  delete json.anyOf;
  json.type = branches.map((b) => b.type);
}

/** Each intersection of two objects (a body in two parts) as one object: their properties and rules together. */
export function mergeObjects(json: JsonSchema): void {
  for (const value of Object.values(json))
    for (const inner of [value].flat())
      if (inner && typeof inner === "object") mergeObjects(inner as JsonSchema);
  const [a, b, ...more] = (json.allOf as JsonSchema[] | undefined) ?? [];
  if (a?.type !== "object" || b?.type !== "object" || more.length > 0) return;
  const rules = [a, b].filter((s) => s.anyOf || s.if || s.allOf);
  const pick = ({ anyOf, if: cond, then, allOf }: JsonSchema) => ({
    ...(anyOf ? { anyOf } : {}),
    ...(cond ? { if: cond, then } : {}),
    ...(allOf ? { allOf } : {}),
  });
  delete json.allOf;
  Object.assign(json, a, b, rules.length === 2 ? { allOf: rules.map(pick) } : {}, {
    properties: { ...(a.properties as object), ...(b.properties as object) },
    required: [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])],
    description: join(a.description, b.description, json.description),
  });
  if (rules.length === 2) for (const key of ["anyOf", "if", "then"]) delete json[key];
  if (!json.description) delete json.description;
  if ((json.required as string[]).length === 0) delete json.required;
}
