import { getAccessToken } from "../../lib/session";
import { toastError } from "../../lib/toast";

/** Fetches a PDF of /api (with the session's token) and saves it under the server's file name. */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`/api${path}`, { headers: { access_token: getAccessToken() ?? "" } }).catch(
    () => null,
  );
  if (!res?.ok) {
    const body = (await res?.json().catch(() => null)) as { message?: string } | null;
    toastError(body?.message ?? "The PDF could not be made. Please try again.");
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
