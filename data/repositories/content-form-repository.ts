import type { Selectable } from "kysely";
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
import type { ContactMessageTable } from "../schema/content-forms.ts";

type Sender = Pick<
  StoredContactMessage,
  "id" | "version" | "country" | "now" | "firstName" | "lastName" | "emailAddress"
>;

/** The columns every form's table has: the submission's id, where and when it came in, and who sent it. */
function senderColumns(sender: Sender) {
  return {
    id: sender.id,
    version: sender.version,
    country: sender.country,
    firstName: sender.firstName,
    lastName: sender.lastName,
    email: sender.emailAddress,
    createdAt: sender.now.toISOString(),
  };
}

/** The same columns read back from a row. */
function senderFrom(
  row: Pick<
    Selectable<ContactMessageTable>,
    "id" | "version" | "country" | "firstName" | "lastName" | "email" | "createdAt"
  >,
): Sender {
  return {
    id: row.id,
    version: versionFromSegment(row.version),
    country: row.country,
    now: new Date(toIso(row.createdAt)),
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.email,
  };
}

export function createContentFormRepository(db: Db): ContentFormRepository {
  return {
    async addBrochureRequest(request: StoredBrochureRequest) {
      await db
        .insertInto("brochureRequests")
        .values({
          ...senderColumns(request),
          title: request.title,
          addressLine1: request.addressLine1,
          addressLine2: request.addressLine2,
          town: request.town,
          county: request.county,
          postcode: request.postcode,
          brochure: request.brochure,
          marketingOptIn: request.marketingOptIn,
        })
        .execute();
    },
    async addContactMessage(message: StoredContactMessage) {
      await db
        .insertInto("contactMessages")
        .values({
          ...senderColumns(message),
          subject: message.subject,
          summary: message.summary,
          orderNumber: message.orderNumber,
          productDetails: message.productDetails,
          hasAccount: message.hasAccount === "yes",
        })
        .execute();
    },
    async findBrochureRequest(id: string) {
      const row = await db.selectFrom("brochureRequests").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        ...senderFrom(row),
        title: row.title as (typeof TITLES)[number],
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        town: row.town,
        county: row.county,
        postcode: row.postcode,
        brochure: row.brochure as BrochureChoice,
        marketingOptIn: toBoolean(row.marketingOptIn),
      };
    },
    async findContactMessage(id: string) {
      const row = await db.selectFrom("contactMessages").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        ...senderFrom(row),
        subject: row.subject as ContactSubject,
        summary: row.summary,
        orderNumber: row.orderNumber,
        productDetails: row.productDetails,
        hasAccount: toBoolean(row.hasAccount) ? "yes" : "no",
      };
    },
  };
}
