interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_BASE_DELAY_MS = 300;

/**
 * spec 000 §7: retries default to 0; when enabled, network errors and 5xx answers are tried again
 * after an exponentially growing delay (base, 2×base, 4×base…). An aborted call is never retried.
 */
export async function fetchWithRetries(
  send: () => Promise<Response>,
  policy: RetryPolicy,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const isLastAttempt = attempt >= policy.retries;
    try {
      const response = await send();
      if (response.status < 500 || isLastAttempt) return response;
      // Release the discarded answer's connection. Not awaited: cancelling a teed body waits for its twin.
      response.body?.cancel().catch(() => {});
    } catch (error) {
      if (isLastAttempt || isAbort(error)) throw error;
    }
    await policy.sleep(policy.baseDelayMs * 2 ** attempt);
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
