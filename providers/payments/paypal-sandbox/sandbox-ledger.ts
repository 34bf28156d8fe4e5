import { randomBytes } from "node:crypto";
import type { PayPalOrder, PayPalPaymentAnswer, ShippingPreference } from "../../../core/payments/paypal.ts";
import type { SandboxAnswer } from "../sandbox-http/sandbox-answer.ts";
import { sandboxBuyer } from "./sandbox-buyers.ts";

// The SANDBOX PayPal's memory: orders, their authorisations and the answers already given to each request id.
// One process, one map each: the sandbox serves development and tests, as the card sandbox does.

/** Ids PayPal's sandbox issues: orders and payments each carry a prefix the store's owns() recognises. */
export const SANDBOX_ORDER_PREFIX = "PPSBX-O-";
export const SANDBOX_PAYMENT_PREFIX = "PPSBX-P-";

interface SandboxOrder extends PayPalOrder {
  returnUrl: string;
  cancelUrl: string;
  /** The authorisation taken on this order, once one was. */
  paymentId: string | null;
}

interface SandboxPayment {
  id: string;
  orderId: string;
  status: "authorised" | "captured" | "voided" | "refunded";
  amount: number;
  currency: string;
  captured: number;
  refunded: number;
}

function newId(prefix: string): string {
  // Upper-case letters and digits, as PayPal's own ids are.
  return `${prefix}${randomBytes(12).toString("hex").toUpperCase()}`;
}

function problem(httpStatus: number, name: string, message: string): SandboxAnswer {
  return { httpStatus, body: { name, message } };
}

export function createSandboxLedger() {
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const answers = new Map<string, SandboxAnswer>();

  /** PayPal-Request-Id: the first answer to a request id is the answer to every retry of it. */
  function once(scope: string, requestId: string, act: () => SandboxAnswer): SandboxAnswer {
    const key = `${scope}\n${requestId}`;
    const known = answers.get(key);
    if (known) return known;
    const answer = act();
    // Refusals are kept too, as PayPal does: only the sandbox's own failure (5xx) may be tried again.
    if (answer.httpStatus < 500) answers.set(key, answer);
    return answer;
  }

  function publicOrder(order: SandboxOrder): PayPalOrder {
    const { returnUrl: _r, cancelUrl: _c, paymentId: _p, ...rest } = order;
    return rest;
  }

  function paymentAnswer(
    payment: SandboxPayment,
    status: PayPalPaymentAnswer["status"],
    amount: number,
  ): PayPalPaymentAnswer {
    return { status, paymentId: payment.id, amount, currency: payment.currency };
  }

  return {
    once,
    publicOrder,
    find: (id: string) => orders.get(id),

    create(input: {
      amount: number;
      currency: string;
      returnUrl: string;
      cancelUrl: string;
      shippingPreference: ShippingPreference;
      reference: string;
    }): SandboxOrder {
      const order: SandboxOrder = {
        id: newId(SANDBOX_ORDER_PREFIX),
        status: "CREATED",
        payer: null,
        shipping: null,
        paymentId: null,
        ...input,
      };
      orders.set(order.id, order);
      return order;
    },

    approve(order: SandboxOrder, payerId: string): boolean {
      const buyer = sandboxBuyer(payerId);
      if (!buyer || order.status !== "CREATED") return false;
      order.status = "APPROVED";
      order.payer = buyer.payer;
      order.shipping = order.shippingPreference === "NO_SHIPPING" ? null : buyer.shipping;
      return true;
    },

    cancel(order: SandboxOrder): void {
      if (order.status === "CREATED") order.status = "VOIDED";
    },

    updateAmount(order: SandboxOrder, amount: number): SandboxAnswer {
      if (order.status !== "CREATED" && order.status !== "APPROVED")
        return problem(
          422,
          "UNPROCESSABLE_ENTITY",
          `The order is ${order.status}: its amount cannot change.`,
        );
      order.amount = amount;
      return { httpStatus: 200, body: publicOrder(order) };
    },

    authorize(order: SandboxOrder): SandboxAnswer {
      if (order.status === "COMPLETED")
        return problem(422, "ORDER_ALREADY_AUTHORIZED", "The order has already been authorised.");
      if (order.status !== "APPROVED" || !order.payer)
        return problem(422, "ORDER_NOT_APPROVED", "The buyer has not approved the order.");
      const base = { amount: order.amount, currency: order.currency, payerEmail: order.payer.email };
      if (sandboxBuyer(order.payer.payerId)?.declines) {
        const declined: PayPalPaymentAnswer = {
          status: "declined",
          paymentId: "",
          ...base,
          reason: "INSTRUMENT_DECLINED",
        };
        return { httpStatus: 422, body: declined };
      }
      const payment: SandboxPayment = {
        id: newId(SANDBOX_PAYMENT_PREFIX),
        orderId: order.id,
        status: "authorised",
        amount: order.amount,
        currency: order.currency,
        captured: 0,
        refunded: 0,
      };
      payments.set(payment.id, payment);
      order.status = "COMPLETED";
      order.paymentId = payment.id;
      const answer: PayPalPaymentAnswer = { status: "authorised", paymentId: payment.id, ...base };
      return { httpStatus: 201, body: answer };
    },

    capture(paymentId: string, amount: number): SandboxAnswer {
      const payment = payments.get(paymentId);
      if (!payment) return problem(404, "RESOURCE_NOT_FOUND", "No such authorisation.");
      if (payment.status !== "authorised" || payment.captured + amount > payment.amount)
        return problem(422, "AUTHORIZATION_ALREADY_CAPTURED", "Nothing left to capture.");
      payment.captured += amount;
      if (payment.captured === payment.amount) payment.status = "captured";
      return { httpStatus: 201, body: paymentAnswer(payment, "captured", amount) };
    },

    void(paymentId: string): SandboxAnswer {
      const payment = payments.get(paymentId);
      if (!payment) return problem(404, "RESOURCE_NOT_FOUND", "No such authorisation.");
      if (payment.status === "voided") return { httpStatus: 200, body: paymentAnswer(payment, "voided", 0) };
      if (payment.status !== "authorised" || payment.captured > 0)
        return problem(422, "PREVIOUSLY_CAPTURED", "A captured authorisation cannot be voided.");
      payment.status = "voided";
      return { httpStatus: 200, body: paymentAnswer(payment, "voided", payment.amount) };
    },

    refund(paymentId: string, amount: number): SandboxAnswer {
      const payment = payments.get(paymentId);
      if (!payment) return problem(404, "RESOURCE_NOT_FOUND", "No such capture.");
      if (payment.refunded + amount > payment.captured)
        return problem(422, "REFUND_AMOUNT_EXCEEDED", "The refund is more than was captured.");
      payment.refunded += amount;
      if (payment.refunded === payment.amount) payment.status = "refunded";
      return { httpStatus: 201, body: paymentAnswer(payment, "refunded", amount) };
    },

    payment: (id: string) => payments.get(id),
  };
}
