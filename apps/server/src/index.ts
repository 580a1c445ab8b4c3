import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  createDb,
  DataDirInUseError,
  type EmbeddedDatabase,
  migrateToLatest,
  startEmbeddedPostgres,
} from "@kerf/db";
import { buildApp } from "./app";
import { EnvError, parseEnv } from "./env";
import { createCuttingPool } from "./services/cutting/cutting-pool";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}

let embedded: EmbeddedDatabase | undefined;
if (!env.DATABASE_URL) {
  try {
    // Its shutdown below stops the database, after the server's own work.
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, ownSignals: true });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
}

const db = createDb(env.DATABASE_URL ?? embedded!.url);
await migrateToLatest(db);
// The cut planner's workers start with the server, so the first plan does not wait for them to load.
const cuttingPool = createCuttingPool({ size: env.CUT_WORKERS });
void cuttingPool.warm();
const app = await buildApp({
  db,
  env,
  webDist: path.resolve(import.meta.dirname, "../../web/dist"),
  cuttingPool,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await cuttingPool.close();
  await db.destroy();
  await embedded?.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
if (env.PORT === 0) {
  // PORT=0 takes any free port (tests run servers side by side): say which, whatever LOG_LEVEL is, and let
  // mail links name it unless APP_URL was given.
  const { port } = app.server.address() as AddressInfo;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  if (!process.env.APP_URL) env.APP_URL = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  process.stdout.write(`kerf: listening on port ${port}\n`);
}
app.log.info(
  {
    url: env.APP_URL,
    database: embedded ? `embedded (${path.resolve(env.DATA_DIR, "postgres")})` : "DATABASE_URL",
  },
  "Kerf is serving",
);
