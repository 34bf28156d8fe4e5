import type { OAuthTokenRepository } from "../../core/oauth/oauth-ports.ts";
import type { Db } from "../db.ts";
import { toIso } from "../normalise.ts";

const toDate = (value: unknown): Date => new Date(toIso(value));
const toDateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : toDate(value);

/** OAuth tokens and their families (migration 0016); tokens are found by the SHA-256 of their value. */
export function createOAuthTokenRepository(db: Db): OAuthTokenRepository {
  return {
    async saveAccessToken(token) {
      await db
        .insertInto("oauthAccessTokens")
        .values({
          tokenHash: token.tokenHash,
          clientId: token.clientId,
          customerId: token.customerId,
          familyId: token.familyId,
          scope: token.scope,
          issuedAt: token.issuedAt.toISOString(),
          expiresAt: token.expiresAt.toISOString(),
        })
        .execute();
    },

    async findAccessToken(tokenHash) {
      const row = await db
        .selectFrom("oauthAccessTokens as a")
        .leftJoin("oauthTokenFamilies as f", "f.id", "a.familyId")
        .select(["a.clientId", "a.customerId", "a.scope", "a.expiresAt", "f.revokedAt"])
        .where("a.tokenHash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        clientId: row.clientId,
        customerId: row.customerId,
        scope: row.scope,
        expiresAt: toDate(row.expiresAt),
        familyRevokedAt: toDateOrNull(row.revokedAt),
      };
    },

    async createFamily(family) {
      await db
        .insertInto("oauthTokenFamilies")
        .values({
          id: family.id,
          customerId: family.customerId,
          clientId: family.clientId,
          createdAt: family.createdAt.toISOString(),
          expiresAt: family.expiresAt.toISOString(),
          revokedAt: null,
        })
        .execute();
    },

    async saveRefreshToken(token) {
      await db
        .insertInto("oauthRefreshTokens")
        .values({
          tokenHash: token.tokenHash,
          familyId: token.familyId,
          customerId: token.customerId,
          clientId: token.clientId,
          issuedAt: token.issuedAt.toISOString(),
          expiresAt: token.expiresAt.toISOString(),
          rotatedAt: null,
        })
        .execute();
    },

    async findRefreshToken(tokenHash) {
      const row = await db
        .selectFrom("oauthRefreshTokens as r")
        .innerJoin("oauthTokenFamilies as f", "f.id", "r.familyId")
        .select([
          "r.familyId",
          "r.customerId",
          "r.clientId",
          "r.expiresAt",
          "r.rotatedAt",
          "f.expiresAt as familyExpiresAt",
          "f.revokedAt as familyRevokedAt",
        ])
        .where("r.tokenHash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        familyId: row.familyId,
        customerId: row.customerId,
        clientId: row.clientId,
        expiresAt: toDate(row.expiresAt),
        rotatedAt: toDateOrNull(row.rotatedAt),
        familyExpiresAt: toDate(row.familyExpiresAt),
        familyRevokedAt: toDateOrNull(row.familyRevokedAt),
      };
    },

    async markRotated(tokenHash, at) {
      const result = await db
        .updateTable("oauthRefreshTokens")
        .set({ rotatedAt: at.toISOString() })
        .where("tokenHash", "=", tokenHash)
        .where("rotatedAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revokeFamily(familyId, at) {
      await db
        .updateTable("oauthTokenFamilies")
        .set({ revokedAt: at.toISOString() })
        .where("id", "=", familyId)
        .where("revokedAt", "is", null)
        .execute();
    },

    async revokeForCustomer(customerId, at) {
      const result = await db
        .updateTable("oauthTokenFamilies")
        .set({ revokedAt: at.toISOString() })
        .where("customerId", "=", customerId)
        .where("revokedAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async sweep(now) {
      const cutoff = now.toISOString();
      await db.deleteFrom("oauthAccessTokens").where("expiresAt", "<", cutoff).execute();
      // A family is kept until its absolute expiry even when revoked, so a stolen token of it stays refused.
      await db.deleteFrom("oauthRefreshTokens").where("expiresAt", "<", cutoff).execute();
      await db.deleteFrom("oauthTokenFamilies").where("expiresAt", "<", cutoff).execute();
    },
  };
}
