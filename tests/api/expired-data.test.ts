import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { deleteExpiredData } from "../../server/jobs/expired-data.ts";
import { createServices, type Services } from "../../server/services.ts";
import { createCustomer } from "../setup/customers.ts";

// The hourly sweep (server/jobs/expired-data.ts) on SQLite and PostgreSQL: mail sent more than 30 days ago and
// reset or sign-in links and registrations spent more than a day ago are deleted; mail not yet sent, recent mail,
// live links and requests and registrations still waiting are kept.

let database: DatabaseHandle;
let services: Services;
const DAY = 86_400_000;
const now = new Date("2026-11-26T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  database = openDatabase(inject("databaseUrl"), { poolSize: 2 });
  services = createServices(database, loadSiteConfig());
});
afterAll(async () => {
  await services.catalogueChanged.close();
  await database.close();
});

async function mail(name: string, sentAt: string | null, createdAt = ago(40 * DAY)) {
  await database.db
    .insertInto("outbox")
    .values({
      id: `${tag}-${name}`,
      kind: "order-confirmation",
      toAddress: `${tag}@example.com`,
      subject: "Your order",
      html: "<p>Thank you</p>",
      text: "Thank you",
      createdAt,
      sentAt,
    })
    .execute();
}

async function request(name: string, processedAt: string | null) {
  await database.db
    .insertInto("passwordRequests")
    .values({
      id: `${tag}-${name}`,
      email: `${tag}@example.com`,
      emailKey: `${tag}@example.com`,
      flow: "RESETPASSWORD",
      version: "uk",
      createdAt: ago(3 * DAY),
      processedAt,
    })
    .execute();
}

async function token(customerId: string, name: string, expiresAt: string, usedAt: string | null) {
  await database.db
    .insertInto("passwordTokens")
    .values({
      id: `${tag}-${name}`,
      customerId,
      flow: "RESETPASSWORD",
      tokenHash: `${tag}-${name}-hash`,
      createdAt: ago(3 * DAY),
      expiresAt,
      usedAt,
    })
    .execute();
}

async function registration(name: string, expiresAt: string, usedAt: string | null) {
  await database.db
    .insertInto("pendingRegistrations")
    .values({
      id: `${tag}-${name}`,
      email: `${tag}-${name}@example.com`,
      emailKey: `${tag}-${name}@example.com`,
      title: "Ms",
      firstName: "Grace",
      lastName: "Hopper",
      phone: "07700900000",
      birthdayDay: null,
      birthdayMonth: null,
      marketingConsent: false,
      passwordHash: "{}",
      version: "uk",
      redirectUrl: null,
      tokenHash: `${tag}-${name}-hash`,
      createdAt: ago(3 * DAY),
      expiresAt,
      usedAt,
    })
    .execute();
}

const idsIn = async (table: "outbox" | "passwordRequests" | "passwordTokens" | "pendingRegistrations") =>
  (await database.db.selectFrom(table).select("id").where("id", "like", `${tag}-%`).execute())
    .map((row) => row.id.slice(tag.length + 1))
    .sort();

describe("the hourly sweep", () => {
  it("deletes old sent mail and spent links, and keeps everything still of use", async () => {
    const { id: customerId } = await createCustomer(services.customers, { email: `${tag}@example.com` }, now);
    await mail("sent-long-ago", ago(31 * DAY));
    await mail("sent-last-week", ago(7 * DAY));
    // Never sent (no SMTP, or every attempt failed): an operator's to look at, however old.
    await mail("never-sent", null);
    await request("resolved-days-ago", ago(2 * DAY));
    await request("resolved-just-now", ago(60_000));
    await request("waiting", null);
    await token(customerId, "used-days-ago", ago(-DAY), ago(2 * DAY));
    await token(customerId, "expired-days-ago", ago(2 * DAY), null);
    await token(customerId, "live", new Date(now.getTime() + 3_600_000).toISOString(), null);
    // A registration's details and password hash go a day after its link is used or expires.
    await registration("confirmed-days-ago", ago(-DAY), ago(2 * DAY));
    await registration("expired-days-ago", ago(2 * DAY), null);
    await registration("confirmed-just-now", ago(-DAY), ago(60_000));
    await registration("waiting", new Date(now.getTime() + 3_600_000).toISOString(), null);

    await deleteExpiredData(services)(now);

    expect(await idsIn("outbox")).toEqual(["never-sent", "sent-last-week"]);
    expect(await idsIn("passwordRequests")).toEqual(["resolved-just-now", "waiting"]);
    expect(await idsIn("passwordTokens")).toEqual(["live"]);
    expect(await idsIn("pendingRegistrations")).toEqual(["confirmed-just-now", "waiting"]);
    // A second instance sweeping at the same moment finds nothing left to do and fails nothing.
    await expect(deleteExpiredData(services)(now)).resolves.toBeTypeOf("number");
  });
});
