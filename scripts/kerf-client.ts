// The typed tRPC client the scripts share: KERF_URL (the server) and KERF_TOKEN (an access token).
import type { AppRouter } from "@kerf/server";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";

export function kerfClient() {
  const { KERF_URL, KERF_TOKEN } = process.env;
  const url = KERF_URL?.trim().replace(/\/$/, "");
  const token = KERF_TOKEN?.trim();
  if (!url || !token) {
    throw new UsageError(
      "Set KERF_URL (such as http://localhost:3000) and KERF_TOKEN (the accessToken of POST /api/auth/login).",
    );
  }
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${url}/trpc`, headers: () => ({ access_token: token }) })],
  });
}

/** A mistake of the caller: printed without a stack. */
export class UsageError extends Error {}

/** Runs a script's main: a server's refusal or a usage mistake is one line on stderr and exit code 1. */
export async function run(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof TRPCClientError) {
      const fields = (error.data as { fieldErrors?: Record<string, string> | null } | undefined)?.fieldErrors;
      const detail = fields
        ? Object.entries(fields)
            .map(([field, message]) => `\n  ${field}: ${message}`)
            .join("")
        : "";
      process.stderr.write(`The server refused: ${error.message}${detail}\n`);
    } else {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exitCode = 1;
  }
}
