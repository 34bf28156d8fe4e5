import type {
  CardAcquirer,
  CardPayment,
  CardPaymentAnswer,
  PaymentOperationRequest,
  PaymentSession,
} from "../../core/payments/card-acquirer.ts";
import { verifyResult } from "../../core/payments/signed-result.ts";
import { providerPath } from "./sandbox-http/provider-call-span.ts";
import {
  createRetryingJsonCall,
  type JsonAnswer,
  type SandboxTransportOptions,
} from "./sandbox-http/retrying-json-call.ts";
import { unexpectedAnswer } from "./sandbox-http/unexpected-answer.ts";

// The card acquirer port over HTTP to the SANDBOX acquirer (providers/payments/card-sandbox/), the way a real
// adapter calls Worldpay or Adyen: JSON, an API key header, an Idempotency-Key on every change. A network failure
// or a 5xx is retried twice with the same key, so a retry can never charge twice.

interface SandboxCardAcquirerOptions extends SandboxTransportOptions {
  /** The sandbox's origin (server/env.ts PAYMENT_SANDBOX_ORIGIN). */
  origin: string;
  apiKey: string;
  /** The secret the sandbox signs results with (PAYMENT_RESULT_SECRET). */
  resultSecret: string;
}

export function createSandboxCardAcquirer(options: SandboxCardAcquirerOptions): CardAcquirer {
  const call = createRetryingJsonCall({
    provider: "card-acquirer",
    origin: options.origin,
    fetch: options.fetch,
    retryDelayMs: options.retryDelayMs,
    timeoutMs: options.timeoutMs,
    credentials: { "x-api-key": options.apiKey },
    keyHeader: "idempotency-key",
    unavailableMessage: "Card payments are unavailable at the moment. Please try again.",
  });

  /** A 4xx other than an acquirer's answer is our own mistake (bad key, bad request): it must not look like a refusal. */
  function fail(path: string, answer: JsonAnswer): never {
    const message = (answer.body as { error?: { message?: string } })?.error?.message ?? "no message";
    return unexpectedAnswer("Card acquirer", path, answer, message);
  }

  async function operation(name: "capture" | "void" | "refund", request: PaymentOperationRequest) {
    const path = providerPath(`/payments/{id}/${name}`, { id: request.paymentId });
    const answer = await call("POST", path, { amount: request.amount }, request.idempotencyKey);
    // 409 is the acquirer refusing the operation (wrong state, too much): an answer with status "error".
    if (answer.status === 200 || answer.status === 409) return answer.body as CardPaymentAnswer;
    return fail(path.path, answer);
  }

  return {
    hostedOrigin: new URL(options.origin).origin,

    async createSession(request) {
      const { idempotencyKey, ...body } = request;
      const answer = await call("POST", "/sessions", body, idempotencyKey);
      if (answer.status === 201) return answer.body as PaymentSession;
      return fail("/sessions", answer);
    },

    async authorise(request) {
      const path = providerPath("/sessions/{id}/authorise", { id: request.sessionId });
      const answer = await call("POST", path, { amount: request.amount }, request.idempotencyKey);
      if (answer.status === 200) return answer.body as CardPaymentAnswer;
      const error = (answer.body as { error?: { code?: string } }).error;
      // The shopper has not finished the page: not authorised, and not a fault of ours.
      if (answer.status === 409 && error?.code === "not-completed") {
        return {
          status: "error",
          paymentId: "",
          amount: request.amount,
          currency: "",
          reason: "not-completed",
        };
      }
      if (answer.status === 409) return answer.body as CardPaymentAnswer;
      return fail(path.path, answer);
    },

    capture: (request) => operation("capture", request),
    void: (request) => operation("void", request),
    refund: (request) => operation("refund", request),

    async getPayment(paymentId) {
      const path = providerPath("/payments/{id}", { id: paymentId });
      const answer = await call("GET", path);
      if (answer.status === 200) return answer.body as CardPayment;
      if (answer.status === 404) return null;
      return fail(path.path, answer);
    },

    verifyResult: (query, now) => verifyResult(query, options.resultSecret, now),
  };
}
