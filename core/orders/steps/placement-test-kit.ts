import type { StoredCart } from "../../cart/cart-ports.ts";
import type { CheckoutView } from "../../checkout/checkout-service.ts";
import { giftCardDigests } from "../../gift-cards/gift-card-digests.ts";
import { giftCardSealer } from "../../gift-cards/gift-card-sealing.ts";
import { NO_STEP_TRACER } from "../../observability/step-tracer.ts";
import { createSettlement } from "../attempt-settlement.ts";
import { type AttemptStatus, statusesBefore } from "../attempt-states.ts";
import {
  type AuthorisationAnswer,
  NO_PROGRESS,
  type OrderAttempt,
  type OrderRepository,
  type StoredOrder,
  type WriteOrderResult,
} from "../order-types.ts";
import type { PlacementContext, PlacementDeps, PlaceOrderInput } from "./placement.ts";

// For the steps' unit tests only: an order repository in memory, a checkout as it stands at the payment step, and
// an acquirer that records what it is asked. The steps against a real database are tests/api/place-order.test.ts.

export const NOW = new Date("2026-12-01T10:00:00.000Z");
export const CART: StoredCart = {
  id: 7,
  guid: "cart-guid",
  ownerGuid: "owner-1",
  version: "uk",
  customerId: null,
  currency: "GBP",
  modifiedAt: NOW.toISOString(),
} as StoredCart;
export const OWNER = { ownerGuid: "owner-1", version: "uk" as const, currency: "GBP", customerId: null };
export const KEY = "order:owner-1:uk:attempt-0001";

/** A checkout ready to pay: one line of £25 delivered by standard post for £3.95, total £28.95. */
export function readyView(
  changes: { total?: number; problems?: "outOfStock" | "other"; email?: string | null } = {},
) {
  const total = changes.total ?? 2895;
  const person = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" };
  const address = {
    line1: "1 Milsom Street",
    line2: null,
    townCity: "Bath",
    postcode: "BA1 1DA",
    countryIso: "GB",
    regionIso: null,
    savedAddressId: null,
  };
  const gbp = (amount: number) => ({ amount, currency: "GBP" });
  const problem =
    changes.problems === "outOfStock"
      ? { kind: "outOfStock" }
      : changes.problems === "other"
        ? { kind: "unavailable" }
        : null;
  return {
    cartGuid: "cart-guid",
    version: "uk",
    bag: {
      lines: [
        {
          entryNumber: 0,
          variantCode: "V1",
          productCode: "P1",
          name: "Oxford pillowcase",
          quantity: 1,
          unitPrice: gbp(2500),
          linePrice: gbp(2500),
          colour: "White",
          size: null,
          group: null,
          imageId: null,
          url: "/uk/Pillowcases/p/P1",
          problem,
        },
      ],
      hasProblems: problem !== null,
    },
    state: {
      email: changes.email === undefined ? "ada@example.com" : changes.email,
      home: { personal: person, address },
      collection: null,
      nominatedDate: null,
      billing: null,
      billingSameAsDelivery: true,
    },
    deliveryType: "homeDelivery",
    chosenMode: { code: "STD", name: "Standard Delivery" },
    totals: {
      subtotal: gbp(2500),
      totalDiscount: gbp(0),
      charges: gbp(0),
      delivery: gbp(395),
      splitDelivery: gbp(0),
      tax: null,
      total: gbp(total),
    },
    sections: { deliveryType: "done", deliveryDetails: "done", billing: "done" },
  } as unknown as CheckoutView;
}

/** Attempts and orders in memory, moving as the real repository moves them (core/orders/attempt-states.ts). */
export function memoryOrders(options: { write?: () => WriteOrderResult } = {}) {
  const attempts = new Map<string, OrderAttempt>();
  const orders = new Map<string, StoredOrder>();
  const written: Parameters<OrderRepository["writeOrder"]>[0][] = [];
  const deletedCarts: number[] = [];
  const attempt = (fields: Partial<OrderAttempt> & { key: string; status: AttemptStatus }): OrderAttempt => ({
    cartId: CART.id,
    paymentSessionId: null,
    paymentId: null,
    amount: 2895,
    currency: "GBP",
    orderId: null,
    outcome: null,
    voidedAt: null,
    paymentExpiresAt: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...fields,
  });
  const repository = {
    async findAttempt(key: string) {
      return attempts.get(key) ?? null;
    },
    async startAttempt(input: Parameters<OrderRepository["startAttempt"]>[0]) {
      const known = attempts.get(input.key);
      if (known) return { created: false as const, attempt: known };
      attempts.set(
        input.key,
        attempt({
          key: input.key,
          cartId: input.cartId,
          status: input.status ?? "authorising",
          paymentSessionId: input.paymentSessionId,
          amount: input.amount,
          currency: input.currency,
        }),
      );
      return { created: true as const };
    },
    async placedAttemptOf(cartId: number) {
      return [...attempts.values()].find((a) => a.cartId === cartId && a.status === "placed") ?? null;
    },
    async moveAttempt(
      key: string,
      status: AttemptStatus,
      change: { paymentId?: string | null; outcome?: string | null },
    ) {
      const known = attempts.get(key);
      if (!known || !statusesBefore(status).includes(known.status)) return false;
      attempts.set(key, {
        ...known,
        status,
        ...(change.paymentId === undefined ? {} : { paymentId: change.paymentId }),
        ...(change.outcome === undefined ? {} : { outcome: change.outcome }),
      });
      return true;
    },
    async writeOrder(input: Parameters<OrderRepository["writeOrder"]>[0]) {
      written.push(input);
      const result = options.write?.() ?? { written: true };
      if (result.written) {
        orders.set(input.order.id, {
          ...input.order,
          status: "placed",
          createdAt: NOW.toISOString(),
          progress: NO_PROGRESS,
        });
        await repository.moveAttempt(input.attemptKey, "placed", {}, NOW);
        const placed = attempts.get(input.attemptKey);
        if (placed) attempts.set(input.attemptKey, { ...placed, orderId: input.order.id });
      }
      return result;
    },
    async findOrder(id: string) {
      return orders.get(id) ?? null;
    },
    async deleteCart(cartId: number) {
      deletedCarts.push(cartId);
    },
    async voidConfirmed(key: string) {
      const known = attempts.get(key);
      if (known) attempts.set(key, { ...known, voidedAt: NOW.toISOString() });
    },
  } as unknown as OrderRepository;
  return { repository, attempts, orders, written, deletedCarts, attempt };
}

/** An acquirer outside: authorises or refuses, voids, and lists what it was asked. */
export function fakeAcquirer(answer: Partial<AuthorisationAnswer> = {}) {
  const asked: { amount: number; key: string }[] = [];
  const voids: string[] = [];
  const authorise = async (amount: number, key: string): Promise<AuthorisationAnswer> => {
    asked.push({ amount, key });
    return {
      status: "authorised",
      paymentId: "pay-1",
      card: { maskedNumber: "•••• 1111", brand: "visa" },
      ...answer,
    };
  };
  return {
    asked,
    voids,
    authorise,
    voidAuthorisation: async (request: { paymentId: string; idempotencyKey: string }) => {
      voids.push(request.idempotencyKey);
      return { status: "voided" };
    },
    reauthorise: (request: { amount: number; idempotencyKey: string }) =>
      authorise(request.amount, request.idempotencyKey),
  };
}

/** The steps' dependencies over the memory repository, a cart and a checkout that answer `view`. */
export function placementDeps(
  orders: ReturnType<typeof memoryOrders>,
  options: {
    view?: CheckoutView;
    cart?: StoredCart | null;
    holds?: { giftCardId: number; lastFour: string; amount: number; blocked?: boolean }[];
  } = {},
) {
  const stockTaken: string[][] = [];
  const deps: PlacementDeps = {
    repository: orders.repository,
    checkout: { view: async () => options.view ?? readyView(), reset: async () => {} },
    carts: { existingCart: async () => (options.cart === undefined ? CART : options.cart) },
    giftCards: { applied: async () => options.holds ?? [] },
    stockTaken: async (codes) => {
      stockTaken.push([...codes]);
    },
    giftCardIssuing: {
      digests: giftCardDigests("a-test-secret-of-at-least-32-characters!"),
      sealer: giftCardSealer("a-test-secret-of-at-least-32-characters!"),
    },
    origin: "https://shop.example",
    now: () => NOW,
    newId: () => "order-id-1",
    newOrderNumber: () => "12345678903",
    newGuestToken: () => "guest-token",
  };
  return { deps, stockTaken };
}

export function settlementOver(orders: ReturnType<typeof memoryOrders>, acquirer = fakeAcquirer()) {
  return createSettlement({
    repository: orders.repository,
    voidAuthorisation: acquirer.voidAuthorisation,
    reauthorise: acquirer.reauthorise,
    giftCards: { redeemHolds: async () => [] },
    checkout: { reset: async () => {} },
    now: () => NOW,
    sleep: async () => {},
    settleWaitMs: 0,
    pollMs: 0,
    tracer: NO_STEP_TRACER,
  });
}

export function contextFor(input: Partial<PlaceOrderInput> = {}): PlacementContext {
  return {
    input: { owner: OWNER, attemptId: "attempt-0001", authorise: fakeAcquirer().authorise, ...input },
    key: KEY,
    known: null,
    priced: null,
    authorised: null,
    giftCards: null,
    written: null,
  };
}
