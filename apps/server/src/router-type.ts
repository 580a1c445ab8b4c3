// What typed clients (the web app, scripts) import: the router's type, never its code.
export type { AppRouter } from "./trpc/router";
