import type { OrderAdminRepository, OrderListRow } from "./order-admin-ports.ts";
import { ORDER_PAGE_SIZE, type OrderListFilter } from "./order-list-query.ts";

// The back office's order list and its CSV export (issue 29 point 2): the orders a query matches, newest first, each
// flagged when its authorisation is about to lapse with money still to capture (core/order-life's
// expiringAuthorisations), so staff dispatch it or ask the shopper to pay again in time.

/** The most rows one export writes: past that staff narrow the filter (a day's orders, one status). */
export const MAX_EXPORT_ROWS = 20_000;
const EXPORT_BATCH = 1_000;
const CLASSIFY_BATCH = 500;

export interface ListedOrder extends OrderListRow {
  /** Set when the authorisation lapses within a day (or has lapsed) with money still to capture. */
  authorisation: { expiresAt: string; lapsed: boolean } | null;
}

export function createOrderAdmin(deps: {
  repository: OrderAdminRepository;
  expiringAuthorisations(): Promise<{ orderId: string; expiresAt: string; lapsed: boolean }[]>;
  methodOf(paymentId: string): "card" | "paypal" | "wallet";
}) {
  /** Orders stored before their way of paying was recorded get it before anyone filters by it. */
  async function classify(): Promise<void> {
    while ((await deps.repository.classifyPaymentMethods(deps.methodOf, CLASSIFY_BATCH)) === CLASSIFY_BATCH);
  }

  async function flagged(rows: OrderListRow[]): Promise<ListedOrder[]> {
    const expiring = new Map((await deps.expiringAuthorisations()).map((entry) => [entry.orderId, entry]));
    return rows.map((row) => {
      const entry = expiring.get(row.id);
      return { ...row, authorisation: entry ? { expiresAt: entry.expiresAt, lapsed: entry.lapsed } : null };
    });
  }

  return {
    async list(filter: OrderListFilter, page: number): Promise<{ orders: ListedOrder[]; total: number }> {
      await classify();
      const { rows, total } = await deps.repository.list(filter, {
        offset: (page - 1) * ORDER_PAGE_SIZE,
        limit: ORDER_PAGE_SIZE,
      });
      return { orders: await flagged(rows), total };
    },

    /** Every matching order (up to MAX_EXPORT_ROWS), newest first, read a batch at a time. */
    async exportRows(filter: OrderListFilter): Promise<{ orders: ListedOrder[]; truncated: boolean }> {
      await classify();
      const rows: OrderListRow[] = [];
      let total = 0;
      for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += EXPORT_BATCH) {
        const batch = await deps.repository.list(filter, { offset, limit: EXPORT_BATCH });
        rows.push(...batch.rows);
        total = batch.total;
        if (batch.rows.length < EXPORT_BATCH) break;
      }
      return { orders: await flagged(rows), truncated: total > rows.length };
    },
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
