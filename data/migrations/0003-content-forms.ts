import type { Kysely } from "kysely";

// Tables for contact-us and brochure requests.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(_db: Kysely<any>): Promise<void> {}
