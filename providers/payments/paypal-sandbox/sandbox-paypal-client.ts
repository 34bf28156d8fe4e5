import type {
  CreatedPayPalOrder,
  PayPalClient,
  PayPalOrder,
  PayPalPaymentAnswer,
} from "../../../core/payments/paypal.ts";
import { providerPath } from "../sandbox-http/provider-call-span.ts";
import {
  createRetryingJsonCall,
  type JsonAnswer,
  type SandboxTransportOptions,
} from "../sandbox-http/retrying-json-call.ts";
import { unexpectedAnswer } from "../sandbox-http/unexpected-answer.ts";
import { SANDBOX_ORDER_PREFIX, SANDBOX_PAYMENT_PREFIX } from "./sandbox-ledger.ts";

// The PayPal port over HTTP to the SANDBOX PayPal (./sandbox-app.ts), the way a real adapter calls the Orders v2
// API: JSON, a bearer key, a PayPal-Request-Id on every change. A network failure or a 5xx is retried twice with
// the same request id, so a retry can never authorise twice.

interface SandboxPayPalClientOptions extends SandboxTransportOptions {
  /** The sandbox's origin (server/env.ts PAYPAL_SANDBOX_ORIGIN). */
  origin: string;
  apiKey: string;
}

export function createSandboxPayPalClient(options: SandboxPayPalClientOptions): PayPalClient {
  const call = createRetryingJsonCall({
    provider: "paypal",
    origin: options.origin,
    fetch: options.fetch,
    retryDelayMs: options.retryDelayMs,
    timeoutMs: options.timeoutMs,
    credentials: { authorization: `Bearer ${options.apiKey}` },
    keyHeader: "paypal-request-id",
    unavailableMessage: "PayPal is unavailable at the moment. Please try again.",
  });

  /** A 4xx that is not PayPal's answer about the payment is our own mistake: it must not look like a decline. */
  function fail(path: string, answer: JsonAnswer): never {
    const message = (answer.body as { message?: string })?.message ?? "no message";
    return unexpectedAnswer("PayPal", path, answer, message);
  }

  /** PayPal's refusal of an operation (wrong state, too much) as an answer, not a fault. */
  function refusal(answer: { body: unknown }, amount: number): PayPalPaymentAnswer {
    const body = answer.body as { status?: string; name?: string };
    if (body.status === "declined") return answer.body as PayPalPaymentAnswer;
    return {
      status: "error",
      paymentId: "",
      amount,
      currency: "",
      reason: body.name ?? "UNPROCESSABLE_ENTITY",
    };
  }

  async function operation(
    name: "capture" | "refund" | "void",
    paymentId: string,
    amount: number,
    requestId: string,
  ) {
    const path = providerPath(`/v2/payments/{id}/${name}`, { id: paymentId });
    const answer = await call("POST", path, name === "void" ? undefined : { amount }, requestId);
    if (answer.status === 200 || answer.status === 201) return answer.body as PayPalPaymentAnswer;
    if (answer.status === 422) return refusal(answer, amount);
    return fail(path.path, answer);
  }

  return {
    approvalOrigin: new URL(options.origin).origin,

    owns: (id) => id.startsWith(SANDBOX_ORDER_PREFIX) || id.startsWith(SANDBOX_PAYMENT_PREFIX),

    async createOrder(request) {
      const { requestId, ...body } = request;
      const answer = await call("POST", "/v2/checkout/orders", body, requestId);
      if (answer.status === 201) {
        const { id, approveUrl } = answer.body as CreatedPayPalOrder;
        return { id, approveUrl };
      }
      return fail("/v2/checkout/orders", answer);
    },

    async getOrder(id) {
      const path = providerPath("/v2/checkout/orders/{id}", { id });
      const answer = await call("GET", path);
      if (answer.status === 200) return answer.body as PayPalOrder;
      if (answer.status === 404) return null;
      return fail(path.path, answer);
    },

    async updateAmount(id, amount, requestId) {
      const path = providerPath("/v2/checkout/orders/{id}", { id });
      const answer = await call("PATCH", path, { amount }, requestId);
      if (answer.status === 200) return answer.body as PayPalOrder;
      if (answer.status === 404 || answer.status === 422) return null;
      return fail(path.path, answer);
    },

    async authorize(orderId, requestId) {
      const path = providerPath("/v2/checkout/orders/{id}/authorize", { id: orderId });
      const answer = await call("POST", path, undefined, requestId);
      if (answer.status === 201) return answer.body as PayPalPaymentAnswer;
      if (answer.status === 422) return refusal(answer, 0);
      return fail(path.path, answer);
    },

    capture: (paymentId, amount, requestId) => operation("capture", paymentId, amount, requestId),
    void: (paymentId, requestId) => operation("void", paymentId, 0, requestId),
    refund: (paymentId, amount, requestId) => operation("refund", paymentId, amount, requestId),
  };
}
