// The journeys' server (scripts/e2e-server.ts) gives its card sandbox this key, so that a journey can ask the sandbox
// what it holds for a payment, as the shop does: the sandbox's own ledger, not the shop's account of it.
export const JOURNEY_CARD_SANDBOX_KEY = "journeys-card-sandbox-key-0123456789abcdef";

/** Where the journeys' card sandbox listens: PAYMENT_SANDBOX_PORT, else 300 above the shop's port (server/payment-settings.ts). */
export function journeyCardSandboxOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.PAYMENT_SANDBOX_PORT ?? String(Number(env.E2E_PORT ?? 3100) + 300);
  return `http://127.0.0.1:${port}`;
}

/** What the sandbox holds for a payment: how much of it is captured and refunded. */
export async function sandboxPayment(
  paymentId: string,
): Promise<{ status: string; amount: number; capturedAmount: number; refundedAmount: number }> {
  const answer = await fetch(`${journeyCardSandboxOrigin()}/payments/${encodeURIComponent(paymentId)}`, {
    headers: { "x-api-key": JOURNEY_CARD_SANDBOX_KEY },
  });
  if (!answer.ok) throw new Error(`the card sandbox answered ${answer.status} for ${paymentId}`);
  return (await answer.json()) as {
    status: string;
    amount: number;
    capturedAmount: number;
    refundedAmount: number;
  };
}
