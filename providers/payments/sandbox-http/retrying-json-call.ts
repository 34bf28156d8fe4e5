import { DomainError } from "../../../core/errors/domain-error.ts";
import { inProviderCallSpan, type ProviderPath } from "./provider-call-span.ts";

// Store side: how every sandbox adapter calls its sandbox, as real adapters call Worldpay or PayPal. JSON in and
// out, a fixed credential header, and a key header on every change. A network failure, a timeout or a 5xx is
// retried twice with the same key, so a retry can never act twice; then the provider counts as unavailable.
// Only the header names and the wording differ between providers, so they are passed in.

/** The transport settings every sandbox adapter takes. */
export interface SandboxTransportOptions {
  /** Tests pass the sandbox app's own `request` here to call it without a port. */
  fetch?: (request: Request) => Promise<Response>;
  /** First retry's wait; the second waits twice as long. */
  retryDelayMs?: number;
  timeoutMs?: number;
}

interface RetryingJsonCallOptions extends SandboxTransportOptions {
  /** Who is called, as traces name it (`card-acquirer`, `paypal`). */
  provider: string;
  origin: string;
  /** The credential, sent on every call (`x-api-key`, `authorization`). */
  credentials: Record<string, string>;
  /** The header a change's key travels in (`idempotency-key`, `paypal-request-id`). */
  keyHeader: string;
  /** What the shopper is told once the retries are spent. */
  unavailableMessage: string;
}

/** A sandbox's answer below 500: its status and parsed JSON body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

const RETRIES = 2;

export function createRetryingJsonCall(options: RetryingJsonCallOptions) {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const retryDelayMs = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** `path` is a constant path, or one built with providerPath() so traces show its template, not its ids. */
  return async function call(
    method: "GET" | "POST" | "PATCH",
    path: string | ProviderPath,
    body?: unknown,
    key?: string,
  ): Promise<JsonAnswer> {
    const { path: sent, template } = typeof path === "string" ? { path, template: path } : path;
    for (let attempt = 0; ; attempt++) {
      try {
        const url = new URL(`${options.origin}${sent}`);
        const request = new Request(url, {
          method,
          headers: {
            accept: "application/json",
            ...options.credentials,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...(key ? { [options.keyHeader]: key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const response = await inProviderCallSpan(
          { provider: options.provider, method, url, template, resendCount: attempt },
          () => send(request),
        );
        if (response.status < 500) return { status: response.status, body: await response.json() };
      } catch {
        // Unreachable or timed out: as a 5xx, retried with the same key.
      }
      if (attempt >= RETRIES) {
        throw new DomainError("unavailable", options.unavailableMessage, undefined, { retryAfterSeconds: 5 });
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  };
}
