import { QUOTE_MESSAGES } from "@kerf/core";
import { type ReactNode, useEffect, useState } from "react";
import { INVOICE_PAGE, pageRule } from "../../documents/document-sizes";
import { publicJson } from "../../lib/public-fetch";
import { restMessage, restStatus } from "../../lib/rest-answer";
import { usePhone } from "../../lib/use-phone";
import { Button } from "../../ui/button";
import { DrawingBoundary } from "../../ui/drawing-boundary";
import { FitWidth } from "../../ui/fit-width";
import { Spinner } from "../../ui/spinner";

// What the public quotation and invoice pages share: reading /api/public without a session, the page
// while it loads or when the link is gone, and the frame (shop, title, figures, PDF) around a document.

export type Loaded<T> =
  | { status: "loading" }
  | { status: "ok"; data: T }
  | { status: "error"; code: number; message: string };

/** A call of /api/public, made without a session (a 401 here ends nothing), through lib/public-fetch. */
export async function callPublic<T>(
  path: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; code: number; message: string }> {
  try {
    return { ok: true, data: await publicJson<T>(path, body) };
  } catch (error) {
    const code = restStatus(error);
    // A refusal without a message of its own is a link that leads nowhere.
    return { ok: false, code, message: restMessage(error, code ? QUOTE_MESSAGES.notFound : undefined) };
  }
}

export function usePublic<T>(path: string) {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void callPublic<T>(path).then((r) => {
      if (!live) return;
      setState(r.ok ? { status: "ok", data: r.data } : { status: "error", code: r.code, message: r.message });
    });
    return () => {
      live = false;
    };
  }, [path]);
  return [state, setState] as const;
}

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="flex min-h-dvh items-center justify-center bg-slate-100 p-6">{children}</div>;
}

/** The page while its document loads, or why it cannot be shown. */
export function NotReady({
  state,
  loading,
}: {
  state: Exclude<Loaded<unknown>, { status: "ok" }>;
  loading: string;
}) {
  return (
    <Centered>
      {state.status === "loading" ? (
        <Spinner size="lg" label={loading} />
      ) : (
        <div
          role="alert"
          className="max-w-sm rounded-lg bg-white p-6 text-center shadow ring-1 ring-slate-200"
        >
          <p className="font-semibold text-slate-900">
            {state.code === 410 ? "Link no longer valid" : "Nothing here"}
          </p>
          <p className="mt-1 text-sm text-slate-600">{state.message}</p>
        </div>
      )}
    </Centered>
  );
}

/** A shared document's page: the shop, the document and its figures, what can be done, its PDF; then below. */
export function DocumentPage({
  company,
  title,
  figures,
  actions,
  pdfUrl,
  children,
}: {
  company: string;
  title: ReactNode;
  figures: ReactNode;
  actions?: ReactNode;
  pdfUrl: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{company}</p>
            <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
            <p className="text-sm text-slate-600">{figures}</p>
          </div>
          {actions}
          <a
            href={pdfUrl}
            className="ml-auto inline-flex h-9 items-center rounded-md bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Download PDF
          </a>
        </div>
      </header>
      {children}
    </div>
  );
}

/**
 * The document at its page size; on a phone, `phone` (the document reflowed into cards) with the printed
 * page a tap away, zoomed to the screen's width: never swiped sideways (issue 33). A message in its
 * place when it cannot be drawn, never a blank page (what is around it, the answer form, stays).
 */
export function Pages({
  company,
  phone,
  width = INVOICE_PAGE.width,
  children,
}: {
  company: string;
  phone?: ReactNode;
  /** The printed page's width in px, which a narrower screen zooms down to. */
  width?: number;
  children: React.ReactNode;
}) {
  const onPhone = usePhone();
  const [printed, setPrinted] = useState(false);
  const reflowed = onPhone && phone !== undefined && !printed;
  return (
    <div className="pb-6">
      <style>{pageRule(INVOICE_PAGE)}</style>
      {onPhone && phone !== undefined && (
        <div className="flex justify-end px-4 pb-3 print:hidden">
          <Button size="sm" variant="secondary" aria-pressed={printed} onClick={() => setPrinted((p) => !p)}>
            {printed ? "Show as cards" : "Show the printed page"}
          </Button>
        </div>
      )}
      <div className={reflowed ? "print:hidden" : "hidden"}>{reflowed && phone}</div>
      <div className={reflowed ? "hidden print:flex" : "flex flex-col items-center gap-6 px-4"}>
        <FitWidth width={width}>
          <DrawingBoundary
            fallback={() => (
              <div
                role="alert"
                className="max-w-md rounded-lg bg-white p-6 text-center shadow ring-1 ring-slate-200"
              >
                <p className="font-semibold text-slate-900">This document cannot be shown here</p>
                <p className="mt-1 text-sm text-slate-600">
                  Something in it cannot be drawn. Please ask {company} to send it again.
                </p>
              </div>
            )}
          >
            {children}
          </DrawingBoundary>
        </FitWidth>
      </div>
    </div>
  );
}
