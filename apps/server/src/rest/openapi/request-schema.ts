import { type JsonSchema, NOT_BLANK, TAKES } from "@kerf/core";
import { z } from "zod";
import { applyRule, aroundSpaces, intersect, isTrim, messageOf, withMessages } from "./schema-parts";

// The request schemas of the REST document, derived from the zod schemas the routes parse with. Every
// rule is said: zod's own checks map to JSON Schema keywords (with their messages in `description`), and a
// transform or refinement, which zod cannot describe, must carry its JSON Schema from `takes` (core) next
// to the rule: one without it stops the server's start, so no rule is left out of the document unseen.

type AnyDef = Record<string, unknown> & { type: string; checks?: z.core.$ZodCheck[] };
type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as AnyDef;

class Walker {
  constructor(private readonly where: string) {}

  private unexpressed(path: string[], what: string): never {
    throw new Error(
      `${this.where} ${path.join(".") || "(body)"}: ${what} that the OpenAPI document cannot see; say what it takes with takes() (@kerf/core) next to the rule`,
    );
  }

  walk(schema: Schema, path: string[] = []): JsonSchema {
    const rule = TAKES.get(schema)?.rule;
    const derived = this.base(schema, path, rule !== undefined);
    return applyRule(derived, rule, z.globalRegistry.get(schema)?.description);
  }

  private base(schema: Schema, path: string[], hasRule: boolean): JsonSchema {
    const def = defOf(schema);
    if (!hasRule && def.checks?.some((c) => c._zod.def.check === "custom")) {
      this.unexpressed(path, "a refinement");
    }
    switch (def.type) {
      case "string":
        return this.string([def], path);
      case "number":
        return this.number(def);
      case "boolean":
        return { type: "boolean" };
      case "null":
        return { type: "null" };
      case "literal": {
        const values = def.values as unknown[];
        return values.length === 1 ? { const: values[0] } : { enum: values };
      }
      case "enum":
        return withMessages(
          { type: "string", enum: Object.values(def.entries as object) },
          { enum: messageOf(def) },
        );
      case "object":
        return this.object(def, path);
      case "array": {
        const out: JsonSchema = { type: "array", items: this.walk(def.element as Schema, [...path, "*"]) };
        const messages: Record<string, string | undefined> = {};
        for (const check of def.checks ?? []) {
          const c = check._zod.def as unknown as AnyDef;
          if (c.check === "min_length") out.minItems = c.minimum;
          if (c.check === "max_length") out.maxItems = c.maximum;
          messages[c.check === "min_length" ? "minItems" : "maxItems"] = messageOf(c);
        }
        return withMessages(out, messages);
      }
      case "record":
        return { type: "object", additionalProperties: this.walk(def.valueType as Schema, [...path, "*"]) };
      case "unknown":
      case "any":
        return {};
      case "never":
        return { not: {} };
      case "optional":
      case "nonoptional":
      case "readonly":
        return this.walk(def.innerType as Schema, path);
      case "nullable": {
        const inner = this.walk(def.innerType as Schema, path);
        return { anyOf: [inner, { type: "null" }] };
      }
      case "default":
      case "prefault": {
        const inner = this.walk(def.innerType as Schema, path);
        return { ...inner, default: structuredClone(def.defaultValue) };
      }
      case "union": {
        // A Date (tRPC) never comes in JSON.
        const branches = (def.options as Schema[])
          .filter((o) => defOf(o).type !== "date")
          .map((o) => this.walk(o, path));
        if (branches.length === 1) return withMessages(branches[0]!, { type: messageOf(def) });
        const key = def.inclusive === false ? "oneOf" : "anyOf";
        // Bare types ("a string or a number") read best as one type list.
        const bare = branches.every(
          (b) => Object.keys(b).every((k) => k === "type") && typeof b.type === "string",
        );
        const union = bare ? { type: branches.map((b) => b.type) } : { [key]: branches };
        return withMessages(union, { type: messageOf(def) });
      }
      case "intersection":
        return intersect(this.walk(def.left as Schema, path), this.walk(def.right as Schema, path));
      case "pipe":
        return this.pipe(def, path, hasRule);
      case "transform":
      case "date":
        if (!hasRule) this.unexpressed(path, def.type === "date" ? "a Date" : "a transform");
        return {};
      default:
        return this.unexpressed(path, `a zod ${def.type}`);
    }
  }

  private pipe(def: AnyDef, path: string[], hasRule: boolean): JsonSchema {
    const input = def.in as Schema;
    const output = def.out as Schema;
    // z.preprocess: what is sent must satisfy the schema after it (its own takes() says any more).
    if (defOf(input).type === "transform") return this.walk(output, path);
    if (defOf(output).type === "transform") {
      if (!hasRule) this.unexpressed(path, "a transform");
      return this.walk(input, path);
    }
    // Two string schemas one after the other: one string with both's rules.
    const [a, b] = [defOf(input), defOf(output)];
    const [ruleA, ruleB] = [TAKES.get(input)?.rule, TAKES.get(output)?.rule];
    if (
      a.type === "string" &&
      b.type === "string" &&
      typeof ruleA !== "function" &&
      typeof ruleB !== "function"
    ) {
      for (const [d, r] of [
        [a, ruleA],
        [b, ruleB],
      ] as const) {
        if (!r && d.checks?.some((c) => c._zod.def.check === "custom"))
          this.unexpressed(path, "a refinement");
      }
      return applyRule(applyRule(this.string([a, b], path), ruleA, undefined), ruleB, undefined);
    }
    return intersect(this.walk(input, path), this.walk(output, path));
  }

  /** One or more string schemas applied in turn (a pipe of strings). */
  private string(defs: AnyDef[], path: string[]): JsonSchema {
    const out: JsonSchema = { type: "string" };
    const patterns: string[] = [];
    const messages: Record<string, string | undefined> = { "required, type": messageOf(defs[0]!) };
    let trimmed = false;
    for (const def of defs) {
      const checks = def.format
        ? [def, ...(def.checks ?? []).map((c) => c._zod.def)]
        : (def.checks ?? []).map((c) => c._zod.def);
      for (const check of checks as unknown as AnyDef[]) {
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
            this.unexpressed(path, `a string check ${String(check.check)}`);
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

  private number(def: AnyDef): JsonSchema {
    const out: JsonSchema = { type: "number" };
    const messages: Record<string, string | undefined> = { type: messageOf(def) };
    for (const check of (def.checks ?? []).map((c) => c._zod.def) as unknown as AnyDef[]) {
      if (check.check === "number_format") out.type = "integer";
      if (check.check === "greater_than") out[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
      if (check.check === "less_than") out[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
      if (check.check === "multiple_of") out.multipleOf = check.value;
      const keyword = { greater_than: "minimum", less_than: "maximum", multiple_of: "multipleOf" }[
        String(check.check)
      ];
      if (keyword) messages[keyword] = messageOf(check);
    }
    if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
    if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
    return withMessages(out, messages);
  }

  private object(def: AnyDef, path: string[]): JsonSchema {
    const shape = def.shape as Record<string, Schema>;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, value] of Object.entries(shape)) {
      properties[key] = this.walk(value, [...path, key]);
      // Exactly what the server does with a key left out.
      if (!z.safeParse(value, undefined).success) required.push(key);
    }
    const out: JsonSchema = { type: "object", properties };
    if (required.length > 0) out.required = required;
    const catchall = def.catchall as Schema | undefined;
    if (catchall && defOf(catchall).type === "never") out.additionalProperties = false;
    return out;
  }
}

/** The JSON Schema of what a client may send, for the route `where` (named in the error of a rule left out). */
export function requestSchema(schema: z.ZodType, where: string): JsonSchema {
  return new Walker(where).walk(schema);
}
