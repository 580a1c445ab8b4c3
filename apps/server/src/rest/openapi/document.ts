import type { z } from "zod";
import { RECORD_SCHEMAS } from "../legacy-records";
import { requestSchema } from "./request-schema";
import { FAILURE_TEXT, type FailureStatus, type Reference, type RouteDoc, TAGS, ZFailure } from "./route-doc";
import {
  COMPONENTS,
  type JsonSchema,
  markReferences,
  SchemaConverter,
  withoutDialect,
} from "./schema-converter";

// The docs page and the tests read schemas by this name.
export type { JsonSchema } from "./schema-converter";

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  /** The permission the caller's role needs (issue 27); absent for public and any-signed-in routes. */
  "x-permission"?: string;
  /** Who may call it: permissions (any one of them), "signedIn" or "public". */
  "x-access"?: string[];
  parameters?: {
    name: string;
    in: "query" | "header" | "path";
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, { type: "apiKey"; in: "header"; name: string; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
}

/** One registered REST route and its doc. */
export interface DocumentedRoute {
  method: string;
  url: string;
  doc: RouteDoc;
}

const METHOD_ORDER = ["get", "post", "patch", "delete"];

/** POST /api/auth/forgotPassword -> postAuthForgotPassword */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean);
  return (
    method.toLowerCase() +
    words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).replace(/\W/g, "")).join("")
  );
}

function queryParameters(
  query: z.ZodObject,
  where: string,
  references?: Record<string, Reference>,
  place: "query" | "path" = "query",
) {
  const schema = markReferences(requestSchema(query, where), references) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === "path" || (schema.required?.includes(name) ?? false),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

/**
 * The OpenAPI 3.1 document of the legacy REST paths, made from the routes as registered: their method and
 * path, and the zod schemas they validate with and answer in (RouteDoc).
 */
export function buildOpenApiDocument(routes: DocumentedRoute[], version: string): OpenApiDocument {
  const converter = new SchemaConverter({ ...RECORD_SCHEMAS, Failure: ZFailure });
  const failure = { $ref: `${COMPONENTS}Failure` };
  const paths: OpenApiDocument["paths"] = {};

  // In the order the routes are registered (that of docs/spec/portal-spec.md section 7), a path's methods together.
  const sorted = [...routes].sort(
    (a, b) =>
      routes.findIndex((r) => r.url === a.url) - routes.findIndex((r) => r.url === b.url) ||
      METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
  );
  for (const { method, url, doc } of sorted) {
    const id = operationId(method, url);
    const file = doc.success.file;
    const responses: OpenApiOperation["responses"] = {
      [doc.success.status]: {
        description: file?.description ?? (doc.success.status === 201 ? "Created" : "Success"),
        content: file
          ? {
              ...(file.json ? { "application/json": { schema: withoutDialect(file.json) } } : {}),
              ...(file.envelope
                ? { "application/json": { schema: converter.output(doc.success.schema, id) } }
                : {}),
              ...(file.csv
                ? { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } }
                : {}),
            }
          : doc.success.contentType === "application/pdf"
            ? { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } }
            : { "application/json": { schema: converter.output(doc.success.schema, id) } },
      },
    };
    const failures = new Set<FailureStatus>(doc.failures);
    if (doc.auth) failures.add(401);
    const permission =
      doc.access && doc.access !== "public" && doc.access !== "signedIn"
        ? [doc.access].flat().join(" or ")
        : undefined;
    if (permission) failures.add(403);
    for (const status of [...failures].sort()) {
      responses[status] = {
        description: FAILURE_TEXT[status],
        content: { "application/json": { schema: failure } },
      };
    }
    responses.default = {
      description: "Any other failure in the same envelope (413 body too large, 500 ...)",
      content: { "application/json": { schema: failure } },
    };
    const operation: OpenApiOperation = {
      operationId: id,
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      security: doc.auth ? [{ accessToken: [] }] : [],
      ...(permission ? { "x-permission": permission } : {}),
      ...(doc.access ? { "x-access": [doc.access].flat() } : {}),
      ...(doc.query || doc.params
        ? {
            parameters: [
              ...(doc.params ? queryParameters(doc.params, `${method} ${url}`, undefined, "path") : []),
              ...(doc.query ? queryParameters(doc.query, `${method} ${url}`, doc.references) : []),
            ],
          }
        : {}),
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: {
                [doc.bodyType ?? "application/json"]: {
                  schema: markReferences(requestSchema(doc.body, `${method} ${url}`), doc.references),
                },
              },
            },
          }
        : {}),
      responses,
    };
    const documented = url.replace(/:(\w+)/g, "{$1}");
    paths[documented] ??= {};
    paths[documented]![method.toLowerCase()] = operation;
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Kerf legacy REST API",
      version,
      description:
        "The legacy REST paths of the Kerf portal (portal-spec section 7). Every answer is the envelope " +
        '`{"isError": false, "message", "data"}` (200, or 201 on create) or `{"isError": true, "message", ' +
        '"errors"?}`. Send the token from POST /api/auth/login in the `access_token` header. Figures are ' +
        "decimal strings; records carry `_id` (and `id`).",
    },
    tags: [...TAGS],
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: "apiKey",
          in: "header",
          name: "access_token",
          description: "The accessToken that login and signup answer",
        },
      },
      schemas: converter.components,
    },
  };
}
