import type { JsonSchema } from "@kerf/core";
import { createDocument, type ZodOpenApiOperationObject } from "zod-openapi";
import { RECORD_SCHEMAS } from "../legacy-records";
import { ACCESS_TOKEN, FAILURE_TEXT, INFO, TAGS } from "./api-text";
import { exactSchemas, mergeObjects } from "./exact-input";
import type { FailureStatus, Reference, RouteDoc } from "./route-doc";
import { ZFailure } from "./route-doc";

// The document is zod-openapi's, from the routes as registered (their method, path and RouteDoc); what is
// ours is said in exact-input.ts (the rules' messages, trimmed text, takes()) and the `x-` keywords here.

export type { JsonSchema };

type Content = Record<string, { schema: JsonSchema }>;
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  /** The permission the caller's role needs; absent for public and any-signed-in routes. */
  "x-permission"?: string;
  /** Who may call it: permissions (any one of them), "signedIn" or "public". */
  "x-access"?: string[];
  parameters?: {
    name: string;
    in: "query" | "path";
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Content };
  responses: Record<string, { description: string; content: Content }>;
}
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, object>; schemas: Record<string, JsonSchema> };
}
/** One registered REST route and its doc. */
export interface DocumentedRoute {
  method: string;
  url: string;
  doc: RouteDoc;
}

export const COMPONENTS = "#/components/schemas/";
const METHODS = ["get", "post", "patch", "delete"];
const failure = { "application/json": { schema: ZFailure } };
const text = (type: string) => ({ [type]: { schema: { type: "string", contentMediaType: type } } });

/** POST /api/auth/forgotPassword -> postAuthForgotPassword */
const operationId = (method: string, url: string) =>
  method +
  url
    .replace(/^\/api\//, "")
    .split("/")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).replace(/\W/g, ""))
    .join("");

function operation(method: string, url: string, doc: RouteDoc): ZodOpenApiOperationObject {
  const { success, access } = doc;
  const file = success.file;
  const permission =
    access && access !== "public" && access !== "signedIn" ? [access].flat().join(" or ") : undefined;
  const failures = new Set<FailureStatus>([...doc.failures, ...(doc.auth ? [401 as const] : [])]);
  if (permission) failures.add(403);
  return {
    operationId: operationId(method, url),
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: doc.auth ? [{ accessToken: [] }] : [],
    ...(permission ? { "x-permission": permission } : {}),
    ...(access ? { "x-access": [access].flat() } : {}),
    ...(doc.params || doc.query
      ? {
          requestParams: {
            ...(doc.params ? { path: doc.params } : {}),
            ...(doc.query ? { query: doc.query } : {}),
          },
        }
      : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { [doc.bodyType ?? "application/json"]: { schema: doc.body } },
          },
        }
      : {}),
    responses: {
      [success.status]: {
        description: file?.description ?? (success.status === 201 ? "Created" : "Success"),
        content: file
          ? {
              ...(file.json ? { "application/json": { schema: { ...file.json, $schema: undefined } } } : {}),
              ...(file.envelope ? { "application/json": { schema: success.schema } } : {}),
              ...(file.csv ? text("text/csv") : {}),
            }
          : success.contentType === "application/pdf"
            ? text("application/pdf")
            : { "application/json": { schema: success.schema } },
      },
      ...Object.fromEntries(
        [...failures]
          .sort()
          .map((status) => [status, { description: FAILURE_TEXT[status], content: failure }]),
      ),
      default: {
        description: "Any other failure in the same envelope (413 body too large, 500 ...)",
        content: failure,
      },
    },
  } as ZodOpenApiOperationObject;
}

/** Marks the fields that name a record, in every branch of the schema, with `x-references`. */
function markReferences(schema: JsonSchema, references: Record<string, Reference>): void {
  const properties = schema.type === "object" ? (schema.properties as Record<string, JsonSchema>) : undefined;
  for (const [key, ref] of Object.entries(references)) {
    // "operations[].name": a field of each element of a list.
    const [head, inner] = key.split("[].") as [string, string?];
    const list = properties?.[head]?.items as JsonSchema | undefined;
    if (inner && list) markReferences(list, { [inner]: ref });
    else if (properties?.[key])
      properties[key]["x-references"] = { schema: `${COMPONENTS}${ref.record}`, property: ref.by };
  }
  for (const key of ["anyOf", "oneOf", "allOf"])
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) markReferences(branch, references);
}

/** The OpenAPI 3.1 document of the legacy REST paths, in the order the routes are registered. */
export function buildOpenApiDocument(routes: DocumentedRoute[], version: string): OpenApiDocument {
  const byPath = new Map<string, DocumentedRoute[]>();
  for (const route of routes) byPath.set(route.url, [...(byPath.get(route.url) ?? []), route]);
  const paths = Object.fromEntries(
    [...byPath].map(([url, methods]) => [
      url.replace(/:(\w+)/g, "{$1}"),
      Object.fromEntries(
        methods
          .map((r) => r.method.toLowerCase())
          .sort((a, b) => METHODS.indexOf(a) - METHODS.indexOf(b))
          .map((m) => [m, operation(m, url, methods.find((r) => r.method.toLowerCase() === m)!.doc)]),
      ),
    ]),
  );
  const exact = exactSchemas();
  const document = createDocument(
    {
      openapi: "3.1.0",
      info: { ...INFO, version },
      tags: [...TAGS],
      paths,
      components: {
        schemas: { ...RECORD_SCHEMAS, Failure: ZFailure },
        securitySchemes: { accessToken: ACCESS_TOKEN },
      },
    },
    { override: exact.override as never },
  ) as unknown as OpenApiDocument;
  const unseen = exact.unseen();
  if (unseen.length > 0)
    throw new Error(
      `Rules the OpenAPI document cannot see; say what each takes with takes() (@kerf/core) next to it: ${unseen.join("; ")}`,
    );
  // zod-openapi names a record's answer XOutput where its request form would differ; no request names a
  // record (requests are inline), so the answer keeps the record's name.
  const { schemas } = document.components;
  const renamed = new Set(
    Object.keys(schemas).filter((n) => n.endsWith("Output") && schemas[n.slice(0, -6)]),
  );
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).flatMap(([n, s]) =>
      renamed.has(`${n}Output`) ? [] : [[renamed.has(n) ? n.slice(0, -6) : n, s]],
    ),
  );
  // A fresh tree (JSON again), so marking one route's fields below cannot reach a schema another shares.
  const json = JSON.stringify(document).replace(/"#\/components\/schemas\/(\w+)Output"/g, (ref, name) =>
    renamed.has(`${name}Output`) ? `"${COMPONENTS}${name}"` : ref,
  );
  const out = JSON.parse(json) as OpenApiDocument;
  for (const { method, url, doc } of routes) {
    const op = out.paths[url.replace(/:(\w+)/g, "{$1}")]![method.toLowerCase()]!;
    for (const parameter of op.parameters ?? []) {
      // The parameter says what its schema says of it.
      const { description, ...schema } = parameter.schema;
      if (typeof description === "string") Object.assign(parameter, { description, schema });
      parameter.required ??= false;
      const ref = doc.references?.[parameter.name];
      if (ref)
        markReferences(
          { type: "object", properties: { [parameter.name]: parameter.schema } },
          { [parameter.name]: ref },
        );
    }
    const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
    if (body) mergeObjects(body);
    if (body && doc.references) markReferences(body, doc.references);
  }
  return out;
}
