import { createTRPCClient, httpLink } from "@trpc/client";
import type { FastifyInstance } from "fastify";
import type { AppRouter } from "../src/router-type";

/** A legacy REST call, through inject or over HTTP: method, path under /api, body, token. */
export type RestCall = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, as rest() does
) => Promise<{ status: number; body: any }>;

/** A typed tRPC client over real HTTP to a listening app, as the web app and scripts use it. */
export function trpcClient(baseUrl: string, token?: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc`, headers: () => (token ? { access_token: token } : {}) })],
  });
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return `http://127.0.0.1:${address.port}`;
}

/** A legacy REST call through inject: method, path under /api, body, token. */
export async function rest(
  app: FastifyInstance,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: token ? { access_token: token } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** A legacy REST call over HTTP to a server listening at `base`. */
export function restOverHttp(base: string): RestCall {
  return async (method, path, body, token) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { access_token: token } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

export const SIGNUP = {
  companyName: "Sharma Glass Works",
  email: "owner@sharmaglass.in",
  password: "secret123",
  phoneNumber: "9876543210",
  gstNo: "27AAPFU0939F1ZV",
  address: "12 MIDC Road, Pune",
};

export async function signupCompany(app: FastifyInstance, overrides: Partial<typeof SIGNUP> = {}) {
  const res = await rest(app, "POST", "/auth/signup", { ...SIGNUP, ...overrides });
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return res.body as { accessToken: string; user: { _id: string; company_name: string } };
}
