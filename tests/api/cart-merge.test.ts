import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerOwnerKey } from "../../core/cart/merge-at-sign-in.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import type { Version } from "../../core/site/versions.ts";
import { createTestApp } from "../setup/api-app.ts";

// The guest's bag and saved items at sign-in (issue 14 point 7), on a real database of each dialect.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let plenty: string[] = [];
let low: { code: string; stockLevel: number };
let products: { code: string; name: string }[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const rows = await db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select(["variants.code", "variants.stockLevel"])
    .where("variants.availability", "=", "online")
    .where("variants.code", "like", "P%")
    .orderBy("variants.code", "desc")
    .offset(60)
    .limit(400)
    .execute();
  plenty = rows
    .filter((r) => Number(r.stockLevel) >= 40)
    .map((r) => r.code)
    .slice(0, 3);
  const lowRow = rows.find((r) => Number(r.stockLevel) === 3);
  if (plenty.length < 3 || !lowRow) throw new Error("the seed has no variants for the merge tests");
  low = { code: lowRow.code, stockLevel: 3 };
  products = await db
    .selectFrom("products")
    .select(["code", "name"])
    .where("productType", "=", "standard")
    .orderBy("code", "desc")
    .limit(4)
    .execute();
});
afterAll(async () => {
  await harness.close();
});

/** A bag for an owner key on a version, as adds from that session would make it. */
async function fill(ownerGuid: string, lines: [string, number][], version: Version = "uk") {
  for (const [variantCode, quantity] of lines)
    acceptedOrThrow(
      await harness.services.cart.addEntry({
        ownerGuid,
        version,
        currency: version === "us" ? "USD" : version === "row" ? "EUR" : "GBP",
        variantCode,
        quantity,
        keepGuid: async (c) => c,
      }),
    );
}

async function bagOf(ownerGuid: string, version: Version = "uk") {
  const found = await harness.services.cart.lines({
    ownerGuid,
    version,
    currency: version === "uk" ? "GBP" : version === "us" ? "USD" : "EUR",
  });
  return new Map((found?.lines ?? []).map((line) => [line.variantCode, line.quantity]));
}

const merge = (guest: string, customerId: string, keepGuestBagOnly = false, guestList?: string) =>
  harness.services.cartMerge.atSignIn({
    guestOwnerGuid: guest,
    guestSavedItemsGuid: guestList,
    customerId,
    keepGuestBagOnly,
    maxSavedItems: 50,
  });

describe("the bag at sign-in", () => {
  it("keeps this visit's bag and adds the account's earlier lines, capped by stock, and says how many", async () => {
    const customerId = randomUUID();
    const [a, b] = plenty as [string, string];
    await fill(customerOwnerKey(customerId), [
      [a, 2],
      [low.code, 3],
    ]);
    const guest = randomUUID();
    await fill(guest, [
      [b, 1],
      [low.code, 2],
    ]);
    const result = await merge(guest, customerId);
    expect(result.ownerGuid).toBe(customerOwnerKey(customerId));
    // a: 2 added; the low-stock line holds at most its stock, 3, so 1 of the earlier 3 fits.
    expect(result.bagUnitsAdded).toBe(3);
    const bag = await bagOf(result.ownerGuid);
    expect(Object.fromEntries(bag)).toEqual({ [a]: 2, [b]: 1, [low.code]: low.stockLevel });
    expect((await bagOf(guest)).size).toBe(0);
  });

  it("gives a guest's bag to the customer who had none, in each version", async () => {
    const customerId = randomUUID();
    const guest = randomUUID();
    await fill(guest, [[plenty[0] as string, 1]], "uk");
    await fill(guest, [[plenty[1] as string, 2]], "us");
    const ukGuid = (
      await harness.services.cart.existingCart({ ownerGuid: guest, version: "uk", currency: "GBP" })
    )?.guid;
    const result = await merge(guest, customerId);
    expect(result.bagUnitsAdded).toBe(0);
    expect(Object.fromEntries(await bagOf(result.ownerGuid, "uk"))).toEqual({ [plenty[0] as string]: 1 });
    expect(Object.fromEntries(await bagOf(result.ownerGuid, "us"))).toEqual({ [plenty[1] as string]: 2 });
    const kept = await harness.services.cart.existingCart({
      ownerGuid: result.ownerGuid,
      version: "uk",
      currency: "GBP",
    });
    expect(kept?.guid).toBe(ukGuid);
    expect(kept?.customerId).toBe(customerId);
  });

  it("at checkout keeps only this visit's bag and saves the earlier lines instead", async () => {
    const customerId = randomUUID();
    await fill(customerOwnerKey(customerId), [[plenty[2] as string, 1]]);
    const guest = randomUUID();
    await fill(guest, [[plenty[0] as string, 1]]);
    const result = await merge(guest, customerId, true);
    expect(result.bagUnitsAdded).toBe(0);
    expect(result.savedItemsAdded).toBe(1);
    expect([...(await bagOf(result.ownerGuid)).keys()]).toEqual([plenty[0]]);
    expect(await harness.services.wishlist.count(result.savedItemsGuid)).toBe(1);
  });

  it("joins the guest's saved items to the account's list without duplicates", async () => {
    const customerId = randomUUID();
    const [p1, p2, p3] = products as [
      { code: string; name: string },
      { code: string; name: string },
      { code: string; name: string },
    ];
    const customerList = customerOwnerKey(customerId);
    const keep = { maxItems: 50, replaceOldest: false, customerId, keepGuid: async () => customerList };
    await harness.services.wishlist.save(customerList, { code: p1.code, groupCode: "", name: p1.name }, keep);
    const guestList = randomUUID();
    const guestKeep = { maxItems: 50, replaceOldest: false, keepGuid: async () => guestList };
    await harness.services.wishlist.save(
      guestList,
      { code: p1.code, groupCode: "", name: p1.name },
      guestKeep,
    );
    await harness.services.wishlist.save(
      guestList,
      { code: p2.code, groupCode: "", name: p2.name },
      guestKeep,
    );
    await harness.services.wishlist.save(
      guestList,
      { code: p3.code, groupCode: "", name: p3.name },
      guestKeep,
    );
    const result = await merge(randomUUID(), customerId, false, guestList);
    expect(result.savedItemsGuid).toBe(customerList);
    expect(result.savedItemsAdded).toBe(2);
    const list = await harness.services.wishlist.list(customerList);
    expect(list.entries.map((e) => e.code).sort()).toEqual([p1.code, p2.code, p3.code].sort());
    expect(await harness.services.wishlist.count(guestList)).toBe(0);
  });
});
