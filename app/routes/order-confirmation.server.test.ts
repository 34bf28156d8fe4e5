import { describe, expect, it } from "vitest";
import type { StoredOrder } from "../../core/orders/order-types.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { loadConfirmation } from "./order-confirmation.server.ts";

/** A guest's request context whose order lookup answers `lookup`, with the errors it reported. */
function visitWith(lookup: () => Promise<StoredOrder | null>) {
  const reported: unknown[] = [];
  const ctx = {
    visitor: () => ({ kind: "guest" }),
    session: { data: { placedOrders: [] } },
    services: { orderLookup: { forVisit: lookup } },
    reportError: (error: unknown) => reported.push(error),
  } as unknown as RequestContext;
  return { ctx, reported };
}

describe("the order confirmation's data", () => {
  it("answers the error state with a 404 for an order this visitor may not see", async () => {
    const { ctx } = visitWith(async () => null);
    const answer = await loadConfirmation(ctx, "uk", "07120261234");
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ state: "error", orderNumber: "07120261234" });
  });

  it("answers the load-failed state with a 500, in the shop's page, when the order cannot be read", async () => {
    // The order is awaited before the page is sent (decision 036): a failure is an answer of its own, not a
    // section that never arrives.
    const failure = new Error("database gone");
    const { ctx, reported } = visitWith(() => Promise.reject(failure));
    const answer = await loadConfirmation(ctx, "uk", "07120261234");
    expect(answer.init?.status).toBe(500);
    expect(answer.init?.headers).toEqual({ "Cache-Control": "private, no-store" });
    expect(answer.data).toEqual({ state: "loadFailed", orderNumber: "07120261234" });
    expect(reported).toEqual([failure]);
  });
});
