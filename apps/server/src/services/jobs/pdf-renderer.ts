import type { FastifyBaseLogger } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { AppError } from "../../errors";

/** The printed documents the web app's /render/<kind> route draws. */
export type RenderKind = "quotation" | "invoice" | "receipt" | "credit-note" | "challan";

export interface PdfRenderer {
  /** The document as Chromium prints the web app's own page of it: the same layout as Print. */
  /** `deadline` (epoch ms): when whoever waits for it gives up; no later than the renderer's own time limit. */
  render(kind: RenderKind, document: unknown, deadline?: number): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  chromiumPath: string;
  /** Where this server's web app answers, for Chromium (its own listening address). */
  baseUrl: () => string;
  concurrency: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** What the web app's /render page reads (apps/web/src/features/quotations/render-page.tsx). */
type RenderWindow = { __KERF_RENDER__?: unknown; __KERF_RENDER_READY__?: boolean };

export const PDF_BUSY = "The PDF could not be made in time. Please try again.";
/** A document its page cannot draw (the web app's render page caught the failure): said at once. */
export const cannotDraw = (reason: string) =>
  `The PDF could not be made: the document cannot be drawn (${reason.slice(0, 200)}).`;

/**
 * One Chromium, started on the first PDF and kept warm; at most `concurrency` pages print at once and the
 * others wait their turn. Chromium is a process of its own, so the server's thread only waits on it.
 *
 * How the page gets the document: the server hands it to a page it keeps open on the web app's /render
 * route, directly through the DevTools connection (page.evaluate). The document never travels over HTTP and no
 * token or URL can fetch it, so nothing is exposed to anyone else. The page may load only this server's
 * own files (the web app's script and styles); every other request is refused.
 */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  let browser: Promise<Browser> | undefined;
  let active = 0;
  const waiting: (() => void)[] = [];

  const launch = () => {
    const started = chromium
      .launch({ executablePath: options.chromiumPath, args: ARGS, timeout: options.timeoutMs })
      .then((b) => {
        b.on("disconnected", () => {
          if (browser === started) browser = undefined;
        });
        // The other pages open now, so a PDF that comes while one prints does not wait for a page to load.
        for (let i = 1; i < options.concurrency; i++) {
          void openPage().then(
            (page) => idle.push(page),
            () => undefined,
          );
        }
        return b;
      });
    started.catch(() => {
      if (browser === started) browser = undefined;
    });
    browser = started;
    return started;
  };

  const slot = async () => {
    if (active < options.concurrency) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  // Pages kept open on /render, the web app loaded: a PDF is a new document handed to one and printed.
  const idle: Page[] = [];
  let jobs = 0;

  async function openPage(): Promise<Page> {
    const context = await (browser ?? launch()).then((b) => b.newContext());
    const page = await context.newPage();
    const base = options.baseUrl();
    await page.route("**/*", (route) =>
      route.request().url().startsWith(`${base}/`) ? route.continue() : route.abort(),
    );
    await page.goto(`${base}/render`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => (window as unknown as RenderWindow).__KERF_RENDER_READY__ === true);
    return page;
  }

  async function print(kind: RenderKind, doc: unknown, deadline: number): Promise<Buffer | AppError> {
    let page = idle.pop();
    if (page?.isClosed()) page = undefined;
    page ??= await openPage();
    page.setDefaultTimeout(Math.max(1000, deadline - Date.now()));
    const id = ++jobs;
    try {
      await page.evaluate(
        (job) => {
          (window as unknown as RenderWindow).__KERF_RENDER__ = job;
          window.dispatchEvent(new Event("kerf-render"));
        },
        { id, kind, data: doc },
      );
      const drawn = `[data-render-id="${id}"]`;
      await page.waitForSelector(`${drawn} [data-print-ready], ${drawn} [data-render-error]`);
      const failed = await page.$(`${drawn} [data-render-error]`);
      const failure = failed && (await failed.getAttribute("data-render-error"));
      if (failure !== null) {
        // The page is fine; the document is not: the page serves the next one.
        idle.push(page);
        return new AppError("UNAVAILABLE", cannotDraw(failure));
      }
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      idle.push(page);
      return pdf;
    } catch (error) {
      await page
        .context()
        .close()
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    async render(kind, doc, until) {
      const deadline = Math.min(Date.now() + options.timeoutMs, until ?? Number.POSITIVE_INFINITY);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AppError("UNAVAILABLE", PDF_BUSY)),
          Math.max(0, deadline - Date.now()),
        );
      });
      const work = (async () => {
        await slot();
        try {
          if (Date.now() >= deadline) throw new AppError("UNAVAILABLE", PDF_BUSY);
          const printed = await print(kind, doc, deadline);
          if (printed instanceof AppError) throw printed;
          return printed;
        } finally {
          release();
        }
      })();
      work.catch(() => undefined);
      try {
        return await Promise.race([work, timedOut]);
      } catch (error) {
        if (!(error instanceof AppError)) options.log.error({ err: error }, "PDF rendering failed");
        throw error instanceof AppError ? error : new AppError("UNAVAILABLE", PDF_BUSY);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      idle.length = 0;
      const b = browser;
      browser = undefined;
      if (b) await (await b.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
