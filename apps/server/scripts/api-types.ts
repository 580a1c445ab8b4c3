// Writes generated/kerf-rest-api.d.ts: the TypeScript types of the REST document, /api/openapi.json, made by
// openapi-typescript, for the scripts that call the legacy paths with openapi-fetch (/scripts). Made at build
// time, never committed (gitignored): turbo runs this task before the scripts are typechecked, so the types
// are always those of the document the sources make.
//
//   npm run api:types      (or any `npm run typecheck`)

import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { offlineApp } from "../test/offline-app";

export const API_TYPES_FILE = path.resolve(import.meta.dirname, "../generated/kerf-rest-api.d.ts");

/** The document as the server serves it; making it needs no database. */
async function openApiDocument(): Promise<object> {
  const { app, close } = await offlineApp();
  try {
    return (await app.inject("/api/openapi.json")).json();
  } finally {
    await close();
  }
}

export async function apiTypes(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as Parameters<typeof openapiTS>[0]);
  return `${COMMENT_HEADER}// Made from /api/openapi.json by \`npm run api:types\`.\n\n${astToString(ast)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
  fs.writeFileSync(API_TYPES_FILE, await apiTypes());
  process.stdout.write(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}\n`);
}
