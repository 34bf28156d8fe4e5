import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// OAuth tokens (docs/decisions/019-oauth-tokens.md): only the SHA-256 of each token is kept. Refresh
// tokens belong to a family started by one password grant; rotating keeps the family, a reused token revokes
// it, and the family's absolute expiry bounds every token in it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("oauth_token_families")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("oauth_token_families_customer")
    .on("oauth_token_families")
    .column("customer_id")
    .execute();
  await db.schema
    .createTable("oauth_refresh_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("issued_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("rotated_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("oauth_refresh_tokens_family")
    .on("oauth_refresh_tokens")
    .column("family_id")
    .execute();
  await db.schema
    .createTable("oauth_access_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("family_id", "text")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("issued_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("oauth_access_tokens_expiry")
    .on("oauth_access_tokens")
    .column("expires_at")
    .execute();
}
