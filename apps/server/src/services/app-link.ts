import type { Env } from "../env";

/**
 * A link into the web app, as mails carry it: APP_URL (no trailing slash, see env.ts) and a path built
 * by core's `routes`, so a mail links only pages the app has.
 */
export function appLink(env: Pick<Env, "APP_URL">, path: `/${string}`): string {
  return `${env.APP_URL}${path}`;
}
