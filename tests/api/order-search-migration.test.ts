import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createOrderAdmin } from "../../core/order-admin/order-admin.ts";
import { parseOrderListQuery } from "../../core/order-admin/order-list-query.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { createOrderAdminRepository } from "../../data/repositories/order-admin-repository.ts";
import { databaseBefore } from "../setup/migrated-before.ts";

// Migration 0045 on orders placed before it, of each dialect: the search columns are filled from each order's
// delivery (or billing) JSON, a gift-card or wallet order knows its way of paying at once, and a PayPal or card
// order gets its way of paying from the payment routing when the order list is first read.

let before: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  before = await databaseBefore("0045");
});
afterAll(async () => {
  await before?.drop();
});

const person = (firstName: string, lastName: string) => ({
  title: "Mx",
  firstName,
  lastName,
  phoneNumber: "",
});
const address = (postcode: string) => ({
  line1: "1 High Street",
  line2: null,
  townCity: "Bath",
  postcode,
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
});

describe(`migration 0045 on ${inject("dialect")}`, () => {
  it("fills the search columns of the orders placed before it and lets the list find them", async () => {
    const db = before.database.db;
    const json = (value: unknown) => JSON.stringify(value);
    const card = (paymentId: string) => ({
      card: { paymentId, amount: 1000, maskedNumber: null, brand: null },
      giftCards: [],
    });
    const orders = [
      // Home delivery paid by PayPal: the delivery's person and postcode.
      [
        "o-1",
        "10000000001",
        "Ann@Example.com",
        { person: person("Ann", "Smith"), address: address("ba1 1dn") },
        { person: person("Bill", "Payer"), address: address("EH1 1AA") },
        card("PPSBX-P-1"),
      ],
      // Collected, paid by a wallet: the billing address's postcode.
      [
        "o-2",
        "10000000002",
        "bob@example.com",
        { person: person("Bob", "Jones"), address: null },
        { person: person("Bob", "Jones"), address: address("SW1A 1AA") },
        card("wlt_pay_1"),
      ],
      // An e-gift card paid by gift cards only: nothing delivered, the billing person.
      [
        "o-3",
        "10000000003",
        "cat@example.com",
        null,
        { person: person("Cat", "Smith"), address: address("LS1 1AA") },
        { card: null, giftCards: [{ lastFour: "1234", amount: 1000 }] },
      ],
    ] as const;
    for (const [id, number, email, delivery, billing, payments] of orders)
      await sql`insert into orders (id, order_number, guest_token_hash, customer_id, email, version, currency, delivery,
        billing, subtotal, discounts, charges, delivery_charge, split_delivery, tax, total, payments, status, created_at)
        values (${id}, ${number}, 'hash', null, ${email}, 'uk', 'GBP', ${json(delivery)}, ${json(billing)},
        1000, 0, 0, 0, 0, 0, 1000, ${json(payments)}, 'placed', ${`2026-01-0${id.slice(-1)}T10:00:00.000Z`})`.execute(
        db,
      );

    expect(await migrateToLatest(db)).toContain("0045-order-search");

    const rows = await db
      .selectFrom("orders")
      .select(["id", "emailKey", "postcodeKey", "nameKey", "surnameKey", "paymentMethod"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: "o-1",
        emailKey: "ann@example.com",
        postcodeKey: "BA11DN",
        nameKey: "ann smith",
        surnameKey: "smith",
        paymentMethod: null,
      },
      {
        id: "o-2",
        emailKey: "bob@example.com",
        postcodeKey: "SW1A1AA",
        nameKey: "bob jones",
        surnameKey: "jones",
        paymentMethod: "wallet",
      },
      {
        id: "o-3",
        emailKey: "cat@example.com",
        postcodeKey: "LS11AA",
        nameKey: "cat smith",
        surnameKey: "smith",
        paymentMethod: "giftCard",
      },
    ]);

    const admin = createOrderAdmin({
      repository: createOrderAdminRepository(db),
      expiringAuthorisations: async () => [],
      methodOf: (id) => (id.startsWith("PPSBX-") ? "paypal" : id.startsWith("wlt_") ? "wallet" : "card"),
    });
    const find = async (query: Record<string, string>) => {
      const parsed = parseOrderListQuery(query);
      if (!parsed.ok) throw new Error(parsed.message);
      return (await admin.list(parsed.filter, 1)).orders.map((order) => order.orderNumber);
    };
    expect(await find({ q: "smith" })).toEqual(["10000000003", "10000000001"]);
    expect(await find({ q: "BA1 1DN" })).toEqual(["10000000001"]);
    expect(await find({ payment: "paypal" })).toEqual(["10000000001"]);
    expect(
      (
        await db
          .selectFrom("orders")
          .select("paymentMethod")
          .where("id", "=", "o-1")
          .executeTakeFirstOrThrow()
      ).paymentMethod,
    ).toBe("paypal");
  });
});
