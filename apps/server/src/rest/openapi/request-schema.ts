import { type JsonSchema, NOT_BLANK, TAKES } from "@kerf/core";
import { z } from "zod";
import { applyRule, aroundSpaces, intersect, isTrim, messageOf, withMessages } from "./schema-parts";

// The request schemas of the REST document: zod's own z.toJSONSchema of what a client may send (io:
// input), with one override per schema for what JSON Schema cannot take from zod: each rule's message (in
// `description`), text read trimmed, two string schemas piped into one, and the JSON Schema that `takes`
// (core) gives a transform or refinement. One without it stops the server's start, so no rule is left out
// of the document unseen.

type Def = { type: string; checks?: z.core.$ZodCheck[] } & Record<string, unknown>;
type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def as unknown as Def);

/**
 * The override: what zod derived, made exact in place (the parents hold this very object). A rule zod
 * cannot see, on a schema with no `takes`, goes to `blind` (zod also converts the schemas that `.describe`
 * and `.refine` cloned, whose child may carry the `takes`: the caller keeps those that none covers).
 */
function exact(blind: Map<Schema, string>, covered: Set<Schema>) {
  return ({ zodSchema, jsonSchema }: { zodSchema: Schema; jsonSchema: JsonSchema }) => {
    const def = defOf(zodSchema);
    const rule = TAKES.get(zodSchema)?.rule;
    for (let p: Schema | undefined = zodSchema; rule && p; p = p._zod.parent) covered.add(p);
    const unexpressed = (what: string) => blind.set(zodSchema, what);
    if (!rule && checksOf(def).some((c) => c.check === "custom")) unexpressed("a refinement");
    if (!rule && def.type === "transform") unexpressed("a transform");
    const pipe = def.type === "pipe" ? [defOf(def.in as Schema), defOf(def.out as Schema)] : [];
    if (!rule && pipe[1]?.type === "transform" && pipe[0]?.type !== "transform") unexpressed("a transform");
    const strings = def.type === "string" ? [def] : pipe.every((d) => d.type === "string") ? pipe : [];
    let derived: JsonSchema = { ...jsonSchema };
    if (strings.length > 0) {
      derived = string(strings, unexpressed);
      for (const part of pipe.length > 0 ? [def.in, def.out] : []) {
        derived = applyRule(derived, TAKES.get(part as Schema)?.rule, undefined);
      }
    } else if (def.type === "number") {
      if (derived.maximum === Number.MAX_SAFE_INTEGER) delete derived.maximum;
      if (derived.minimum === Number.MIN_SAFE_INTEGER) delete derived.minimum;
      derived = withMessages(derived, numberMessages(def));
    } else if (def.type === "enum") {
      derived = withMessages(derived, { enum: messageOf(def) });
    } else if (def.type === "array") {
      const messages: Record<string, string | undefined> = {};
      for (const c of checksOf(def))
        messages[c.check === "min_length" ? "minItems" : "maxItems"] = messageOf(c);
      derived = withMessages(derived, messages);
    } else if (def.type === "union") {
      derived = union(def, derived);
    } else if (def.type === "intersection") {
      // Merged once the whole is made (mergeIntersections): a part zod met earlier is made exact after.
      derived = { ...derived, allOf: [...(derived.allOf as JsonSchema[])], [MERGE]: true };
    } else if (def.type === "default") {
      // zod leaves it out of a transformed input; what is taken when left out is still worth saying.
      derived.default = structuredClone(def.defaultValue);
    }
    // The schema's own description (`.describe`) goes before what its inner schemas say.
    replace(jsonSchema, applyRule(derived, rule, z.globalRegistry.get(zodSchema)?.description));
  };
}

const MERGE = "x-merge-parts";

/** Each intersection of two objects as one object (their properties and rules together), inner ones first. */
function mergeIntersections(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mergeIntersections);
  if (value === null || typeof value !== "object") return value;
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mergeIntersections(v)]));
  if (!out[MERGE]) return out;
  const { [MERGE]: _m, allOf, ...rest } = out;
  const [a, b] = allOf as JsonSchema[];
  return applyRule(intersect(a!, b!), rest, undefined);
}

function replace(target: JsonSchema, source: JsonSchema): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** A union as sent in JSON: a Date branch (tRPC) never is; bare types read best as one type list. */
function union(def: Def, derived: JsonSchema): JsonSchema {
  const key = def.inclusive === false ? "oneOf" : "anyOf";
  const options = def.options as Schema[];
  const branches = (derived[key] as JsonSchema[]).filter((_, i) => defOf(options[i]!).type !== "date");
  const { [key]: _all, ...rest } = derived;
  const message = { type: messageOf(def) };
  if (branches.length === 1) return withMessages({ ...branches[0]!, ...rest }, message);
  const bare = branches.every((b) => Object.keys(b).every((k) => k === "type") && typeof b.type === "string");
  return withMessages(
    { ...rest, ...(bare ? { type: branches.map((b) => b.type) } : { [key]: branches }) },
    message,
  );
}

function numberMessages(def: Def): Record<string, string | undefined> {
  const messages: Record<string, string | undefined> = { type: messageOf(def) };
  const keywords: Record<string, string> = {
    greater_than: "minimum",
    less_than: "maximum",
    multiple_of: "multipleOf",
  };
  for (const c of checksOf(def)) {
    const keyword = keywords[String(c.check)];
    if (keyword) messages[keyword] = messageOf(c);
  }
  return messages;
}

/**
 * One or more string schemas applied in turn (a pipe of strings): zod's JSON Schema of a pipe says only
 * its first, and text read trimmed takes white space around it (" a " passes `min(1)` and `^a$`).
 */
function string(defs: Def[], unexpressed: (what: string) => unknown): JsonSchema {
  const out: JsonSchema = { type: "string" };
  const patterns: string[] = [];
  const messages: Record<string, string | undefined> = { "required, type": messageOf(defs[0]!) };
  let trimmed = false;
  for (const def of defs) {
    for (const check of def.format ? [def, ...checksOf(def)] : checksOf(def)) {
      switch (check.check) {
        case "overwrite":
          if (isTrim(check.tx as (v: string) => string)) trimmed = true;
          break;
        case "min_length":
          if (trimmed && check.minimum === 1) {
            patterns.push(NOT_BLANK);
            messages.blank = messageOf(check);
          } else {
            out.minLength = Math.max(Number(out.minLength ?? 0), check.minimum as number);
            messages.minLength = messageOf(check);
          }
          break;
        case "max_length":
          out.maxLength = Math.min(Number(out.maxLength ?? Infinity), check.maximum as number);
          messages.maxLength = messageOf(check);
          break;
        case "length_equals":
          out.minLength = out.maxLength = check.length;
          messages["minLength, maxLength"] = messageOf(check);
          break;
        case "string_format": {
          const source = (check.pattern as RegExp | undefined)?.source;
          if (check.format === "regex") {
            patterns.push(trimmed ? aroundSpaces(source!) : source!);
            messages.pattern = messageOf(check);
          } else {
            out.format = check.format === "datetime" ? "date-time" : check.format;
            if (source) patterns.push(source);
            messages.format = messageOf(check);
          }
          break;
        }
        case "custom":
          break;
        default:
          unexpressed(`a string check ${String(check.check)}`);
      }
    }
  }
  // "Not blank" says nothing more when another pattern already refuses blank text.
  const others = patterns.filter((p) => p !== NOT_BLANK);
  const kept = others.some((p) => !new RegExp(p, "u").test("") && !new RegExp(p, "u").test(" "))
    ? others
    : patterns;
  if (kept.length === 1) out.pattern = kept[0];
  if (kept.length > 1) out.allOf = kept.map((pattern) => ({ pattern }));
  return withMessages(out, messages);
}

/** The JSON Schema of what a client may send, for the route `where` (named in the error of a rule left out). */
export function requestSchema(schema: z.ZodType, where: string): JsonSchema {
  const blind = new Map<Schema, string>();
  const covered = new Set<Schema>();
  const made = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    reused: "inline",
    // No metadata: each description is placed by the override, before the messages of what it wraps.
    metadata: z.registry(),
    override: exact(blind, covered) as never,
  }) as JsonSchema;
  const merged = mergeIntersections(made) as JsonSchema;
  for (const [unseen, what] of blind) {
    if (!covered.has(unseen)) {
      throw new Error(
        `${where}: ${what} that the OpenAPI document cannot see; say what it takes with takes() (@kerf/core) next to the rule`,
      );
    }
  }
  const { $schema: _s, ...rest } = merged;
  return rest;
}
