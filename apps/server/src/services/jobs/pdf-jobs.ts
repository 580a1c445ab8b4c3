import { AppError } from "../../errors";
import type { JobQueue, JobTask } from "./job-queue";
import { PDF_BUSY, type PdfRenderer, type RenderKind } from "./pdf-renderer";

// A PDF is a job of its company's queue (job-queue.ts): the request makes the document, the job prints
// it in whichever Kerf process takes it (that process's warm Chromium), and the request waits for the
// PDF, its turn included, at most PDF_TIMEOUT_MS. A public link's PDF is its company's job too.

interface PdfWork {
  kind: RenderKind;
  document: unknown;
}

/** The job that prints, in the process that takes it. */
export function pdfTask(renderer: PdfRenderer): JobTask {
  return async (work, _companyId, deadline) => {
    const { kind, document } = work as PdfWork;
    // Printing stops when its request gives up: a flood's abandoned PDFs take no more of Chromium.
    return renderer.render(kind, document, deadline);
  };
}

/** What the services print with for one company: each PDF a job of its queue. */
export function companyPdf(queue: JobQueue, companyId: string, timeoutMs: number): PdfRenderer {
  return {
    render: (kind, document) =>
      queue.run("pdf", companyId, { kind, document } satisfies PdfWork, {
        timeoutMs,
        busy: new AppError("UNAVAILABLE", PDF_BUSY, undefined, 5),
      }),
    async close() {},
  };
}
