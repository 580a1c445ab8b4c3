import { serverMessage } from "../lib/server-error";
import { Spinner } from "./spinner";

// The states of a page that is one document (an invoice, a statement...) before the document shows:
// apart from spinner.tsx, so the sign-in page's bundle does not carry them.

/** A spinner in the middle of the screen while a whole page (a printed document) loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Why a page's document could not be loaded, in the server's words, where the document would be. */
export function LoadFailure({ error }: { error: unknown }) {
  return (
    <p
      role="alert"
      data-load-failure=""
      className="mx-auto mt-16 max-w-md rounded-lg bg-white p-6 text-center text-sm shadow"
    >
      {serverMessage(error)}
    </p>
  );
}
