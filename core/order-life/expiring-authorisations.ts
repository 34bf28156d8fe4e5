import {
  AUTHORISATION_LIFETIME_DAYS,
  authorisationExpiry,
  EXPIRY_WARNING_MS,
  type PaymentMethodKind,
} from "./authorisation-expiry.ts";
import type { OrderLifeRepository, PaymentSettlement } from "./order-life-types.ts";

// The orders whose authorisation lapses within a day (or has lapsed) with money still to capture, for staff to
// dispatch them or ask the shopper to pay again in time (docs/decisions/056-an-orders-life.md).

export interface ExpiringAuthorisation {
  orderId: string;
  orderNumber: string;
  method: PaymentMethodKind;
  expiresAt: string;
  lapsed: boolean;
  stillToCapture: number;
}

/** How many open orders one call reads at most. */
const LIMIT = 500;

export function createExpiringAuthorisations(deps: {
  repository: Pick<OrderLifeRepository, "openAuthorisations">;
  payments: Pick<PaymentSettlement, "methodOf">;
  now(): Date;
}) {
  /** As they stand at `now` (the present unless a caller looks ahead). */
  return async function expiringAuthorisations(now: Date = deps.now()): Promise<ExpiringAuthorisation[]> {
    // No authorisation lapses sooner than the shortest lifetime: younger orders need not be read.
    const shortest = Math.min(...Object.values(AUTHORISATION_LIFETIME_DAYS)) * 86_400_000;
    const before = new Date(now.getTime() - shortest + EXPIRY_WARNING_MS);
    const open = await deps.repository.openAuthorisations(before, LIMIT);
    return open.flatMap((order) => {
      const method = deps.payments.methodOf(order.paymentId);
      const stillToCapture = order.authorised - order.settled;
      const expiry = authorisationExpiry(method, new Date(order.placedAt), now, stillToCapture);
      if (!expiry.flagged) return [];
      return [
        {
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          method,
          expiresAt: expiry.expiresAt.toISOString(),
          lapsed: expiry.lapsed,
          stillToCapture,
        },
      ];
    });
  };
}
