import { describe, expect, it } from "vitest";
import { createOrderAdmin } from "./order-admin.ts";
import type { OrderAdminRepository, OrderListRow } from "./order-admin-ports.ts";
import { ordersCsv } from "./order-csv.ts";
import { parseOrderListQuery } from "./order-list-query.ts";

const row = (id: string, overrides: Partial<OrderListRow> = {}): OrderListRow => ({
  id,
  orderNumber: `1000000000${id}`,
  placedAt: "2026-07-01T08:30:00.000Z",
  customerName: "Ada Lovelace",
  email: "ada@example.com",
  version: "uk",
  paymentMethod: "card",
  currency: "GBP",
  total: 3395,
  status: "placed",
  ...overrides,
});

function memoryRepository(
  rows: OrderListRow[],
  unclassified: number,
): OrderAdminRepository & { offsets: number[] } {
  let left = unclassified;
  const offsets: number[] = [];
  return {
    offsets,
    async list(_filter, page) {
      offsets.push(page.offset);
      return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
    },
    async classifyPaymentMethods(_methodOf, limit) {
      const done = Math.min(left, limit);
      left -= done;
      return done;
    },
  };
}

const filter = (() => {
  const query = parseOrderListQuery({});
  if (!query.ok) throw new Error("the empty query is refused");
  return query.filter;
})();

describe("the order list", () => {
  it("classifies every order stored without its way of paying before listing, and flags expiring authorisations", async () => {
    const repository = memoryRepository([row("1"), row("2")], 1_200);
    let classified = 0;
    const admin = createOrderAdmin({
      repository: {
        ...repository,
        async classifyPaymentMethods(methodOf, limit) {
          const done = await repository.classifyPaymentMethods(methodOf, limit);
          classified += done;
          return done;
        },
      },
      expiringAuthorisations: async () => [
        { orderId: "2", expiresAt: "2026-07-08T08:30:00.000Z", lapsed: false },
      ],
      methodOf: () => "card",
    });
    const { orders, total } = await admin.list(filter, 1);
    expect(classified).toBe(1_200);
    expect(total).toBe(2);
    expect(orders.map((order) => order.authorisation)).toEqual([
      null,
      { expiresAt: "2026-07-08T08:30:00.000Z", lapsed: false },
    ]);
  });

  it("exports every matching order a batch at a time", async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => row(String(i)));
    const repository = memoryRepository(rows, 0);
    const admin = createOrderAdmin({
      repository,
      expiringAuthorisations: async () => [],
      methodOf: () => "card",
    });
    const exported = await admin.exportRows(filter);
    expect(exported.orders).toHaveLength(2_500);
    expect(exported.truncated).toBe(false);
    expect(repository.offsets).toEqual([0, 1_000, 2_000]);
  });

  it("writes the CSV with London times, decimal totals and guarded names", () => {
    const csv = ordersCsv([
      {
        ...row("1", { customerName: "=cmd|' /C calc'!A0", total: 1250 }),
        authorisation: { expiresAt: "x", lapsed: true },
      },
    ]);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe(
      "Order number,Placed (UTC),Placed (London),Customer,E-mail,Version,Payment,Currency,Total,Status,Authorisation",
    );
    expect(line).toBe(
      "10000000001,2026-07-01T08:30:00.000Z,2026-07-01 09:30,'=cmd|' /C calc'!A0,ada@example.com,uk,Card,GBP,12.50,Placed,Lapsed",
    );
  });
});
