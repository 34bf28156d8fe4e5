import type { Kysely } from "kysely";

// Tables for notify-me requests.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(_db: Kysely<any>): Promise<void> {}
