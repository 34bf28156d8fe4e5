import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  promotionAppliedMessage,
  promotionRefusalMessage,
} from "../../core/promotions/promotion-messages.ts";
import {
  type ApplyPromotionResult,
  createPromotionService,
} from "../../core/promotions/promotion-service.ts";
import { createPromotionRepository } from "../../data/repositories/promotion-repository.ts";
import { addToBag, createTestApp, Shopper } from "../setup/api-app.ts";

// At most one code that cannot be combined on a bag, and no code twice, however many applies race for one cart
// (docs/decisions/015-promotions-and-pricing.md): a hundred trials of eighteen applies through the promotions
// service on the real database, then the bag's two doors (its JSON call, its page's form) answering those who lost.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const cartIds: number[] = [];
/** A seeded variant dear enough that one of it reaches TENOFF75's £75 threshold. */
let dearVariant = "";

beforeAll(async () => {
  // Eighteen applies at once each hold a connection for a moment: enough for them to meet on PostgreSQL.
  harness = await createTestApp({ poolSize: 20, connectTimeoutMs: 60_000 });
  const row = await harness.database.db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .innerJoin("products", "products.code", "variants.productCode")
    .select("variants.code")
    .where("variants.availability", "=", "online")
    .where("products.productType", "=", "standard")
    .where("variants.stockLevel", ">=", 50)
    .where("prices.amount", ">=", 8000)
    .orderBy("variants.code")
    .executeTakeFirstOrThrow();
  dearVariant = row.code;
});
afterAll(async () => {
  if (cartIds.length) await harness.database.db.deleteFrom("carts").where("id", "in", cartIds).execute();
  await harness.close();
});

/** A bare cart row, written directly: the trials race the promotions service, not the cart's own changes. */
async function newCart(): Promise<number> {
  const now = new Date().toISOString();
  const row = await harness.database.db
    .insertInto("carts")
    .values({ guid: randomUUID(), currency: "GBP", customerId: null, createdAt: now, modifiedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  cartIds.push(id);
  return id;
}

/** The seeded codes that cannot be combined (both valid on a £80 GBP bag), and one that can. */
const NOT_COMBINABLE = ["WELCOME10", "TENOFF75"];
const STACKABLE = "FREEDEL";

/** Eighteen applies: each code typed several ways (one code however typed), in an order shuffled per trial. */
function racingInputs(): string[] {
  const typed = (code: string, count: number) =>
    Array.from(
      { length: count },
      (_, i) => [code, ` ${code.toLowerCase()}`, `${code.toLowerCase()} `][i % 3],
    );
  const inputs = [...typed("WELCOME10", 8), ...typed("TENOFF75", 8), ...typed(STACKABLE, 2)] as string[];
  for (let i = inputs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [inputs[i], inputs[j]] = [inputs[j] as string, inputs[i] as string];
  }
  return inputs;
}

const canonical = (input: string) => input.trim().toUpperCase();

describe(`racing applies of promotion codes on ${inject("dialect")}`, () => {
  it("never stores two codes that cannot be combined, nor one code twice, and tells each loser why (100 trials of 18)", async () => {
    const service = createPromotionService(createPromotionRepository(harness.database.db));
    const trials = 100;
    for (let trial = 0; trial < trials; trial++) {
      const cartId = await newCart();
      const inputs = racingInputs();
      const answers: ApplyPromotionResult[] = await Promise.all(
        inputs.map((code) =>
          service.apply({ cartId, code, currency: "GBP", subtotal: 8000, now: new Date() }),
        ),
      );

      const stored = (await service.applied(cartId)).map((p) => p.code);
      const context = `trial ${trial}: stored ${stored.join(", ")}`;
      expect(new Set(stored).size, context).toBe(stored.length);
      const storedNotCombinable = stored.filter((code) => NOT_COMBINABLE.includes(code));
      expect(storedNotCombinable, context).toHaveLength(1);
      expect(stored, context).toContain(STACKABLE);
      const winner = storedNotCombinable[0] as string;

      // Exactly one apply of each stored code answers "applied"; every other answer says what is on the bag.
      for (const code of [winner, STACKABLE]) {
        const won = answers.filter((a, i) => canonical(inputs[i] as string) === code && a.ok);
        expect(won, `${context}: ${code} applied`).toHaveLength(1);
      }
      for (const [i, answer] of answers.entries()) {
        const code = canonical(inputs[i] as string);
        if (answer.ok) expect([winner, STACKABLE], context).toContain(code);
        else if (code === winner || code === STACKABLE)
          expect(answer, context).toEqual({ ok: false, reason: "alreadyApplied" });
        else expect(answer, context).toEqual({ ok: false, reason: "notCombinable", otherCode: winner });
      }
    }
  });
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

interface ApplyAnswer {
  status: number;
  applied?: boolean;
  message: string;
  cart: BagCodes;
}

/** Every code on the bag as cart.json shows it: those taking effect, and those that do not (with why). */
interface BagCodes {
  appliedVouchers: { code: string }[];
  inactiveVouchers: { code: string }[];
}
const codesOn = (bag: BagCodes) => [...bag.appliedVouchers, ...bag.inactiveVouchers].map((v) => v.code);

/** The bag's JSON call (spec 001 §7 "POST /bag/promotion/ with params"). */
async function applyByCall(shopper: Shopper, code: string) {
  const response = await shopper.request("/uk/bag/promotion", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, ...((await response.json()) as Omit<ApplyAnswer, "status">) };
}

/** The bag page's form as its script posts it (React Router's `.data`): the answer as data, no page. */
async function applyByPage(shopper: Shopper, code: string) {
  const response = await shopper.request("/uk/bag.data", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({ intent: "apply-promotion", code }),
  });
  return { status: response.status, text: await response.text() };
}

describe(`the bag's answers to a shopper whose apply lost the race on ${inject("dialect")}`, () => {
  it("applies one code, and answers every other apply with the code that won, by the call and by the page", async () => {
    const refusedFor = (winner: string, code: string) =>
      code === winner
        ? promotionRefusalMessage("alreadyApplied", { locale: "en-GB" })
        : promotionRefusalMessage("notCombinable", { locale: "en-GB", otherCode: winner });
    for (let trial = 0; trial < 8; trial++) {
      const shopper = await addToBag(await new Shopper(harness.app).begin(), dearVariant);
      const codes = Array.from({ length: 18 }, (_, i) => NOT_COMBINABLE[i % 2] as string);
      const [byCall, byPage] = await Promise.all([
        Promise.all(codes.slice(0, 9).map((code) => applyByCall(shopper, code))),
        Promise.all(codes.slice(9).map((code) => applyByPage(shopper, code))),
      ]);

      const onBag = codesOn((await (await shopper.request("/uk/bag/cart.json")).json()) as BagCodes);
      expect(onBag, `trial ${trial}`).toHaveLength(1);
      const winner = onBag[0] as string;
      const applied = promotionAppliedMessage(winner);

      const wins = [
        ...byCall.filter((a) => a.status === 200),
        ...byPage.filter((a) => a.text.includes(applied)),
      ];
      expect(wins, `trial ${trial}: one apply of ${winner} wins`).toHaveLength(1);
      for (const [i, answer] of byCall.entries()) {
        // Each answer's bag is the bag as it is: the winner's code, whichever apply asked.
        expect(codesOn(answer.cart)).toEqual([winner]);
        if (answer.status === 200) expect(answer).toMatchObject({ applied: true, message: applied });
        else {
          expect(answer.status).toBe(400);
          expect(answer.message).toBe(refusedFor(winner, codes[i] as string));
        }
      }
      for (const [i, answer] of byPage.entries()) {
        // Refusals are answers too: 200, so the page reads the bag again.
        expect(answer.status).toBe(200);
        if (!answer.text.includes(applied))
          expect(answer.text).toContain(JSON.stringify(refusedFor(winner, codes[9 + i] as string)));
      }
    }
  });
});
