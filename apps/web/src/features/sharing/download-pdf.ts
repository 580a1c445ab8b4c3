import { restMessage } from "../../lib/rest-answer";
import { serverFile } from "../../lib/server-fetch";
import { toastError } from "../../lib/toast";

/**
 * Fetches a PDF of /api (with the session's token) and saves it under the server's file name. A 401 has
 * ended the session where the answer came in (lib/session-refused); any other failure is a toast.
 */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  let file: Awaited<ReturnType<typeof serverFile>>;
  try {
    file = await serverFile(path);
  } catch (error) {
    toastError(restMessage(error, "The PDF could not be made. Please try again."));
    return;
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name ?? fallbackName;
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
