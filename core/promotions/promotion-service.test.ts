import { describe, expect, it } from "vitest";
import type { Promotion } from "../pricing/cart-pricing-types.ts";
import { NOW, promotion } from "../pricing/pricing-fixtures.ts";
import type { PromotionRepository } from "./promotion-ports.ts";
import { type ApplyPromotionInput, createPromotionService } from "./promotion-service.ts";

/** The repository's behaviour in memory: codes on carts in the order applied. */
function memoryRepository(
  promotions: readonly Promotion[],
): PromotionRepository & { carts: Map<number, string[]> } {
  const carts = new Map<number, string[]>();
  const byCode = (code: string) => promotions.find((p) => p.code === code) ?? null;
  const onCart = (cartId: number) =>
    (carts.get(cartId) ?? []).map((code) => byCode(code)).filter((p): p is Promotion => p !== null);
  return {
    carts,
    async findByCode(code) {
      return byCode(code);
    },
    async appliedCodes(cartId) {
      return onCart(cartId);
    },
    // Decides and attaches without awaiting in between: in memory that is the lock.
    async attach(cartId, code, _now, refuse) {
      const codes = carts.get(cartId) ?? [];
      const refusal = refuse(onCart(cartId));
      if (refusal === null && !codes.includes(code)) carts.set(cartId, [...codes, code]);
      return refusal;
    },
    async detach(cartId, code) {
      carts.set(
        cartId,
        (carts.get(cartId) ?? []).filter((c) => c !== code),
      );
    },
    async detachAll(cartId) {
      carts.delete(cartId);
    },
  };
}

const PROMOTIONS = [
  promotion({ code: "WELCOME10", value: 10 }),
  promotion({ code: "SAVE20", value: 20 }),
  promotion({ code: "TENOFF75", kind: "amountOff", value: 1000, currency: "GBP", threshold: 7500 }),
  promotion({ code: "FREEDEL", kind: "freeStandardDelivery", value: 0, stackable: true }),
  promotion({ code: "SUMMER15", value: 15, endsAt: "2025-09-01T00:00:00.000Z" }),
  promotion({ code: "SPRING2099", value: 15, startsAt: "2099-03-01T00:00:00.000Z" }),
  promotion({ code: "EURO5", kind: "amountOff", value: 500, currency: "EUR", stackable: true }),
  promotion({ code: "PERCENT-OFF-50", value: 50, threshold: 20_000 }),
];

function setUp() {
  const repository = memoryRepository(PROMOTIONS);
  const service = createPromotionService(repository);
  const apply = (code: string, overrides: Partial<ApplyPromotionInput> = {}) =>
    service.apply({ cartId: 1, code, currency: "GBP", subtotal: 10_000, now: NOW, ...overrides });
  return { repository, service, apply };
}

describe("applying a promotion code", () => {
  it("puts a valid code on the cart and answers with its promotion", async () => {
    const { apply, service } = setUp();
    const result = await apply("WELCOME10");
    expect(result).toEqual({ ok: true, promotion: PROMOTIONS[0] });
    expect((await service.applied(1)).map((p) => p.code)).toEqual(["WELCOME10"]);
  });

  it("accepts the code however it is typed: spaces around it and any case", async () => {
    const { apply } = setUp();
    expect((await apply("  welcome10 ")).ok).toBe(true);
  });

  it("refuses a code it does not know", async () => {
    const { apply } = setUp();
    expect(await apply("NOSUCHCODE")).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses input that can never be a code as unknown, without looking it up", async () => {
    const { apply } = setUp();
    for (const input of ["", "   ", "SAVE 10", "SAVE10;DROP", "£10OFF", "A".repeat(33)]) {
      expect(await apply(input), input).toEqual({ ok: false, reason: "unknown" });
    }
  });

  it("refuses a code that has expired", async () => {
    const { apply } = setUp();
    expect(await apply("SUMMER15")).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a code that has not started yet", async () => {
    const { apply } = setUp();
    expect(await apply("SPRING2099")).toEqual({ ok: false, reason: "notYetValid" });
  });

  it("refuses a code in another currency as not applicable", async () => {
    const { apply } = setUp();
    expect(await apply("EURO5")).toEqual({ ok: false, reason: "notApplicable" });
    expect((await apply("EURO5", { currency: "EUR" })).ok).toBe(true);
  });

  it("refuses a code whose threshold the bag does not reach, naming the threshold", async () => {
    const { apply } = setUp();
    expect(await apply("TENOFF75", { subtotal: 7499 })).toEqual({
      ok: false,
      reason: "belowThreshold",
      threshold: { amount: 7500, currency: "GBP" },
    });
    expect((await apply("TENOFF75", { subtotal: 7500 })).ok).toBe(true);
  });

  it("names the threshold of a code valid in every currency in the bag's currency", async () => {
    const { apply } = setUp();
    expect(await apply("PERCENT-OFF-50", { currency: "USD" })).toMatchObject({
      threshold: { amount: 20_000, currency: "USD" },
    });
  });

  it("refuses a code already on the cart", async () => {
    const { apply } = setUp();
    await apply("WELCOME10");
    expect(await apply("welcome10")).toEqual({ ok: false, reason: "alreadyApplied" });
  });

  it("refuses a second code that cannot be combined, naming the one on the cart", async () => {
    const { apply, service } = setUp();
    await apply("WELCOME10");
    expect(await apply("SAVE20")).toEqual({ ok: false, reason: "notCombinable", otherCode: "WELCOME10" });
    expect((await service.applied(1)).map((p) => p.code)).toEqual(["WELCOME10"]);
  });

  it("lets a stackable code join a code that is not", async () => {
    const { apply, service } = setUp();
    await apply("WELCOME10");
    expect((await apply("FREEDEL")).ok).toBe(true);
    expect((await service.applied(1)).map((p) => p.code)).toEqual(["WELCOME10", "FREEDEL"]);
  });

  it("refuses a code for an empty bag", async () => {
    const { apply } = setUp();
    expect(await apply("WELCOME10", { subtotal: 0 })).toEqual({ ok: false, reason: "emptyBag" });
  });

  it("keeps each cart's codes to itself", async () => {
    const { apply, service } = setUp();
    await apply("WELCOME10");
    expect((await apply("SAVE20", { cartId: 2 })).ok).toBe(true);
    expect((await service.applied(2)).map((p) => p.code)).toEqual(["SAVE20"]);
  });
});

describe("removing a promotion code", () => {
  it("takes the code off the cart however it is typed, so another can be applied", async () => {
    const { apply, service } = setUp();
    await apply("WELCOME10");
    await service.remove(1, " Welcome10");
    expect(await service.applied(1)).toEqual([]);
    expect((await apply("SAVE20")).ok).toBe(true);
  });

  it("does nothing for a code that is not on the cart or cannot be a code", async () => {
    const { apply, service } = setUp();
    await apply("WELCOME10");
    await service.remove(1, "FREEDEL");
    await service.remove(1, "not a code!");
    expect((await service.applied(1)).map((p) => p.code)).toEqual(["WELCOME10"]);
  });
});
