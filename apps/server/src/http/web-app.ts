import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite names every file under assets/ by its content hash: a new build means a new name. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const FOR_A_YEAR = "public, max-age=31536000, immutable";
/** Everything else (index.html, favicon) is checked with the server on every use. */
const REVALIDATE = "no-cache";

/**
 * Serves the built web app. Paths without a file extension are the app's own routes (/dashboard,
 * /order/<customerId>) and get index.html; a missing asset is a plain 404. Text goes out as the .br or .gz
 * the build wrote beside it (apps/web/build/precompress.ts) when the browser accepts it; hashed
 * assets are cached for a year, index.html is revalidated so a new build is picked up at once. Source
 * maps are never served (404), in production or not.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, "index.html") : undefined;
  if (webDist && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The build keeps its source maps for developers on disk; a browser is never given them.
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders: (reply, file) => {
        reply.header("cache-control", file.includes(HASHED_ASSETS) ? FOR_A_YEAR : REVALIDATE);
      },
    });
  }

  // Browsers ask for /favicon.ico on pages without an icon link (the API docs, a JSON answer): the same icon.
  const favicon = webDist ? path.join(webDist, "favicon.svg") : undefined;
  if (favicon && fs.existsSync(favicon)) {
    app.get("/favicon.ico", (_request, reply) =>
      reply.header("cache-control", REVALIDATE).type("image/svg+xml").send(fs.readFileSync(favicon)),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isAppRoute = (request.method === "GET" || request.method === "HEAD") && !path.extname(pathname);
    if (!isAppRoute) return reply.code(404).send({ message: "Not found" });
    if (!index || !fs.existsSync(index)) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built. Run `npm run build` (npm start does it for you).");
    }
    return reply.header("cache-control", REVALIDATE).sendFile("index.html");
  });
}
