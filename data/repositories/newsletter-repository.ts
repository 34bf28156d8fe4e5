import type { NewsletterRepository, NewsletterSignUp } from "../../core/newsletter/newsletter-service.ts";
import { isVersion } from "../../core/site/versions.ts";
import type { Db } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";

export function createNewsletterRepository(db: Db): NewsletterRepository {
  return {
    async add(signUp: NewsletterSignUp) {
      // One statement, so two sign-ups racing for the same address still leave one row.
      const result = await db
        .insertInto("newsletterSubscriptions")
        .values(signUp)
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      return toNumber(result.numInsertedOrUpdatedRows) > 0;
    },
    async find(email: string) {
      const row = await db
        .selectFrom("newsletterSubscriptions")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      if (!row || !isVersion(row.version)) return null;
      return {
        email: row.email,
        version: row.version,
        country: row.country,
        createdAt: toIso(row.createdAt),
      };
    },
  };
}
