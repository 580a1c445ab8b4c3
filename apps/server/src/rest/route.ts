import type { SessionAccess } from "@kerf/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RequestContext } from "../context";
import { parseInput } from "../errors";
import type { AuthPath } from "../services/auth/rate-limits";
import type { Person } from "../services/auth/sessions";
import { type DocTag, doc, type FailureStatus, type RouteDoc } from "./openapi/route-doc";
import { documented, type Output, type Part, read, readForm } from "./route-body";
import type { RouteKit } from "./route-kit";

/** A body schema, or parts parsed in turn on the same body (the first rule broken of the first part answers). */
type Body = Part | readonly [z.ZodType, Part];
type Schema = Body | undefined;
/** Query and path parameters are objects: the document lists their fields. */
type Fields = z.ZodObject | undefined;
type Limit = AuthPath | ((body: unknown) => AuthPath) | undefined;
/** What a schema (or its absence) gives a handler: a body in parts gives each part's output. */
export type Parsed<S> = S extends readonly [infer A extends z.ZodType, infer C]
  ? [z.output<A>, Output<C>]
  : Output<S>;

/** What a route writes of its doc: the group gives the tag, `limit` (or its absence) the auth. */
export interface RouteSpec<B extends Schema, Q extends Fields, P extends Fields, L extends Limit>
  extends Pick<RouteDoc, "summary" | "description" | "references" | "bodyType"> {
  /**
   * The body, documented and parsed with it before the handler runs (see `bodyRead`). In two parts (a
   * record's `_id`, then its fields), each is parsed in turn and the document says both at once. A form
   * (`bodyType` multipart) is read into one object first: see readForm.
   */
  body?: B;
  /** The query parameters, parsed after the body. */
  query?: Q;
  /** The path parameters, parsed last. */
  params?: P;
  /**
   * How `body` is read. By default an absent body is parsed as {}, so each missing field says its rule.
   * "as-sent": an absent body is parsed as it is (one "expected object" message), as these routes always
   * answered.
   */
  bodyRead?: "as-sent";
  /** The success envelope (a 200), or the whole success doc (a 201, a PDF, a file). */
  success: z.ZodType | RouteDoc["success"];
  /** Failure statuses besides 401; none by default. */
  failures?: FailureStatus[];
  /**
   * Without a session: an unauthenticated path, limited per client address (429). A function picks the
   * limit by the body as sent, before anything is parsed.
   */
  limit?: L;
  /**
   * Who may call a session route: a permission of the person's role (else 403 naming it), or "signedIn"
   * for any signed-in person. Required unless `limit` is given (then the route is public).
   */
  access?: SessionAccess;
}

/** What a handler gets: the context, the session (none on a limited path) and the parsed input. */
export interface RouteCall<B extends Schema, Q extends Fields, P extends Fields, L extends Limit> {
  ctx: RequestContext;
  session: L extends undefined ? Person : undefined;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Method = "get" | "post" | "patch" | "delete";

type Register = <
  B extends Schema = undefined,
  Q extends Fields = undefined,
  P extends Fields = undefined,
  L extends Limit = undefined,
>(
  path: string,
  spec: RouteSpec<B, Q, P, L>,
  /** Answers the envelope (sent with the documented status), or the reply it sent itself (a file). */
  handle: (call: RouteCall<B, Q, P, L>) => unknown,
) => void;

export type RouteGroup = Record<Method, Register>;

/** The legacy routes of a tag: what each routes file is given to declare its routes with. */
export type RouteGroups = (tag: DocTag) => RouteGroup;

const isParts = (body: Body): body is readonly [z.ZodType, Part] => Array.isArray(body);

/**
 * The legacy routes of one tag. Each route is declared by what is its own (method, path, doc, service
 * call); the group attaches the doc, checks the session (or the client address's limit), parses the input
 * and answers with the documented status, the same way for every route.
 */
export function routeGroup(app: FastifyInstance, kit: RouteKit, tag: DocTag): RouteGroup {
  const register =
    (method: Method): Register =>
    (path, spec, handle) => {
      const { limit, bodyRead, success, failures = [], access, body, ...text } = spec;
      const successDoc = success instanceof z.ZodType ? { status: 200 as const, schema: success } : success;
      if (limit === undefined && access === undefined) {
        throw new Error(`${method.toUpperCase()} ${path}: a session route declares its access (route.ts)`);
      }
      const routeAccess = access ?? "public";
      app[method](
        path,
        doc({
          tag,
          ...text,
          ...(body
            ? { body: isParts(body) ? z.intersection(body[0], documented(body[1])) : documented(body) }
            : {}),
          auth: limit === undefined,
          access: routeAccess,
          success: successDoc,
          failures,
        }),
        async (request, reply) => {
          const limitPath =
            typeof limit === "function" ? limit(request.body) : (limit as AuthPath | undefined);
          const { ctx, session } = limitPath
            ? { ctx: await kit.limited(request, limitPath), session: undefined }
            : await kit.session(request, routeAccess as SessionAccess);
          const raw =
            text.bodyType && request.isMultipart()
              ? await readForm(request)
              : bodyRead === "as-sent"
                ? request.body
                : (request.body ?? {});
          const call = {
            ctx,
            session,
            body: !body
              ? undefined
              : isParts(body)
                ? [parseInput(body[0], raw), await read(body[1], raw, ctx, session)]
                : await read(body, raw, ctx, session),
            query: spec.query ? parseInput(spec.query, request.query) : undefined,
            params: spec.params ? parseInput(spec.params, request.params) : undefined,
            request,
            reply,
          } as Parameters<typeof handle>[0];
          const answer = await handle(call);
          if (successDoc.status !== 200) reply.code(successDoc.status);
          return answer;
        },
      );
    };
  return {
    get: register("get"),
    post: register("post"),
    patch: register("patch"),
    delete: register("delete"),
  };
}
