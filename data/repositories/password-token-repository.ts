import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { PasswordTokenFlow } from "../../core/accounts/account-types.ts";
import type { PasswordRequest, PasswordTokenStore } from "../../core/accounts/password-ports.ts";
import type { StoredToken } from "../../core/accounts/password-tokens.ts";
import type { Db } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";
import { createCustomerRepository } from "./customer-repository.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";
import { createSessionRepository } from "./session-repository.ts";

interface TokenRow {
  customerId: string;
  flow: string;
  expiresAt: unknown;
  usedAt: unknown;
  redirectUrl: string | null;
}

const TOKEN_COLUMNS = ["customerId", "flow", "expiresAt", "usedAt", "redirectUrl"] as const;

function toToken(row: TokenRow): StoredToken {
  return {
    customerId: row.customerId,
    flow: row.flow as PasswordTokenFlow,
    expiresAt: toIso(row.expiresAt),
    usedAt: row.usedAt === null || row.usedAt === undefined ? null : toIso(row.usedAt),
    redirectUrl: row.redirectUrl,
  };
}

/** Marks a valid token used, in one conditional statement: of two racing uses, one gets the row. */
async function consume(
  db: Db,
  tokenHash: string,
  flow: PasswordTokenFlow,
  now: Date,
): Promise<StoredToken | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable("passwordTokens")
    .set({ usedAt: at })
    .where("tokenHash", "=", tokenHash)
    .where("flow", "=", flow)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .returning(TOKEN_COLUMNS)
    .executeTakeFirst();
  return row ? toToken(row) : null;
}

/** Password tokens and the request queue (migration 0015). Tokens are stored only as their hash. */
export function createPasswordTokenRepository(db: Db): PasswordTokenStore {
  return {
    async askedSince(emailKey, since) {
      const row = await db
        .selectFrom("passwordRequests")
        .select("id")
        .where("emailKey", "=", emailKey)
        .where("createdAt", ">", since.toISOString())
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async enqueueRequest(request, now) {
      await db
        .insertInto("passwordRequests")
        .values({
          id: randomUUID(),
          email: request.email,
          emailKey: request.emailKey,
          flow: request.flow,
          version: request.version,
          redirectUrl: request.redirectUrl,
          createdAt: now.toISOString(),
          processedAt: null,
          lockedUntil: null,
          attempts: 0,
        })
        .execute();
    },

    async claimRequests(now, limit, lockMs) {
      const at = now.toISOString();
      const pending = db
        .selectFrom("passwordRequests")
        .select("id")
        .where("processedAt", "is", null)
        .where("attempts", "<", 5)
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
        .orderBy("createdAt")
        .limit(limit);
      const rows = await db
        .updateTable("passwordRequests")
        .set({
          lockedUntil: new Date(now.getTime() + lockMs).toISOString(),
          attempts: sql<number>`attempts + 1`,
        })
        .where("id", "in", pending)
        .where("processedAt", "is", null)
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
        .returning(["id", "email", "flow", "version", "redirectUrl", "attempts"])
        .execute();
      return rows.map(
        (row): PasswordRequest => ({
          id: row.id,
          email: row.email,
          flow: row.flow as PasswordTokenFlow,
          version: row.version,
          redirectUrl: row.redirectUrl,
          attempts: toNumber(row.attempts),
        }),
      );
    },

    async issueToken(issue, now) {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        // A newer link supersedes the older unused ones of this customer and flow.
        await trx
          .updateTable("passwordTokens")
          .set({ usedAt: at })
          .where("customerId", "=", issue.customerId)
          .where("flow", "=", issue.flow)
          .where("usedAt", "is", null)
          .execute();
        await trx
          .insertInto("passwordTokens")
          .values({
            id: randomUUID(),
            customerId: issue.customerId,
            flow: issue.flow,
            tokenHash: issue.tokenHash,
            redirectUrl: issue.redirectUrl,
            createdAt: at,
            expiresAt: issue.expiresAt.toISOString(),
            usedAt: null,
          })
          .execute();
        await writeOutboxMessage(trx, issue.message, now);
        await trx
          .updateTable("passwordRequests")
          .set({ processedAt: at, lockedUntil: null })
          .where("id", "=", issue.requestId)
          .execute();
      });
    },

    async finishRequest(requestId, now) {
      await db
        .updateTable("passwordRequests")
        .set({ processedAt: now.toISOString(), lockedUntil: null })
        .where("id", "=", requestId)
        .execute();
    },

    async findToken(tokenHash) {
      const row = await db
        .selectFrom("passwordTokens")
        .select(TOKEN_COLUMNS)
        .where("tokenHash", "=", tokenHash)
        .executeTakeFirst();
      return row ? toToken(row) : null;
    },

    consumeToken: (tokenHash, flow, now) => consume(db, tokenHash, flow, now),

    async resetPassword(tokenHash, hash, now) {
      return db.transaction().execute(async (trx) => {
        const token = await consume(trx, tokenHash, "RESETPASSWORD", now);
        if (!token) return null;
        // Every other outstanding link of the customer dies with the old password.
        await trx
          .updateTable("passwordTokens")
          .set({ usedAt: now.toISOString() })
          .where("customerId", "=", token.customerId)
          .where("usedAt", "is", null)
          .execute();
        await createCustomerRepository(trx).setPassword(token.customerId, hash, now);
        await createSessionRepository(trx).deleteForCustomer(token.customerId);
        return token.customerId;
      });
    },

    async changePassword(customerId, hash, exceptSessionId, now) {
      await db.transaction().execute(async (trx) => {
        await createCustomerRepository(trx).setPassword(customerId, hash, now);
        await trx
          .updateTable("passwordTokens")
          .set({ usedAt: now.toISOString() })
          .where("customerId", "=", customerId)
          .where("usedAt", "is", null)
          .execute();
        await createSessionRepository(trx).deleteForCustomer(customerId, exceptSessionId);
      });
    },

    async deleteSpent(before) {
      const at = before.toISOString();
      await db.deleteFrom("passwordRequests").where("processedAt", "<", at).execute();
      // A used or expired token answers as an unknown one does ("expired"), so deleting it changes nothing a
      // shopper sees.
      await db
        .deleteFrom("passwordTokens")
        .where((eb) => eb.or([eb("usedAt", "<", at), eb("expiresAt", "<", at)]))
        .execute();
    },
  };
}
