import { serverMessage } from "../lib/server-error";

/** Why a page's document could not be loaded, in the server's words, where the document would be. */
export function LoadFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="mx-auto mt-16 max-w-md rounded-lg bg-white p-6 text-center text-sm shadow">
      {serverMessage(error)}
    </p>
  );
}
