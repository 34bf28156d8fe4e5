import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { priceCart } from "../../core/pricing/price-cart.ts";
import { createPromotionService } from "../../core/promotions/promotion-service.ts";
import { toBoolean } from "../../data/normalise.ts";
import { createPromotionRepository } from "../../data/repositories/promotion-repository.ts";
import { SEEDED_PROMOTIONS } from "../../data/seed/promotions/seed-promotions.ts";
import { createTestApp } from "../setup/api-app.ts";

// Promotion codes on a real database of each dialect (migration 0011, the seeded codes): the repository must
// hand core/ one shape whatever the dialect, and keep the order codes were applied in.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const cartIds: number[] = [];

/** Two more codes that combine with anything, so a cart can hold three codes (the seed has one, FREEDEL). */
const TEST_STACKABLE = ["TEST-STACKS-A", "TEST-STACKS-B"];
/** A code that cannot be combined whose terms a test may change without touching the seeded ones. */
const TEST_ALONE = "TEST-ALONE";

beforeAll(async () => {
  harness = await createTestApp();
  await harness.database.db
    .insertInto("promotions")
    .values(
      [...TEST_STACKABLE, TEST_ALONE].map((code) => ({
        code,
        kind: "percentOff",
        value: 1,
        currency: null,
        threshold: null,
        startsAt: null,
        endsAt: null,
        stackable: code !== TEST_ALONE,
        description: "1% off",
      })),
    )
    .execute();
});
afterAll(async () => {
  const db = harness.database.db;
  if (cartIds.length) await db.deleteFrom("carts").where("id", "in", cartIds).execute();
  await db
    .deleteFrom("promotions")
    .where("code", "in", [...TEST_STACKABLE, TEST_ALONE])
    .execute();
  await harness.close();
});

function repositories() {
  return { promotions: createPromotionRepository(harness.database.db) };
}

/** A bare cart row, written directly so these tests stand apart from the cart service's own changes. */
async function newCart(currency = "GBP"): Promise<number> {
  const now = new Date().toISOString();
  const row = await harness.database.db
    .insertInto("carts")
    .values({ guid: randomUUID(), currency, customerId: null, createdAt: now, modifiedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  cartIds.push(id);
  return id;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const codesOf = (promotions: { code: string }[]) => promotions.map((p) => p.code);
/** The repository's own tests decide nothing: every code may join. */
const allow = () => null;

describe(`promotion repository on ${inject("dialect")}`, () => {
  it("reads every seeded code back exactly as seeded: booleans, amounts and instants in one shape", async () => {
    const { promotions } = repositories();
    for (const seeded of SEEDED_PROMOTIONS) {
      expect(await promotions.findByCode(seeded.code)).toEqual(seeded);
    }
    expect(await promotions.findByCode("NOSUCHCODE")).toBeNull();
  });

  it("lists a cart's codes in the order applied, not in code order", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    await promotions.attach(cartId, "WELCOME10", at(1), allow);
    await promotions.attach(cartId, "FREEDEL", at(2), allow);
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(["WELCOME10", "FREEDEL"]);
    expect((await promotions.appliedCodes(cartId))[1]).toEqual(
      SEEDED_PROMOTIONS.find((p) => p.code === "FREEDEL"),
    );
  });

  it("keeps the order of codes applied within one clock tick", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    const codes = ["WELCOME10", "FREEDEL", ...TEST_STACKABLE];
    for (const code of codes) await promotions.attach(cartId, code, at(1), allow);
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(codes);
  });

  it("gives codes applied to one cart at once a place each", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    await Promise.all(
      ["WELCOME10", "FREEDEL", ...TEST_STACKABLE].map((code) =>
        promotions.attach(cartId, code, at(1), allow),
      ),
    );
    const rows = await harness.database.db
      .selectFrom("cartPromotions")
      .select("position")
      .where("cartId", "=", cartId)
      .orderBy("position")
      .execute();
    expect(rows.map((row) => Number(row.position))).toEqual([1, 2, 3, 4]);
  });

  it("keeps a code's first applied time when it is attached again, also by racing requests", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    await promotions.attach(cartId, "TENOFF75", at(1), allow);
    await promotions.attach(cartId, "FREEDEL", at(2), allow);
    await Promise.all([1, 2, 3, 4].map((n) => promotions.attach(cartId, "TENOFF75", at(10 + n), allow)));
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(["TENOFF75", "FREEDEL"]);
  });

  it("detaches one code, then all of them, and only from that cart", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    const otherCartId = await newCart();
    await promotions.attach(cartId, "WELCOME10", at(1), allow);
    await promotions.attach(cartId, "FREEDEL", at(2), allow);
    await promotions.attach(otherCartId, "FREEDEL", at(3), allow);
    await promotions.detach(cartId, "WELCOME10");
    await promotions.detach(cartId, "NOT-ON-CART");
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(["FREEDEL"]);
    await promotions.detachAll(cartId);
    expect(await promotions.appliedCodes(cartId)).toEqual([]);
    expect(codesOf(await promotions.appliedCodes(otherCartId))).toEqual(["FREEDEL"]);
  });

  it("forgets a cart's codes when the cart is deleted", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    await promotions.attach(cartId, "FREEDEL", at(1), allow);
    await harness.database.db.deleteFrom("carts").where("id", "=", cartId).execute();
    const left = await harness.database.db
      .selectFrom("cartPromotions")
      .select("code")
      .where("cartId", "=", cartId)
      .execute();
    expect(left).toEqual([]);
  });

  it("decides on the cart's codes and stores nothing when the decision is a refusal", async () => {
    const { promotions } = repositories();
    const cartId = await newCart();
    await promotions.attach(cartId, "WELCOME10", at(1), allow);
    const seen: string[][] = [];
    const refusal = await promotions.attach(cartId, "TENOFF75", at(2), (applied) => {
      seen.push(codesOf(applied));
      return { reason: "notCombinable" };
    });
    expect(refusal).toEqual({ reason: "notCombinable" });
    expect(seen).toEqual([["WELCOME10"]]);
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(["WELCOME10"]);
  });

  it("holds a cart to one code that cannot be combined in the database, whatever the caller decides", async () => {
    const { promotions } = repositories();
    const db = harness.database.db;
    const cartId = await newCart();
    await promotions.attach(cartId, "WELCOME10", at(1), allow);
    await expect(promotions.attach(cartId, "TENOFF75", at(2), allow)).rejects.toThrow();
    // A writer that goes round the repository meets the same index.
    const row = { cartId, code: "TENOFF75", stackable: false, appliedAt: at(3).toISOString(), position: 9 };
    await expect(db.insertInto("cartPromotions").values(row).execute()).rejects.toThrow();
    // …and cannot pass the code off as one that combines: the row must carry the code's own terms.
    await expect(
      db
        .insertInto("cartPromotions")
        .values({ ...row, stackable: true })
        .execute(),
    ).rejects.toThrow();
    await promotions.attach(cartId, "FREEDEL", at(4), allow);
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual(["WELCOME10", "FREEDEL"]);
  });

  it("follows a change to a code's terms onto the carts it is on, refusing one that would break the rule", async () => {
    const { promotions } = repositories();
    const db = harness.database.db;
    const cartId = await newCart();
    await promotions.attach(cartId, TEST_ALONE, at(1), allow);
    await promotions.attach(cartId, "TEST-STACKS-A", at(2), allow);
    const stackableOnCart = async (code: string) => {
      const row = await db
        .selectFrom("cartPromotions")
        .select("stackable")
        .where("cartId", "=", cartId)
        .where("code", "=", code)
        .executeTakeFirstOrThrow();
      return toBoolean(row.stackable);
    };
    const setStackable = (code: string, stackable: boolean) =>
      db.updateTable("promotions").set({ stackable }).where("code", "=", code).execute();

    // A second code on this cart that stopped combining would make two: the database refuses the change.
    await expect(setStackable("TEST-STACKS-A", false)).rejects.toThrow();
    expect(await stackableOnCart("TEST-STACKS-A")).toBe(true);
    // The one that cannot be combined may start to combine: the cart's row follows, so another may join.
    await setStackable(TEST_ALONE, true);
    expect(await stackableOnCart(TEST_ALONE)).toBe(true);
    await promotions.attach(cartId, "TENOFF75", at(3), allow);
    expect(codesOf(await promotions.appliedCodes(cartId))).toEqual([TEST_ALONE, "TEST-STACKS-A", "TENOFF75"]);
    await expect(setStackable(TEST_ALONE, false)).rejects.toThrow();
  });
});

describe(`promotion service on ${inject("dialect")}`, () => {
  it("applies, refuses and removes the seeded codes as the README says", async () => {
    const service = createPromotionService(repositories().promotions);
    const cartId = await newCart();
    const now = new Date();
    const apply = (code: string, subtotal = 8000, currency = "GBP") =>
      service.apply({ cartId, code, currency, subtotal, now });

    expect(await apply("nosuchcode")).toEqual({ ok: false, reason: "unknown" });
    expect(await apply("SUMMER15")).toEqual({ ok: false, reason: "expired" });
    expect(await apply("SPRING2099")).toEqual({ ok: false, reason: "notYetValid" });
    expect(await apply("EURO5")).toEqual({ ok: false, reason: "notApplicable" });
    expect(await apply("USTENOFF75")).toEqual({ ok: false, reason: "notApplicable" });
    expect(await apply("WELCOME10", 0)).toEqual({ ok: false, reason: "emptyBag" });
    expect(await apply("TENOFF75", 7499)).toEqual({
      ok: false,
      reason: "belowThreshold",
      threshold: { amount: 7500, currency: "GBP" },
    });

    expect(await apply(" welcome10 ")).toMatchObject({ ok: true, promotion: { code: "WELCOME10" } });
    expect(await apply("WELCOME10")).toEqual({ ok: false, reason: "alreadyApplied" });
    expect(await apply("TENOFF75")).toEqual({ ok: false, reason: "notCombinable", otherCode: "WELCOME10" });
    expect(await apply("freedel")).toMatchObject({ ok: true });
    expect(codesOf(await service.applied(cartId))).toEqual(["WELCOME10", "FREEDEL"]);

    await service.remove(cartId, "Welcome10");
    expect(await apply("TENOFF75")).toMatchObject({ ok: true });
    expect(codesOf(await service.applied(cartId))).toEqual(["FREEDEL", "TENOFF75"]);
  });

  it("prices a stored bag with the codes on it", async () => {
    const db = harness.database.db;
    const { promotions } = repositories();
    const service = createPromotionService(promotions);
    const cartId = await newCart();
    const variant = await db
      .selectFrom("variants")
      .innerJoin("prices", (j) =>
        j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
      )
      .select(["variants.code", "variants.productCode", "prices.amount"])
      .where("variants.availability", "=", "online")
      .where("prices.amount", ">=", 2000)
      .orderBy("variants.code")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("cartEntries")
      .values({
        cartId,
        entryNumber: 0,
        variantCode: variant.code,
        quantity: 4,
        unitPrice: Number(variant.amount),
        addedAt: new Date().toISOString(),
      })
      .execute();
    const stored = await db
      .selectFrom("cartEntries")
      .select(["entryNumber", "quantity", "unitPrice"])
      .where("cartId", "=", cartId)
      .execute();
    const lines = stored.map((line) => ({
      entryNumber: Number(line.entryNumber),
      productCode: variant.productCode,
      unitPrice: Number(line.unitPrice),
      quantity: Number(line.quantity),
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    expect(
      await service.apply({ cartId, code: "TENOFF75", currency: "GBP", subtotal, now: new Date() }),
    ).toMatchObject({ ok: true });

    const priced = priceCart({
      currency: "GBP",
      lines,
      charges: [],
      promotions: await service.applied(cartId),
      delivery: { standardCharge: 495, freeThreshold: 5000 },
      now: new Date(),
    });
    expect(priced.subtotal).toBe(subtotal);
    expect(priced.discounts).toEqual([
      { code: "TENOFF75", description: "£10 off when you spend £75", amount: 1000 },
    ]);
    expect(priced.delivery).toEqual({ charge: 0, free: true, freeBy: "threshold" });
    expect(priced.total).toBe(subtotal - 1000);
  });
});
