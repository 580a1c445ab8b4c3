import { z } from "zod";
import type { Reference } from "./route-doc";

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

const TARGET = "draft-2020-12";
export const COMPONENTS = "#/components/schemas/";

const FORMATS_WITH_VALIDATORS = new Set(["uuid", "date-time", "date", "email"]);

/**
 * Keeps the schemas readable: a known `format` says what zod's long pattern says, and the bounds of a
 * safe integer say nothing.
 */
function tidy({ jsonSchema }: { jsonSchema: Record<string, unknown> }): void {
  if (typeof jsonSchema.format === "string" && FORMATS_WITH_VALIDATORS.has(jsonSchema.format)) {
    delete jsonSchema.pattern;
  }
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
}

/** A published file's JSON Schema inside the document: its own `$schema` line dropped. */
export function withoutDialect(schema: Record<string, unknown>): JsonSchema {
  const { $schema: _s, ...rest } = schema;
  return rest;
}

/** Replaces every `$ref` of the form `#/$defs/X` by `rename(X)`. */
function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, rename));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
        ? rename(v.slice("#/$defs/".length))
        : rewriteRefs(v, rename);
  }
  return out;
}

/** Turns zod schemas into the document's schemas; the named records become shared components. */
export class SchemaConverter {
  private readonly registry = z.registry<{ id: string }>();
  readonly components: Record<string, JsonSchema> = {};

  constructor(named: Record<string, z.ZodType>) {
    for (const [id, schema] of Object.entries(named)) this.registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(this.registry, {
      target: TARGET,
      io: "output",
      unrepresentable: "any",
      override: tidy,
      uri: (id) => `${COMPONENTS}${id}`,
    });
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
      this.components[id] = rest;
    }
  }

  /** A schema as embedded in the document: no $schema, and any $defs moved to the components. */
  private embed(schema: JsonSchema, prefix: string): JsonSchema {
    const { $schema: _s, $defs, ...rest } = schema;
    const rename = (name: string) => (name in this.components ? name : `${prefix}_${name}`);
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      if (!(name in this.components)) {
        this.components[rename(name)] = rewriteRefs(def, (n) => `${COMPONENTS}${rename(n)}`) as JsonSchema;
      }
    }
    return rewriteRefs(rest, (n) => `${COMPONENTS}${rename(n)}`) as JsonSchema;
  }

  /** What the server answers: the schema's output, with the named records by reference. */
  output(schema: z.ZodType, prefix: string): JsonSchema {
    return this.embed(
      z.toJSONSchema(schema, {
        target: TARGET,
        io: "output",
        unrepresentable: "any",
        override: tidy,
        metadata: this.registry,
      }) as JsonSchema,
      prefix,
    );
  }
}

/** Marks the fields that name a record, in every branch of the schema, with `x-references`. */
export function markReferences(
  schema: JsonSchema,
  references: Record<string, Reference> | undefined,
): JsonSchema {
  if (!references) return schema;
  const out: JsonSchema = { ...schema };
  if (out.type === "object" && out.properties) {
    const properties = { ...(out.properties as Record<string, JsonSchema>) };
    for (const [key, ref] of Object.entries(references)) {
      // "operations[].name": a field of each element of a list.
      const [head, inner] = key.split("[].");
      const list = properties[head!];
      if (inner && list?.items) {
        properties[head!] = { ...list, items: markReferences(list.items as JsonSchema, { [inner]: ref }) };
        continue;
      }
      if (properties[key]) {
        properties[key] = {
          ...properties[key],
          "x-references": { schema: `${COMPONENTS}${ref.record}`, property: ref.by },
        };
      }
    }
    out.properties = properties;
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(out[key]))
      out[key] = (out[key] as JsonSchema[]).map((s) => markReferences(s, references));
  }
  return out;
}
