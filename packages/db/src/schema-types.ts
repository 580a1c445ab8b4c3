import path from "node:path";
import { Cli } from "kysely-codegen";
import config from "../kysely-codegen.config";

/** The committed row types, made from the migrated database by `npm run db:types`. */
export const SCHEMA_TYPES_FILE = path.resolve(import.meta.dirname, "..", config.outFile ?? "");

/** The row types kysely-codegen makes from the migrated database at `url`, as the file's text. */
export function generateSchemaTypes(url: string): Promise<string> {
  return new Cli().generate({ ...config, url, outFile: null, logLevel: "error" });
}
