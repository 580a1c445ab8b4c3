import type { ColumnType } from "kysely";

// numeric and int8 arrive from `pg` as strings: figures stay exact decimal strings end to end.
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
