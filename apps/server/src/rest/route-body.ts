import type { MultipartFile } from "@fastify/multipart";
import type { Permission, Unit } from "@kerf/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { RequestContext } from "../context";
import { isPlainObject, parseInput } from "../errors";
import { demand } from "../services/auth/permission-check";
import type { Person } from "../services/auth/sessions";
import { companyUnit } from "../services/cutting/cutting-stock";

// What a route's body may be besides one schema (route.ts): read in the company's unit, or in one of
// several shapes; and a form read into one object. Each is documented as exactly what is parsed.

/** A body whose lengths are read in the company's unit: documented as an inch company reads it. */
export interface InUnit<S extends z.ZodType = z.ZodType> {
  readonly inUnit: (unit: Unit) => S;
}
/** One shape of a body that takes several: the first whose `when` field the body has, else the one without. */
export interface Shape<S extends z.ZodType = z.ZodType> {
  when?: string;
  schema: S;
  /** The permission this shape needs besides the route's `access`: a 403 before its body is parsed. */
  access?: Permission;
}
export interface Shapes<T extends readonly Shape[] = readonly Shape[]> {
  readonly shapes: T;
}
export type Part = z.ZodType | InUnit | Shapes;
/** What a part gives the handler. */
export type Output<P> = P extends z.ZodType
  ? z.output<P>
  : P extends InUnit<infer S>
    ? z.output<S>
    : P extends Shapes<infer T>
      ? z.output<T[number]["schema"]>
      : undefined;
/** Parsed with the schema of the caller's company's unit (one per unit, made once). */
export function inUnit<S extends z.ZodType>(schemaOf: (unit: Unit) => S): InUnit<S> {
  const made = new Map<Unit, S>();
  return {
    inUnit: (unit) => {
      const schema = made.get(unit) ?? schemaOf(unit);
      made.set(unit, schema);
      return schema;
    },
  };
}

/**
 * A body of several shapes, told apart by a field it has (one shape: none of theirs). Documented as exactly
 * one of them (oneOf), so each shape states the fields that tell it apart: its own `when` required, those
 * of the shapes listed before it absent.
 */
export function shapes<const T extends readonly Shape[]>(...list: T): Shapes<T> {
  return { shapes: list };
}

/** A file of a form: its bytes, or `truncated` past the upload limit (plugin.ts). */
export interface FormFile {
  bytes: Buffer;
  truncated: boolean;
}
const FORM = Symbol("a multipart form");
export type Form = Record<string, string | FormFile> & { readonly [FORM]: true };

/** A body read from a multipart form (readForm), rather than sent as JSON. */
export const isForm = (body: unknown): body is Form => isPlainObject(body) && FORM in body;

/** A multipart form as one object: each field's text, each file as a FormFile. */
export async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { [FORM]: true };
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const file = await (part as MultipartFile).toBuffer().then(
        (bytes) => ({ bytes, truncated: false }),
        (error: { code?: string }) => {
          if (error.code !== "FST_REQ_FILE_TOO_LARGE") throw error;
          return { bytes: Buffer.alloc(0), truncated: true };
        },
      );
      form[part.fieldname] = file;
      // The rest is not read: the form is refused for the file (reading on, the plugin answers 413).
      if (file.truncated) break;
    } else if (typeof part.value === "string") form[part.fieldname] = part.value;
  }
  return form;
}

const isSchema = (part: Part): part is z.ZodType => part instanceof z.ZodType;

export function documented(part: Part): z.ZodType {
  if (isSchema(part)) return part;
  if ("inUnit" in part) return part.inUnit("inch");
  return z.xor(part.shapes.map((s) => s.schema));
}

/** One part of the body read: by the caller's unit, or by the shape the body has (its permission first). */
export async function read(part: Part, raw: unknown, ctx: RequestContext, session: Person | undefined) {
  if (isSchema(part)) return parseInput(part, raw);
  const person = () => {
    if (!session)
      throw new Error("A body read by the company's unit or a shape's permission needs a session");
    return session;
  };
  if ("inUnit" in part) return parseInput(part.inUnit(await companyUnit(ctx.db, person())), raw);
  const has = (key: string) => isPlainObject(raw) && key in raw;
  const shape =
    part.shapes.find((s) => s.when !== undefined && has(s.when)) ?? part.shapes.find((s) => !s.when)!;
  if (shape.access) demand(person(), shape.access);
  return parseInput(shape.schema, raw);
}
