import type { ColumnType } from "kysely";

// Column shapes both dialects share: SQLite answers booleans as 1/0 and timestamps as text (ARCHITECTURE.md "Data").
export type Bool = ColumnType<boolean | number, boolean, boolean>;
export type Json = ColumnType<unknown, string, string>;
export type Timestamp = ColumnType<Date | string, string, string>;
/** A row's last change (migration 0042): optional on insert, so writers that predate it still work. */
export type UpdatedAt = ColumnType<Date | string | null, string | null | undefined, string | null>;
