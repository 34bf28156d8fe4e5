import type { BrochureChoice, TITLES } from "../../core/content-forms/brochure-request.ts";
import type { ContactSubject } from "../../core/content-forms/contact-message.ts";
import type {
  ContentFormRepository,
  StoredBrochureRequest,
  StoredContactMessage,
} from "../../core/content-forms/content-form-service.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import type { Db } from "../db.ts";
import { toBoolean, toIso } from "../normalise.ts";

export function createContentFormRepository(db: Db): ContentFormRepository {
  return {
    async addBrochureRequest(request: StoredBrochureRequest) {
      await db
        .insertInto("brochureRequests")
        .values({
          id: request.id,
          version: request.version,
          country: request.country,
          title: request.title,
          firstName: request.firstName,
          lastName: request.lastName,
          addressLine1: request.addressLine1,
          addressLine2: request.addressLine2,
          town: request.town,
          county: request.county,
          postcode: request.postcode,
          email: request.emailAddress,
          brochure: request.brochure,
          marketingOptIn: request.marketingOptIn,
          createdAt: request.now.toISOString(),
        })
        .execute();
    },
    async addContactMessage(message: StoredContactMessage) {
      await db
        .insertInto("contactMessages")
        .values({
          id: message.id,
          version: message.version,
          country: message.country,
          firstName: message.firstName,
          lastName: message.lastName,
          email: message.emailAddress,
          subject: message.subject,
          summary: message.summary,
          orderNumber: message.orderNumber,
          productDetails: message.productDetails,
          hasAccount: message.hasAccount === "yes",
          createdAt: message.now.toISOString(),
        })
        .execute();
    },
    async findBrochureRequest(id: string) {
      const row = await db.selectFrom("brochureRequests").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        version: versionFromSegment(row.version),
        country: row.country,
        now: new Date(toIso(row.createdAt)),
        title: row.title as (typeof TITLES)[number],
        firstName: row.firstName,
        lastName: row.lastName,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        town: row.town,
        county: row.county,
        postcode: row.postcode,
        emailAddress: row.email,
        brochure: row.brochure as BrochureChoice,
        marketingOptIn: toBoolean(row.marketingOptIn),
      };
    },
    async findContactMessage(id: string) {
      const row = await db.selectFrom("contactMessages").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        version: versionFromSegment(row.version),
        country: row.country,
        now: new Date(toIso(row.createdAt)),
        firstName: row.firstName,
        lastName: row.lastName,
        emailAddress: row.email,
        subject: row.subject as ContactSubject,
        summary: row.summary,
        orderNumber: row.orderNumber,
        productDetails: row.productDetails,
        hasAccount: toBoolean(row.hasAccount) ? "yes" : "no",
      };
    },
  };
}
