import { randomUUID } from "node:crypto";
import type { PasswordHash } from "../../core/accounts/account-types.ts";
import { emailKey } from "../../core/accounts/customer-ports.ts";
import type { RegistrationStore } from "../../core/accounts/registration-ports.ts";
import type { Db } from "../db.ts";
import { toBoolean } from "../normalise.ts";
import { insertCustomerIfFree } from "./customer-repository.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";

/** Retires the address's registrations still waiting: only the newest link, or none once it has an account. */
async function retireWaiting(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable("pendingRegistrations")
    .set({ usedAt: now.toISOString() })
    .where("emailKey", "=", key)
    .where("usedAt", "is", null)
    .execute();
}

/** Registrations waiting for their e-mail to be confirmed (migration 0032). Links are stored only as their hash. */
export function createPendingRegistrationRepository(db: Db): RegistrationStore {
  return {
    async open(registration, message, now) {
      const key = emailKey(registration.email);
      await db.transaction().execute(async (trx) => {
        await retireWaiting(trx, key, now);
        await trx
          .insertInto("pendingRegistrations")
          .values({
            id: randomUUID(),
            email: registration.email,
            emailKey: key,
            title: registration.title,
            firstName: registration.firstName,
            lastName: registration.lastName,
            phone: registration.phone,
            birthdayDay: registration.birthday?.day ?? null,
            birthdayMonth: registration.birthday?.month ?? null,
            marketingConsent: registration.marketingConsent,
            passwordHash: JSON.stringify(registration.passwordHash),
            version: registration.version,
            redirectUrl: registration.redirectUrl,
            tokenHash: registration.tokenHash,
            createdAt: now.toISOString(),
            expiresAt: registration.expiresAt.toISOString(),
            usedAt: null,
          })
          .execute();
        await writeOutboxMessage(trx, message, now);
      });
    },

    async notifyOwner(key, message, now) {
      await db.transaction().execute(async (trx) => {
        await retireWaiting(trx, key, now);
        await writeOutboxMessage(trx, message, now);
      });
    },

    async complete(tokenHash, customerId, now) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        // One conditional update takes the registration: of two racing uses of a link, one gets the row.
        const row = await trx
          .updateTable("pendingRegistrations")
          .set({ usedAt: at })
          .where("tokenHash", "=", tokenHash)
          .where("usedAt", "is", null)
          .where("expiresAt", ">", at)
          .returningAll()
          .executeTakeFirst();
        if (!row) return { kind: "invalid" as const };
        const day = row.birthdayDay === null ? null : Number(row.birthdayDay);
        const month = row.birthdayMonth === null ? null : Number(row.birthdayMonth);
        const created = await insertCustomerIfFree(
          trx,
          {
            id: customerId,
            email: row.email,
            title: row.title,
            firstName: row.firstName,
            lastName: row.lastName,
            phone: row.phone,
            birthday: day !== null && month !== null ? { day, month } : null,
            customerType: "registered",
            marketingConsent: toBoolean(row.marketingConsent),
            passwordHash: JSON.parse(row.passwordHash) as PasswordHash,
          },
          now,
        );
        // The e-mail's unique key decides between two links of one address used at once: the other is told the
        // address has an account (only the address's reader can have either link).
        if (!created) return { kind: "taken" as const };
        return { kind: "created" as const, customerId, redirectUrl: row.redirectUrl };
      });
    },

    async deleteSpent(before) {
      const at = before.toISOString();
      await db
        .deleteFrom("pendingRegistrations")
        .where((eb) => eb.or([eb("usedAt", "<", at), eb("expiresAt", "<", at)]))
        .execute();
    },
  };
}
