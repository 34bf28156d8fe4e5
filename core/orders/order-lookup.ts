import { timingSafeEqual } from "node:crypto";
import type { PlacedOrderPass } from "../session/session.ts";
import { hashGuestToken, isOrderNumber } from "./order-number.ts";
import type { OrderRepository, OrderSummary, StoredOrder } from "./order-types.ts";

// Reading an order after it was placed (spec 001 §6 "orders fetched with guest
// authorisation" / "password-grant authorisation"). Every way in answers the order or null, and null means the
// same whatever went wrong (unknown number, wrong token, someone else's order, wrong e-mail), so an answer never
// tells a caller that a number exists.

const ORDER_HISTORY_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

interface OrderHistoryPage {
  orders: OrderSummary[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** Equal digests, compared in a time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** E-mail addresses as shoppers type them: case and surrounding spaces do not matter. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function createOrderLookup(repository: Pick<OrderRepository, "findByNumber" | "ordersOfCustomer">) {
  /** A well-formed number's order; a mistyped one (its check digit fails) is never looked up. */
  async function byNumber(orderNumber: string) {
    if (!isOrderNumber(orderNumber)) return null;
    return repository.findByNumber(orderNumber);
  }

  async function forGuest(orderNumber: string, guestToken: string): Promise<StoredOrder | null> {
    const found = await byNumber(orderNumber);
    // The token is hashed even when nothing was found, so a miss costs what a hit does.
    const offered = hashGuestToken(guestToken);
    if (!found || !guestToken) return null;
    return sameDigest(offered, found.guestTokenHash) ? found.order : null;
  }

  async function forCustomer(orderNumber: string, customerId: string): Promise<StoredOrder | null> {
    const found = await byNumber(orderNumber);
    if (!found || !customerId || found.order.customerId !== customerId) return null;
    return found.order;
  }

  return {
    /** A guest's order, read with the token only the session that placed it was given. */
    forGuest,

    /** A signed-in customer's own order; anyone else's answers null. */
    forCustomer,

    /**
     * The order a visit may see: one this session placed (by its pass's guest token) or one the signed-in
     * customer owns (spec 001 §2 order confirmation).
     */
    async forVisit(
      orderNumber: string,
      visit: { placedOrders?: PlacedOrderPass[] | null; customerId?: string | null },
    ): Promise<StoredOrder | null> {
      const pass = visit.placedOrders?.find((kept) => kept.orderNumber === orderNumber);
      if (pass?.guestToken) {
        const order = await forGuest(orderNumber, pass.guestToken);
        if (order) return order;
      }
      return visit.customerId ? forCustomer(orderNumber, visit.customerId) : null;
    },

    /** Guest order tracking: the number and the e-mail the order was placed with (any case). */
    async forTracking(orderNumber: string, email: string): Promise<StoredOrder | null> {
      const found = await byNumber(orderNumber.trim());
      if (!found || !sameEmail(found.order.email, email)) return null;
      return found.order;
    },

    /** A customer's orders, newest first, a page at a time (pages past the last are empty). */
    async history(
      customerId: string,
      options: { page?: number; pageSize?: number } = {},
    ): Promise<OrderHistoryPage> {
      const pageSize = Math.min(
        Math.max(Math.trunc(options.pageSize ?? ORDER_HISTORY_PAGE_SIZE), 1),
        MAX_PAGE_SIZE,
      );
      const page = Math.max(Math.trunc(options.page ?? 1), 1);
      const { orders, total } = await repository.ordersOfCustomer(customerId, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { orders, page, pageSize, total, pageCount: Math.max(Math.ceil(total / pageSize), 1) };
    },
  };
}

export type OrderLookup = ReturnType<typeof createOrderLookup>;
