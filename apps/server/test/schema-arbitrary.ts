// fast-check arbitraries derived from the REST document's JSON Schemas: bodies valid per the document
// (the x- keywords honoured as a client reading them would), and bodies made invalid by one change.

import { gstinCheckCharacter, type JsonSchema, parseSize } from "@kerf/core";
import fc from "fast-check";

/** Where a field naming a record gets its value: the test's current record of that kind. */
export const REFERENCE = "\u0000ref:";

type Arb = fc.Arbitrary<unknown>;

const DAY = 86_400_000;
const EARLIEST = Date.UTC(2017, 6, 1);

/** Days inside the document's date window (from 2017-07-01 to a year ahead; today is always inside). */
const windowDate = () => fc.integer({ min: EARLIEST, max: Date.now() + 300 * DAY }).map((t) => new Date(t));

function merge(base: JsonSchema, extra: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...base, ...extra };
  if (base.properties || extra.properties) {
    const a = (base.properties ?? {}) as Record<string, JsonSchema>;
    const b = (extra.properties ?? {}) as Record<string, JsonSchema>;
    out.properties = { ...a };
    for (const [key, value] of Object.entries(b))
      (out.properties as Record<string, JsonSchema>)[key] = a[key] ? merge(a[key], value) : value;
  }
  if (base.required || extra.required) {
    out.required = [
      ...new Set([...((base.required as string[]) ?? []), ...((extra.required as string[]) ?? [])]),
    ];
  }
  if (base.pattern && extra.pattern && base.pattern !== extra.pattern) {
    // Generated from one pattern; the test discards what the others refuse.
    out.pattern = base.pattern;
    out.alsoMatches = [...((base.alsoMatches as string[]) ?? []), extra.pattern];
  }
  return out;
}

/** Images that decode (2 x 2 pixels), for a field with `x-decoded-image`: the server decodes it. */
const DECODED_IMAGES = [
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOQ9bsh63eDAUIBACB2BQ1KvSb5AAAAAElFTkSuQmCC",
  "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfAKwLP//Z",
];

function string(schema: JsonSchema): Arb {
  if (schema["x-decoded-image"]) return fc.constantFrom(...DECODED_IMAGES);
  const min = (schema.minLength as number) ?? 0;
  const max = (schema.maxLength as number) ?? 40;
  let arb: fc.Arbitrary<string>;
  if (schema.format === "email") {
    arb = fc.emailAddress();
  } else if (schema.format === "date") {
    arb = windowDate().map((d) => d.toISOString().slice(0, 10));
  } else if (schema.format === "date-time") {
    arb = windowDate().map((d) => d.toISOString());
  } else if (typeof schema.pattern === "string") {
    arb = fc.stringMatching(new RegExp(schema.pattern));
  } else {
    arb = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) });
  }
  const check = schema["x-check-character"];
  if (check) {
    // The check character the document describes, computed over the first 14 characters.
    arb = arb.map((s) => {
      const core = s.trim();
      return core.length === 15 ? `${core.slice(0, 14)}${gstinCheckCharacter(core.slice(0, 14))}` : s;
    });
  }
  // No filter: a value that breaks another rule (a second pattern, a length) is discarded by the test,
  // which sends only what the document's own validator accepts.
  return arb;
}

function number(schema: JsonSchema, integer: boolean): Arb {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const step = integer ? 1 : ((schema.multipleOf as number | undefined) ?? 0);
  const min = Math.max((schema.minimum as number) ?? -1e6, exclusive ?? -Infinity);
  const max = Math.min((schema.maximum as number) ?? 1e6, 1e12);
  if (step > 0) {
    const scale = Math.round(1 / step);
    const lo = Math.ceil(min * scale + (exclusive !== undefined ? 1e-9 : 0));
    return fc
      .oneof(
        fc.integer({ min: lo, max: Math.min(lo + 1000, Math.floor(max * scale)) }),
        fc.integer({ min: lo, max: Math.floor(max * scale) }),
      )
      .map((n) => (scale === 1 ? n : Number((n / scale).toFixed(String(scale).length - 1))));
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter((n) => exclusive === undefined || n > exclusive);
}

/** Bodies the document calls valid (before the x- keywords only a reader can honour: see `honour`). */
export function validArbitrary(schema: JsonSchema): Arb {
  if (schema["x-references"]) {
    const { schema: record, property } = schema["x-references"] as { schema: string; property: string };
    const key = `${record.split("/").pop()}/${property}`;
    // Now and then an id that names nothing: a 404, never a 400. A name must name a record (its rule).
    const current = fc.constant(`${REFERENCE}${key}`);
    if (property !== "_id") return current;
    return fc.oneof({ weight: 5, arbitrary: current }, { weight: 1, arbitrary: fc.uuid() });
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return validArbitrary((allOf as JsonSchema[]).reduce(merge, rest));
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    if (schema[key]) {
      const { [key]: branches, ...rest } = schema;
      return fc.oneof(...(branches as JsonSchema[]).map((b) => validArbitrary(merge(rest, b))));
    }
  }
  if (schema.if && schema.then) {
    const { if: _if, then, ...rest } = schema;
    return fc.oneof(validArbitrary(rest), validArbitrary(merge(rest, then as JsonSchema)));
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => validArbitrary({ ...schema, type })));
  }
  switch (schema.type) {
    case "string":
      return string(schema);
    case "number":
      return number(schema, false);
    case "integer":
      return number(schema, true);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validArbitrary(schema.items as JsonSchema), {
        minLength: (schema.minItems as number) ?? 0,
        maxLength: Math.min((schema.maxItems as number) ?? 3, 3),
      });
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[]) ?? []);
      const model: Record<string, Arb> = {};
      // A property the schema forbids ({not: {}}) is never sent.
      for (const [key, value] of Object.entries(properties))
        if (!value.not || Object.keys(value.not as object).length > 0) model[key] = validArbitrary(value);
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** What the x- keywords of a body's line ask (length not below width), as a client reading them does. */
export function honour(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const line = body as Record<string, unknown>;
  if (Array.isArray(line.pieces)) return honourJob(line);
  if (Array.isArray(line.matches)) return honourMatches(line);
  if (Array.isArray(line.versions)) return honourPriceList(line);
  const width = parseSize(line.widthForDisplay, "inch");
  const length = parseSize(line.lengthForDisplay, "inch");
  if (
    width.ok &&
    length.ok &&
    Number(width.inches.m) / 10 ** width.inches.k > Number(length.inches.m) / 10 ** length.inches.k
  ) {
    return { ...line, widthForDisplay: line.lengthForDisplay, lengthForDisplay: line.widthForDisplay };
  }
  return body;
}

/** A cutting job's x-unique-ids and x-max-total-quantity: ids made distinct, quantities cut to fit. */
function honourJob(job: Record<string, unknown>): unknown {
  const out = structuredClone(job) as Record<string, unknown>;
  for (const list of ["sheets", "pieces"]) {
    const items = out[list];
    if (!Array.isArray(items)) continue;
    const seen = new Set<unknown>();
    items.forEach((item: Record<string, unknown>, i) => {
      if (item && typeof item === "object" && seen.has(item.id))
        item.id = `${String(item.id).slice(0, 50)}~${i}`;
      seen.add(item?.id);
    });
  }
  // Each piece keeps at least 1, so a piece takes at most what is left after one for each piece after it.
  const pieces = (out.pieces as Record<string, unknown>[]).filter((p) => p && typeof p === "object");
  let left = 2000;
  pieces.forEach((piece, i) => {
    const q = typeof piece.quantity === "number" ? piece.quantity : 1;
    const most = Math.max(1, left - (pieces.length - i - 1));
    if (q > most) piece.quantity = most;
    left -= Math.min(q, most);
  });
  return out;
}

const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e15,
  0.001,
  "",
  " ",
  "x".repeat(1001),
  "abc",
  "12#9",
  "-5",
  {},
  [],
  "\u00a0",
];

/** A valid body with one change (a value replaced, or a key left out) somewhere in it. */
export function mutate(body: unknown): Arb {
  const paths: (string | number)[][] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, [...path, i]);
    } else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(body, []);
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(fc.constantFrom(...ODD_VALUES), fc.constant(undefined)))
    .map(([path, odd]) => {
      if (path.length === 0) return odd === undefined ? [] : odd;
      const copy = structuredClone(body) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      if (odd === undefined && !Array.isArray(parent)) delete parent[last];
      else parent[last] = odd ?? null;
      return copy;
    });
}

/** Bank matches' x-same-length (an amount per invoice) and x-unique-by creditId. */
function honourMatches(body: Record<string, unknown>): unknown {
  const out = structuredClone(body) as { matches: unknown[] };
  const seen = new Set<unknown>();
  out.matches.forEach((m, i) => {
    if (!m || typeof m !== "object") return;
    const match = m as Record<string, unknown>;
    if (seen.has(match.creditId)) match.creditId = `${String(match.creditId).slice(0, 50)}~${i}`;
    seen.add(match.creditId);
    if (Array.isArray(match.invoiceIds) && Array.isArray(match.amounts)) {
      const amounts = match.amounts.slice(0, match.invoiceIds.length);
      while (amounts.length < match.invoiceIds.length) amounts.push("1.00");
      match.amounts = amounts;
    }
  });
  return out;
}

/** A price list's x-unique-by: a version once a day, a catalogue row once a version (later ones dropped). */
function honourPriceList(body: Record<string, unknown>): unknown {
  const out = structuredClone(body) as { versions: unknown[] };
  const once = <T>(list: T[], key: (item: T) => unknown): T[] => {
    const seen = new Set<unknown>();
    return list.filter((item) => {
      const k = key(item);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  const field = (item: unknown, name: string) =>
    item && typeof item === "object" ? (item as Record<string, unknown>)[name] : item;
  out.versions = once(out.versions, (v) => field(v, "validFrom"));
  const ROW_KEYS = {
    materials: "materialType",
    edgeProfiles: "edgeProfileName",
    operations: "name",
    items: "name",
  };
  for (const version of out.versions) {
    const overrides = field(version, "overrides");
    if (!overrides || typeof overrides !== "object") continue;
    for (const [list, key] of Object.entries(ROW_KEYS)) {
      const rows = (overrides as Record<string, unknown>)[list];
      if (Array.isArray(rows)) {
        (overrides as Record<string, unknown>)[list] = once(rows, (r) => {
          const name = field(r, key);
          return typeof name === "string" ? name.trim().toLowerCase() : name;
        });
      }
    }
  }
  return out;
}
