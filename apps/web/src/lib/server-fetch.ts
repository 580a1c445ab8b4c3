import { sessionFetch } from "./http-error";
import { refusal } from "./rest-answer";
import { getAccessToken } from "./session";

// The session's calls that are not tRPC's (REST's PDFs) go through here: the same fetch as the tRPC link
// (lib/http-error's sessionFetch), so the same timeout, the same failure kinds and the same one reaction
// to a 401. The public pages, without a session, take lib/public-fetch.

/** A file REST makes (a PDF) with the name the server gives it; a failure is thrown as an HttpError. */
export async function serverFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const token = getAccessToken();
  const response = await sessionFetch(
    `/api${path}`,
    { headers: token ? { access_token: token } : {} },
    { file: true },
  );
  if (!response.ok) throw await refusal(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { blob: await response.blob(), name };
}
