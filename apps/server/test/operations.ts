import type { Access } from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { appRouter } from "../src/trpc/router";

/** One tRPC procedure or REST operation, callable with a token: what the permission tests walk. */
export interface Operation {
  door: "rest" | "trpc";
  name: string;
  access: Access;
  read: boolean;
  /** Its status, its message (of a failure), and its whole answer as text (a PDF's bytes as latin1). */
  call(token: string): Promise<{ status: number; message: string; text: string }>;
}

/** A read's input, by parameter name, for the operation `name`. */
export type Inputs = (name: string) => Record<string, unknown>;

type OpenApi = {
  paths: Record<string, Record<string, { "x-access"?: string[]; parameters?: { name: string }[] }>>;
};

/** Every REST operation of the OpenAPI document (made from the routes as registered). */
export function restOperations(app: FastifyInstance, document: OpenApi, inputs: Inputs): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const declared = operation["x-access"];
      const name = `${method.toUpperCase()} ${path}`;
      const read = method === "get";
      operations.push({
        door: "rest",
        name,
        access: (declared?.length === 1 ? declared[0] : declared) as Access,
        read,
        async call(token) {
          const input = inputs(name);
          const query = read
            ? `?${new URLSearchParams(
                (operation.parameters ?? []).flatMap((p) =>
                  input[p.name] === undefined ? [] : [[p.name, String(input[p.name])]],
                ),
              )}`
            : "";
          const res = await app.inject({
            method: method.toUpperCase() as "GET",
            url: `${path.replace(/\{(\w+)\}/g, "x")}${query}`,
            headers: { access_token: token },
            ...(read ? {} : { payload: {} }),
          });
          const json = String(res.headers["content-type"] ?? "").includes("json");
          const message = json ? ((res.json() as { message?: string }).message ?? "") : "";
          return {
            status: res.statusCode,
            message,
            text: json ? res.body : res.rawPayload.toString("latin1"),
          };
        },
      });
    }
  }
  return operations;
}

/** Every tRPC procedure of the app's router, called over HTTP at `url`. */
export function trpcOperations(url: string, inputs: Inputs): Operation[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: "query" | "mutation"; meta?: { access?: Access } } }
  >;
  return Object.entries(procedures).map(([path, procedure]) => {
    const read = procedure._def.type === "query";
    return {
      door: "trpc" as const,
      name: path,
      access: procedure._def.meta?.access as Access,
      read,
      async call(token) {
        const input = JSON.stringify(read ? inputs(path) : {});
        const res = await fetch(
          read ? `${url}/trpc/${path}?input=${encodeURIComponent(input)}` : `${url}/trpc/${path}`,
          {
            method: read ? "GET" : "POST",
            headers: { access_token: token, "content-type": "application/json" },
            ...(read ? {} : { body: input }),
          },
        );
        const text = await res.text();
        const body = JSON.parse(text) as { error?: { message: string } };
        return { status: res.status, message: body.error?.message ?? "", text };
      },
    };
  });
}
