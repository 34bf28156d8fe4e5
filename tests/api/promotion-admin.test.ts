import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPromotionAdmin } from "../../core/promotions/promotion-admin.ts";
import { type PromotionDraft, promotionDraftSchema } from "../../core/promotions/promotion-admin-rules.ts";
import { createPromotionService } from "../../core/promotions/promotion-service.ts";
import { createPromotionAdminRepository } from "../../data/repositories/promotion-admin-repository.ts";
import { createPromotionRepository } from "../../data/repositories/promotion-repository.ts";
import { createTestApp } from "../setup/api-app.ts";

// The back office's promotion codes on a real database of each dialect (issue 29 point 4): made, moved and ended
// on the rows the bag prices from, so an ended code is refused by the next bag that asks.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const codes: string[] = [];
const cartIds: number[] = [];

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  const db = harness.database.db;
  if (cartIds.length) await db.deleteFrom("carts").where("id", "in", cartIds).execute();
  if (codes.length) await db.deleteFrom("promotions").where("code", "in", codes).execute();
  await harness.close();
});

function draft(overrides: Partial<Record<keyof PromotionDraft, unknown>> = {}): PromotionDraft {
  const code = `ADMIN-${randomUUID().slice(0, 8)}`.toUpperCase();
  codes.push(code);
  return promotionDraftSchema.parse({
    code,
    kind: "percentOff",
    value: 10,
    currency: null,
    threshold: null,
    startsAt: null,
    endsAt: null,
    stackable: true,
    description: "10% off",
    ...overrides,
  });
}

async function newCart(): Promise<number> {
  const now = new Date().toISOString();
  const row = await harness.database.db
    .insertInto("carts")
    .values({ guid: randomUUID(), currency: "GBP", customerId: null, createdAt: now, modifiedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  cartIds.push(Number(row.id));
  return Number(row.id);
}

/** The bag's own service on the same rows: what a shopper hears when they type the code. */
const applyTo = async (cartId: number, code: string) =>
  createPromotionService(createPromotionRepository(harness.database.db)).apply({
    cartId,
    code,
    currency: "GBP",
    subtotal: 5_000,
    now: new Date(),
  });

describe(`promotion codes in the back office on ${inject("dialect")}`, () => {
  it("makes a code the bag accepts, and refuses a second of the same name, however it is typed", async () => {
    const admin = harness.services.promotionAdmin;
    const made = draft();
    expect(await admin.create(made)).toEqual({ ok: true, promotion: made });
    expect(await applyTo(await newCart(), made.code)).toMatchObject({ ok: true });
    const again = promotionDraftSchema.parse({ ...made, code: ` ${made.code.toLowerCase()} ` });
    expect(await admin.create(again)).toEqual({ ok: false, refusal: "codeTaken" });
  });

  it("expires a live code: the next bag refuses it as expired, and a second expiry is refused", async () => {
    const admin = harness.services.promotionAdmin;
    const made = draft();
    await admin.create(made);
    const expired = await admin.expire(made.code);
    expect(expired.ok).toBe(true);
    if (!expired.ok) return;
    expect(expired.change.before.endsAt).toBeNull();
    expect(Date.parse(expired.change.after.endsAt ?? "")).toBeLessThanOrEqual(Date.now());
    expect(await applyTo(await newCart(), made.code)).toMatchObject({ ok: false, reason: "expired" });
    expect(await admin.expire(made.code)).toEqual({ ok: false, refusal: "alreadyEnded" });
    expect(await admin.expire("NO-SUCH-CODE")).toEqual({ ok: false, refusal: "unknown" });
  });

  it("ends a scheduled code before it ever runs, keeping its start no later than its end", async () => {
    const admin = harness.services.promotionAdmin;
    const made = draft({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    await admin.create(made);
    expect(await applyTo(await newCart(), made.code)).toMatchObject({ ok: false, reason: "notYetValid" });
    const expired = await admin.expire(made.code);
    expect(expired.ok && expired.change.after.startsAt === expired.change.after.endsAt).toBe(true);
    expect((await admin.list("ended", 1)).promotions.map((p) => p.code)).toContain(made.code);
  });

  it("moves a code's dates, never to end before it starts", async () => {
    const admin = harness.services.promotionAdmin;
    const made = draft();
    await admin.create(made);
    // Next year's January, so the moved code is still scheduled whenever the suite runs.
    const year = new Date().getUTCFullYear() + 1;
    const start = `${year}-01-01T00:00:00.000Z`;
    expect(await admin.changeDates(made.code, start, `${year - 1}-12-31T00:00:00.000Z`)).toEqual({
      ok: false,
      refusal: "endsBeforeStart",
    });
    const moved = await admin.changeDates(made.code, start, `${year}-01-31T00:00:00.000Z`);
    expect(moved.ok && moved.change.after).toMatchObject({
      startsAt: start,
      endsAt: `${year}-01-31T00:00:00.000Z`,
    });
    expect((await admin.list("scheduled", 1)).promotions.map((p) => p.code)).toContain(made.code);
  });

  it("expires a code twenty times at once: one ends it, the rest hear it has ended", async () => {
    const admin = createPromotionAdmin(createPromotionAdminRepository(harness.database.db));
    // Twenty codes in turn: a change that waited for the row once decided on the time it read before waiting, and
    // ended the code a second time (about one run in thirty on PostgreSQL).
    for (let round = 0; round < 20; round++) {
      const made = draft();
      await admin.create(made);
      const answers = await Promise.all(Array.from({ length: 20 }, () => admin.expire(made.code)));
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.filter((answer) => !answer.ok && answer.refusal === "alreadyEnded")).toHaveLength(19);
    }
  });

  it("lists codes by state, a page at a time, with their number", async () => {
    const admin = harness.services.promotionAdmin;
    const live = await admin.list("live", 1);
    expect(live.total).toBeGreaterThan(0);
    const now = Date.now();
    for (const promotion of live.promotions) {
      expect(promotion.startsAt === null || Date.parse(promotion.startsAt) <= now).toBe(true);
      expect(promotion.endsAt === null || Date.parse(promotion.endsAt) > now).toBe(true);
    }
    const all = await admin.list(undefined, 1);
    expect(all.total).toBeGreaterThanOrEqual(live.total);
  });
});
