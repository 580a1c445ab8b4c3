import { sessionFetch } from "./http-error";
import { readData, refusal } from "./rest-answer";
import { getAccessToken } from "./session";

// The session's calls that are not tRPC's (REST's PDFs) go through here:
// the same fetch as the tRPC link (lib/http-error's sessionFetch), so the same timeout, the same failure
// kinds and the same one reaction to a 401. The public pages, without a session, take lib/public-fetch.

type ServerCall = {
  method?: "GET" | "POST";
  body?: unknown;
};

function request(path: string, call: ServerCall, file = false): Promise<Response> {
  const token = getAccessToken();
  const headers: Record<string, string> = token ? { access_token: token } : {};
  if (call.body !== undefined) headers["content-type"] = "application/json";
  return sessionFetch(
    `/api${path}`,
    {
      method: call.method ?? (call.body === undefined ? "GET" : "POST"),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    },
    { file },
  );
}

/** The `data` of a REST answer; a failure of any kind is thrown as an HttpError. */
export async function serverJson<T>(path: string, call: ServerCall = {}): Promise<T> {
  return readData<T>(await request(path, call));
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
