import { DomainError } from "../../core/errors/domain-error.ts";
import type {
  CardAcquirer,
  CardPayment,
  CardPaymentAnswer,
  PaymentOperationRequest,
  PaymentSession,
} from "../../core/payments/card-acquirer.ts";
import { verifyResult } from "../../core/payments/signed-result.ts";

// The card acquirer port over HTTP to the SANDBOX acquirer (providers/payments/card-sandbox/), the way a real
// adapter calls Worldpay or Adyen: JSON, an API key header, an Idempotency-Key on every change. A network failure
// or a 5xx is retried twice with the same key, so a retry can never charge twice.

export interface SandboxCardAcquirerOptions {
  /** The sandbox's origin (server/env.ts PAYMENT_SANDBOX_ORIGIN). */
  origin: string;
  apiKey: string;
  /** The secret the sandbox signs results with (PAYMENT_RESULT_SECRET). */
  resultSecret: string;
  /** Tests pass the sandbox app's own `request` here to call it without a port. */
  fetch?: (request: Request) => Promise<Response>;
  /** First retry's wait; the second waits twice as long. */
  retryDelayMs?: number;
  timeoutMs?: number;
}

const RETRIES = 2;

function unavailable(): DomainError {
  return new DomainError(
    "unavailable",
    "Card payments are unavailable at the moment. Please try again.",
    undefined,
    {
      retryAfterSeconds: 5,
    },
  );
}

export function createSandboxCardAcquirer(options: SandboxCardAcquirerOptions): CardAcquirer {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const retryDelayMs = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await send(
          new Request(`${options.origin}${path}`, {
            method,
            headers: {
              accept: "application/json",
              "x-api-key": options.apiKey,
              ...(body === undefined ? {} : { "content-type": "application/json" }),
              ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(timeoutMs),
          }),
        );
        if (response.status < 500) return { status: response.status, body: await response.json() };
      } catch {
        // Unreachable or timed out: as a 5xx, retried with the same key.
      }
      if (attempt >= RETRIES) throw unavailable();
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }

  /** A 4xx other than an acquirer's answer is our own mistake (bad key, bad request): it must not look like a refusal. */
  function fail(path: string, answer: { status: number; body: unknown }): never {
    const message = (answer.body as { error?: { message?: string } })?.error?.message ?? "no message";
    if (answer.status === 404) throw new DomainError("notFound", `Card acquirer: ${message}`);
    throw new Error(`Card acquirer answered ${answer.status} to ${path}: ${message}`);
  }

  async function operation(name: "capture" | "void" | "refund", request: PaymentOperationRequest) {
    const path = `/payments/${encodeURIComponent(request.paymentId)}/${name}`;
    const answer = await call("POST", path, { amount: request.amount }, request.idempotencyKey);
    // 409 is the acquirer refusing the operation (wrong state, too much): an answer with status "error".
    if (answer.status === 200 || answer.status === 409) return answer.body as CardPaymentAnswer;
    return fail(path, answer);
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
      const path = `/sessions/${encodeURIComponent(request.sessionId)}/authorise`;
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
      return fail(path, answer);
    },

    capture: (request) => operation("capture", request),
    void: (request) => operation("void", request),
    refund: (request) => operation("refund", request),

    async getPayment(paymentId) {
      const path = `/payments/${encodeURIComponent(paymentId)}`;
      const answer = await call("GET", path);
      if (answer.status === 200) return answer.body as CardPayment;
      if (answer.status === 404) return null;
      return fail(path, answer);
    },

    verifyResult: (query, now) => verifyResult(query, options.resultSecret, now),
  };
}
