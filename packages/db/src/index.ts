export { createDb, createPoolLike, type Db } from "./create-db";
export { DataDirInUseError } from "./data-dir-lock";
export { type EmbeddedDatabase, embeddedUrlOf, startEmbeddedPostgres } from "./embedded";
export { freePort } from "./free-port";
export { createMigrator, migrateToLatest } from "./migrate";
export type * from "./schema";
