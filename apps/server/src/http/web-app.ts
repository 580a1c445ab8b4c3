import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Paths without a file extension are the app's own routes (/dashboard,
 * /mode1?id=...) and get index.html; a missing asset is a plain 404.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, "index.html") : undefined;
  if (webDist && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
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
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
