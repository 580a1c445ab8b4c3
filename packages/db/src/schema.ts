import type { Selectable } from "kysely";
import type { Companies, DB } from "./schema/database";

// The row types are generated from the migrated database (`npm run db:types`, kysely-codegen) into
// schema/database.ts, in the camelCase names queries use (CamelCasePlugin, create-db.ts): never by hand.
export type * from "./schema/database";

export type Database = DB;
export type Company = Selectable<Companies>;
