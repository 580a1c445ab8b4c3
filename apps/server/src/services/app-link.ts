import type { Env } from "../env";

/**
 * A link into the web app, as mails carry it: APP_URL (no trailing slash, see env.ts) and a path of the
 * app's routes, with its query encoded.
 */
export function appLink(
  env: Pick<Env, "APP_URL">,
  path: `/${string}`,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${env.APP_URL}${path}${search ? `?${search}` : ""}`;
}
