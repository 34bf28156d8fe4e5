import { describe, expect, it } from "vitest";
import { createOrderLookup } from "./order-lookup.ts";
import { hashGuestToken, newGuestToken, newOrderNumber } from "./order-number.ts";
import { NO_PROGRESS, type OrderRepository, type OrderSummary, type StoredOrder } from "./order-types.ts";

// Each way of reading an order answers it only to whoever may see it, and null alike for every other case.

function order(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: `id-${Math.random()}`,
    orderNumber: newOrderNumber(),
    customerId: null,
    email: "Ada.Lovelace@Example.com",
    version: "uk",
    currency: "GBP",
    delivery: {} as StoredOrder["delivery"],
    billing: {} as StoredOrder["billing"],
    totals: { subtotal: 100, discounts: 0, charges: 0, delivery: 0, splitDelivery: 0, tax: 0, total: 100 },
    payments: { card: null, giftCards: [] },
    lines: [],
    status: "placed",
    createdAt: "2026-11-26T10:00:00.000Z",
    progress: NO_PROGRESS,
    ...overrides,
  };
}

/** The repository's read side over a list, as the SQL does it (newest first). */
function repositoryOf(stored: { order: StoredOrder; guestTokenHash: string }[]) {
  const calls: string[] = [];
  const repository: Pick<OrderRepository, "findByNumber" | "ordersOfCustomer"> = {
    async findByNumber(orderNumber) {
      calls.push(orderNumber);
      return stored.find((entry) => entry.order.orderNumber === orderNumber) ?? null;
    },
    async ordersOfCustomer(customerId, page) {
      const own = stored
        .map((entry) => entry.order)
        .filter((o) => o.customerId === customerId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const orders: OrderSummary[] = own.slice(page.offset, page.offset + page.limit).map((o) => ({
        orderNumber: o.orderNumber,
        version: o.version,
        currency: o.currency,
        total: o.totals.total,
        status: o.status,
        createdAt: o.createdAt,
        itemCount: 1,
      }));
      return { orders, total: own.length };
    },
  };
  return { repository, calls };
}

describe("order lookup", () => {
  const token = newGuestToken();
  const guestOrder = order();
  const customerOrder = order({ customerId: "customer-a" });
  const { repository, calls } = repositoryOf([
    { order: guestOrder, guestTokenHash: hashGuestToken(token) },
    { order: customerOrder, guestTokenHash: hashGuestToken(newGuestToken()) },
  ]);
  const lookup = createOrderLookup(repository);

  it("answers a guest's order only with its own token", async () => {
    expect(await lookup.forGuest(guestOrder.orderNumber, token)).toEqual(guestOrder);
    expect(await lookup.forGuest(guestOrder.orderNumber, newGuestToken())).toBeNull();
    expect(await lookup.forGuest(guestOrder.orderNumber, "")).toBeNull();
    expect(await lookup.forGuest(customerOrder.orderNumber, token)).toBeNull();
  });

  it("answers a customer only their own order", async () => {
    expect(await lookup.forCustomer(customerOrder.orderNumber, "customer-a")).toEqual(customerOrder);
    expect(await lookup.forCustomer(customerOrder.orderNumber, "customer-b")).toBeNull();
    expect(await lookup.forCustomer(customerOrder.orderNumber, "")).toBeNull();
    // A guest's order has no customer: no customer id reads it.
    expect(await lookup.forCustomer(guestOrder.orderNumber, "customer-a")).toBeNull();
  });

  it("shows a visit the orders its session placed or its customer owns, nothing else", async () => {
    const pass = { orderNumber: guestOrder.orderNumber, guestToken: token };
    expect(await lookup.forVisit(guestOrder.orderNumber, { placedOrders: [pass] })).toEqual(guestOrder);
    expect(await lookup.forVisit(guestOrder.orderNumber, { placedOrders: [] })).toBeNull();
    // Another order's pass does not open this one.
    expect(
      await lookup.forVisit(customerOrder.orderNumber, {
        placedOrders: [{ ...pass, orderNumber: customerOrder.orderNumber }],
      }),
    ).toBeNull();
    expect(await lookup.forVisit(customerOrder.orderNumber, { customerId: "customer-a" })).toEqual(
      customerOrder,
    );
    expect(await lookup.forVisit(customerOrder.orderNumber, { customerId: "customer-b" })).toBeNull();
  });

  it("tracks an order by number and e-mail in any case, and a wrong pair like an unknown number", async () => {
    expect(await lookup.forTracking(guestOrder.orderNumber, "  ada.lovelace@example.COM ")).toEqual(
      guestOrder,
    );
    const wrongEmail = await lookup.forTracking(guestOrder.orderNumber, "someone@example.com");
    const unknown = await lookup.forTracking(newOrderNumber(), "ada.lovelace@example.com");
    expect(wrongEmail).toBeNull();
    expect(unknown).toStrictEqual(wrongEmail);
  });

  it("never looks up a number whose check digit is wrong", async () => {
    calls.length = 0;
    const mistyped = `${guestOrder.orderNumber.slice(0, 10)}${(Number(guestOrder.orderNumber[10]) + 1) % 10}`;
    expect(await lookup.forGuest(mistyped, token)).toBeNull();
    expect(await lookup.forTracking("not-a-number", guestOrder.email)).toBeNull();
    expect(calls).toEqual([]);
  });

  it("pages a customer's history newest first", async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      order({ customerId: "c", createdAt: `2026-11-${String(i + 1).padStart(2, "0")}T09:00:00.000Z` }),
    );
    const history = createOrderLookup(
      repositoryOf(many.map((o) => ({ order: o, guestTokenHash: "x" }))).repository,
    );
    const first = await history.history("c", { pageSize: 5 });
    expect(first.orders.map((o) => o.createdAt.slice(8, 10))).toEqual(["12", "11", "10", "09", "08"]);
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12, pageCount: 3 });
    const last = await history.history("c", { page: 3, pageSize: 5 });
    expect(last.orders.map((o) => o.createdAt.slice(8, 10))).toEqual(["02", "01"]);
    expect((await history.history("c", { page: 9, pageSize: 5 })).orders).toEqual([]);
    expect((await history.history("nobody")).total).toBe(0);
    // Nonsense paging is brought within bounds rather than refused.
    expect(await history.history("c", { page: -3, pageSize: 1000 })).toMatchObject({ page: 1, pageSize: 50 });
  });
});
