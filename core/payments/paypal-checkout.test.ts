import { describe, expect, it, vi } from "vitest";
import type { PlaceOrderInput } from "../orders/place-order.ts";
import type { PayPalClient, PayPalOrder } from "./paypal.ts";
import { createPayPalCheckout, paypalAttemptId, paypalReference } from "./paypal-checkout.ts";

// The PayPal rules of the store's side: an order is bound to one cart by its reference, one PayPal order is one
// attempt of the order workflow, and an approved amount that no longer matches is not authorised unasked.

const OWNER = { ownerGuid: "1b4e28ba-2fa1-11d2-883f-0016d3cca427", version: "uk" as const, currency: "GBP" };

function approved(extra: Partial<PayPalOrder> = {}): PayPalOrder {
  return {
    id: "PPSBX-O-ABC123",
    status: "APPROVED",
    amount: 2495,
    currency: "GBP",
    reference: paypalReference(OWNER),
    shippingPreference: "NO_SHIPPING",
    payer: { payerId: "SBXUKBUYER01", email: "uk@example.com", givenName: "Ada", surname: "L", phone: null },
    shipping: null,
    ...extra,
  };
}

function checkoutWith(order: PayPalOrder | null) {
  const paypal = {
    approvalOrigin: "http://paypal.test",
    owns: (id: string) => id.startsWith("PPSBX-"),
    getOrder: vi.fn(async () => order),
    authorize: vi.fn(async () => ({
      status: "authorised" as const,
      paymentId: "PPSBX-P-1",
      amount: 0,
      currency: "GBP",
    })),
    updateAmount: vi.fn(async () => order),
  } as unknown as PayPalClient;
  const placed: PlaceOrderInput[] = [];
  const service = createPayPalCheckout({
    paypal,
    checkout: {} as never,
    carts: { existingCart: async () => null },
    giftCards: { applied: async () => [] },
    orders: {
      placeOrder: async (input) => {
        placed.push(input);
        const answer = await input.authorise(2495, "order:key");
        return answer.status === "authorised"
          ? { status: "placed", order: {} as never }
          : { status: "declined", reason: answer.reason ?? "" };
      },
    },
    newRequestId: () => "req",
  });
  return { service, paypal, placed };
}

describe("PayPal checkout rules", () => {
  it("binds an order to one cart owner and version, revealing neither", () => {
    const reference = paypalReference(OWNER);
    expect(reference).toBe(paypalReference({ ...OWNER }));
    expect(reference).not.toBe(paypalReference({ ...OWNER, version: "us" }));
    expect(reference).not.toBe(paypalReference({ ...OWNER, ownerGuid: "another" }));
    expect(reference).not.toContain(OWNER.ownerGuid);
    expect(reference).toMatch(/^[\w-]{1,127}$/);
  });

  it("makes one workflow attempt id per PayPal order, within the attempt id's rules", () => {
    expect(paypalAttemptId("PPSBX-O-0123456789ABCDEF01234567")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(paypalAttemptId("5O190127TN364715T")).toBe("pp_5O190127TN364715T");
  });

  it("places an approved order with the PayPal order as the attempt's session", async () => {
    const { service, placed, paypal } = checkoutWith(approved());
    expect(await service.complete(OWNER, "PPSBX-O-ABC123", "SBXUKBUYER01")).toMatchObject({
      status: "placed",
    });
    expect(placed[0]).toMatchObject({ attemptId: "pp_PPSBX-O-ABC123", paymentSessionId: "PPSBX-O-ABC123" });
    expect(paypal.authorize).toHaveBeenCalledWith("PPSBX-O-ABC123", "order:key");
  });

  it("refuses another cart's order, another buyer's, an unapproved one and a malformed token", async () => {
    const theirs = checkoutWith(approved({ reference: paypalReference({ ...OWNER, ownerGuid: "x" }) }));
    await expect(theirs.service.complete(OWNER, "PPSBX-O-ABC123")).rejects.toMatchObject({
      kind: "notFound",
    });
    const buyer = checkoutWith(approved());
    await expect(buyer.service.complete(OWNER, "PPSBX-O-ABC123", "SOMEONEELSE1")).rejects.toMatchObject({
      kind: "notFound",
    });
    const created = checkoutWith(approved({ status: "CREATED", payer: null }));
    await expect(created.service.complete(OWNER, "PPSBX-O-ABC123")).rejects.toMatchObject({
      kind: "invalid",
    });
    const forged = checkoutWith(approved());
    await expect(forged.service.complete(OWNER, "<script>")).rejects.toMatchObject({ kind: "invalid" });
    expect(forged.paypal.getOrder).not.toHaveBeenCalled();
    for (const { placed } of [theirs, buyer, created, forged]) expect(placed).toEqual([]);
  });

  it("does not authorise a checkout payment whose approved amount no longer matches the order", async () => {
    const { service, paypal } = checkoutWith(approved({ amount: 1999 }));
    expect(await service.complete(OWNER, "PPSBX-O-ABC123")).toEqual({
      status: "declined",
      reason: "AMOUNT_CHANGED",
    });
    expect(paypal.authorize).not.toHaveBeenCalled();
    expect(paypal.updateAmount).not.toHaveBeenCalled();
  });

  it("moves an Express order's amount to the order's before authorising it", async () => {
    const { service, paypal } = checkoutWith(approved({ amount: 1999, shippingPreference: "GET_FROM_FILE" }));
    expect(await service.complete(OWNER, "PPSBX-O-ABC123")).toMatchObject({ status: "placed" });
    expect(paypal.updateAmount).toHaveBeenCalledWith("PPSBX-O-ABC123", 2495, "order:key:amount");
    expect(paypal.authorize).toHaveBeenCalled();
  });
});
