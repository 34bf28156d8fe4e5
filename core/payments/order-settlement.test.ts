import { describe, expect, it } from "vitest";
import type { CardAcquirer, CardPaymentAnswer } from "./card-acquirer.ts";
import { routeOrderSettlement } from "./order-settlement.ts";
import type { PayPalClient, PayPalPaymentAnswer } from "./paypal.ts";
import type { WalletAnswer } from "./wallets.ts";

// Each way of paying gets its own calls, keyed by the movement; a part of a PayPal or wallet authorisation given up
// is left to lapse, since they void whole authorisations only.

function ways() {
  const calls: string[] = [];
  const cardAnswer = (status: CardPaymentAnswer["status"]) =>
    ({ status, paymentId: "pay_1", amount: 1, currency: "GBP" }) satisfies CardPaymentAnswer;
  const paypalAnswer = (status: PayPalPaymentAnswer["status"]) =>
    ({ status, paymentId: "PAY-1", amount: 1, currency: "GBP" }) satisfies PayPalPaymentAnswer;
  const card = {
    capture: async (request: { idempotencyKey: string }) => {
      calls.push(`card capture ${request.idempotencyKey}`);
      return cardAnswer("captured");
    },
    void: async () => {
      calls.push("card void");
      return { ...cardAnswer("error"), reason: "A captured payment cannot be voided" };
    },
    refund: async () => cardAnswer("refunded"),
  } as unknown as CardAcquirer;
  const paypal = {
    owns: (id: string) => id.startsWith("PAY-"),
    capture: async () => paypalAnswer("captured"),
    void: async () => {
      calls.push("paypal void");
      return paypalAnswer("voided");
    },
    refund: async () => paypalAnswer("refunded"),
  } as unknown as PayPalClient;
  const wallet =
    (kind: string, status: WalletAnswer["status"]) => async (request: { idempotencyKey: string }) => {
      calls.push(`wallet ${kind} ${request.idempotencyKey}`);
      return { status, paymentId: "wlt_1", ...(status === "error" ? { reason: "Unknown payment" } : {}) };
    };
  const wallets = {
    owns: (id: string) => id.startsWith("wlt_"),
    void: wallet("void", "voided"),
    capture: wallet("capture", "captured"),
    refund: wallet("refund", "error"),
  };
  return { calls, settlement: routeOrderSettlement({ card, paypal, wallets }) };
}

describe("an order's captures, voids and refunds, by way of paying", () => {
  it("sends card calls with the movement's key and answers a refusal with the acquirer's reason", async () => {
    const { calls, settlement } = ways();
    expect(
      await settlement.capture({ paymentId: "pay_1", amount: 100, idempotencyKey: "c:capture" }),
    ).toEqual({
      done: true,
      reference: "c:capture",
    });
    expect(
      await settlement.release({
        paymentId: "pay_1",
        amount: 100,
        wholeLeft: false,
        idempotencyKey: "c:void",
      }),
    ).toEqual({ done: false, reason: "A captured payment cannot be voided" });
    expect(calls).toEqual(["card capture c:capture", "card void"]);
  });

  it("voids a PayPal authorisation only whole, leaving a part to lapse", async () => {
    const { calls, settlement } = ways();
    const part = { paymentId: "PAY-1", amount: 100, wholeLeft: false, idempotencyKey: "k" };
    expect(await settlement.release(part)).toEqual({ done: true, reference: null });
    expect(calls).toEqual([]);
    expect(await settlement.release({ ...part, wholeLeft: true })).toEqual({ done: true, reference: "k" });
    expect(calls).toEqual(["paypal void"]);
    expect(settlement.methodOf("PAY-1")).toBe("paypal");
  });

  it("captures and refunds a wallet payment through the wallet processor, with its refusal's reason", async () => {
    const { calls, settlement } = ways();
    const request = { paymentId: "wlt_1", amount: 100, idempotencyKey: "w:capture" };
    expect(await settlement.capture(request)).toEqual({ done: true, reference: "w:capture" });
    expect(await settlement.refund({ ...request, idempotencyKey: "w:refund" })).toEqual({
      done: false,
      reason: "Unknown payment",
    });
    // A part of a wallet authorisation given up is left to lapse; the whole is voided.
    const part = { paymentId: "wlt_1", amount: 100, wholeLeft: false, idempotencyKey: "w:void" };
    expect(await settlement.release(part)).toEqual({ done: true, reference: null });
    expect(await settlement.release({ ...part, wholeLeft: true })).toEqual({
      done: true,
      reference: "w:void",
    });
    expect(calls).toEqual(["wallet capture w:capture", "wallet refund w:refund", "wallet void w:void"]);
    expect(settlement.methodOf("wlt_1")).toBe("wallet");
  });
});
