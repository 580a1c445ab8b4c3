import { HttpError, messageFor } from "./http-fetch";

// What a REST answer (/api: the PDFs, the public pages, a reset link's logout) says, read the same way
// for every caller. Apart from lib/http-fetch so that the first page does not carry it.

/** REST's envelope: `data` when it worked, `message` when it did not. */
export type Envelope<T> = { data?: T; message?: unknown };

/** The `data` of a REST answer (the response httpFetch passed on); a refusal is thrown as an HttpError. */
export async function readData<T>(response: Response): Promise<T> {
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as Envelope<T>).data as T;
}

/** A refusal as an HttpError whose body is the envelope (its message the user's to read). */
export async function refusal(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  return new HttpError({ kind: "HTTP", status: response.status, body });
}

/** What to tell the user of a failed REST call: the server's own message when it sent one. */
export function restMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof HttpError)) return fallback ?? String(error);
  const { failure } = error;
  if (failure.kind !== "HTTP") return messageFor(failure);
  const message = (failure.body as Envelope<unknown> | null)?.message;
  return typeof message === "string" && message ? message : (fallback ?? messageFor(failure));
}

/** The status of a refused call; 0 when no answer came (offline, a timeout, an unreadable one). */
export function restStatus(error: unknown): number {
  return error instanceof HttpError && error.failure.kind === "HTTP" ? error.failure.status : 0;
}
