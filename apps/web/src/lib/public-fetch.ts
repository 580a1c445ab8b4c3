import { httpFetch } from "./http-fetch";
import { readData } from "./rest-answer";

/**
 * A call of /api/public, made without a session: no token is sent and a 401 ends nothing. The same
 * fetch (timeout, failure kinds) as every other call; lib/rest-answer's restMessage and restStatus read
 * what went wrong.
 */
export async function publicJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await httpFetch(`/api/public/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readData<T>(response);
}
