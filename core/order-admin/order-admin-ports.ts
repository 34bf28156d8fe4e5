import type { OrderStatus } from "../order-life/order-status.ts";
import type { OrderListFilter } from "./order-list-query.ts";
import type { OrderPaymentMethod } from "./search-keys.ts";

// What the back office's order list needs from storage (data/repositories/order-admin-repository.ts).

export interface OrderListRow {
  id: string;
  orderNumber: string;
  /** ISO instant. */
  placedAt: string;
  customerName: string | null;
  email: string;
  version: string;
  /** Null only for an order whose way of paying is not yet known (see classifyPaymentMethods). */
  paymentMethod: OrderPaymentMethod | null;
  currency: string;
  /** Minor units. */
  total: number;
  status: OrderStatus;
}

export interface OrderAdminRepository {
  /** The orders matching `filter`, newest first, and how many match in all. */
  list(
    filter: OrderListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OrderListRow[]; total: number }>;
  /**
   * Writes the way of paying of orders stored without it (placed before migration 0045 by a card, PayPal or wallet
   * payment, which only the payment routing can tell apart), at most `limit` of them; answers how many it wrote.
   */
  classifyPaymentMethods(
    methodOf: (paymentId: string) => "card" | "paypal" | "wallet",
    limit: number,
  ): Promise<number>;
}
