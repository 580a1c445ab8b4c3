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

/** A numbered document's PDF (an invoice, a credit note, a receipt), named after its number by default. */
export function downloadNumberedPdf(path: string, numbered: { id: string; number: string }): Promise<void> {
  return downloadPdf(
    `${path}?id=${encodeURIComponent(numbered.id)}`,
    `${numbered.number.replaceAll("/", "-")}.pdf`,
  );
}

/** The quotation of a customer's current order, as a PDF. */
export function downloadQuotationPdf(customerId: string): Promise<void> {
  return downloadPdf(`/draft/quotation.pdf?draftId=${encodeURIComponent(customerId)}`, "quotation.pdf");
}
