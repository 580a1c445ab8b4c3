import { HttpError, httpFetch, messageFor } from "./http-error";
import { getAccessToken } from "./session";

// The calls that are not tRPC's (REST's PDFs, the public pages' /api/public, the logout of a reset
// link) go through here: the same fetch as the tRPC link (lib/http-error), so the same timeout, the
// same failure kinds and the same one reaction to a 401.

type ServerCall = {
  method?: "GET" | "POST";
  body?: unknown;
  /** Made without a session (the public pages): no token is sent, and a 401 ends nothing. */
  signedOut?: boolean;
  /** The token to send instead of the session's (one that is being ended). */
  token?: string;
  /** Finishes after the page is gone (fire-and-forget calls as a page changes). */
  keepalive?: boolean;
};

function request(path: string, call: ServerCall, file = false): Promise<Response> {
  const token = call.signedOut ? null : (call.token ?? getAccessToken());
  const headers: Record<string, string> = token ? { access_token: token } : {};
  if (call.body !== undefined) headers["content-type"] = "application/json";
  return httpFetch(
    `/api${path}`,
    {
      method: call.method ?? (call.body === undefined ? "GET" : "POST"),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      keepalive: call.keepalive,
    },
    { file, signedOut: call.signedOut },
  );
}

/** REST's envelope: `data` when it worked, `message` when it did not. */
type Envelope<T> = { data?: T; message?: unknown };

/** A refusal as an HttpError whose body is the envelope (its message the user's to read). */
async function refusal(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  return new HttpError({ kind: "HTTP", status: response.status, body });
}

/** The `data` of a REST answer; a failure of any kind is thrown as an HttpError. */
export async function serverJson<T>(path: string, call: ServerCall = {}): Promise<T> {
  const response = await request(path, call);
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as Envelope<T>).data as T;
}

/** A file REST makes (a PDF) with the name the server gives it; a failure is thrown as an HttpError. */
export async function serverFile(
  path: string,
  call: ServerCall = {},
): Promise<{ blob: Blob; name: string | null }> {
  const response = await request(path, call, true);
  if (!response.ok) throw await refusal(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/** What to tell the user of a failed call: the server's own message when it sent one. */
export function serverMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof HttpError)) return fallback ?? String(error);
  const { failure } = error;
  if (failure.kind === "HTTP") {
    const message = (failure.body as Envelope<unknown> | null)?.message;
    if (typeof message === "string" && message) return message;
    return fallback ?? messageFor(failure);
  }
  return messageFor(failure);
}

/** The status of a refused call; 0 when no answer came (offline, a timeout, an unreadable one). */
export function serverStatus(error: unknown): number {
  return error instanceof HttpError && error.failure.kind === "HTTP" ? error.failure.status : 0;
}
