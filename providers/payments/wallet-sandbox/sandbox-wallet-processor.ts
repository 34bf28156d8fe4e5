import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  WALLET_ID_PREFIX,
  WALLET_TYPES,
  type WalletAnswer,
  type WalletMerchantSession,
  type WalletProcessor,
  type WalletType,
} from "../../../core/payments/wallets.ts";
import { sandboxCard } from "./sandbox-fixtures.ts";
import {
  captureWalletPayment,
  refundWalletPayment,
  type SandboxWalletPayment,
  voidWalletPayment,
} from "./sandbox-wallet-ledger.ts";

// The SANDBOX wallet processor (docs/decisions/026-wallets.md): it issues the payment tokens its sheet hands the
// browser and is the only one that can read them back. A token is `wlt_tok_<id>.<payload>.<HMAC-SHA256>`; the
// payload names the wallet, the sandbox card and the expiry, never a card number. A token pays once; a repeated
// idempotency key answers its first answer, as Google Pay's and Apple Pay's processors (Adyen, Stripe) do. Voids,
// captures and refunds follow sandbox-wallet-ledger.ts, each once per key.

const TOKEN_LIFETIME_MS = 10 * 60_000;
const TOKEN_PREFIX = `${WALLET_ID_PREFIX}tok_`;

interface TokenPayload {
  id: string;
  walletType: WalletType;
  card: string;
  /** Epoch milliseconds past which the token is refused. */
  exp: number;
}

interface SandboxWalletProcessorOptions {
  secret: string;
  /** The sandbox's origin; its script is `${origin}/wallet-sandbox.js`. */
  origin: string;
  now?: () => Date;
}

export type SandboxWalletProcessor = WalletProcessor & {
  /** What the sandbox sheet calls (through the sandbox app) when the shopper presses Pay. */
  /** `lifetimeMs` lets a test issue a token that has already expired. */
  issueToken(walletType: WalletType, cardId: string, lifetimeMs?: number): string | null;
  /** The payment as the sandbox holds it now (its ledger), or null when it never authorised it. */
  payment(paymentId: string): Readonly<SandboxWalletPayment> | null;
};

export function createSandboxWalletProcessor(options: SandboxWalletProcessorOptions): SandboxWalletProcessor {
  const now = options.now ?? (() => new Date());
  const answers = new Map<string, WalletAnswer>();
  /** Token id → the idempotency key that spent it. */
  const spent = new Map<string, string>();
  const payments = new Map<string, SandboxWalletPayment>();
  const voids = new Map<string, WalletAnswer>();
  /** "capture <key>" or "refund <key>" → the request it answered and its answer. */
  const operations = new Map<string, { request: string; answer: WalletAnswer }>();

  /**
   * Answers an operation once per key: a repeat of the same request gets the first answer without acting again,
   * refusals included (as the card sandbox); the same key for another payment or amount is refused and not kept.
   */
  function once(
    kind: "capture" | "refund",
    request: { paymentId: string; amount: number; idempotencyKey: string },
    act: (payment: SandboxWalletPayment) => WalletAnswer,
  ): WalletAnswer {
    const fingerprint = `${request.paymentId}\n${request.amount}`;
    const first = operations.get(`${kind} ${request.idempotencyKey}`);
    if (first)
      return first.request === fingerprint
        ? first.answer
        : {
            status: "error",
            paymentId: request.paymentId,
            reason: "This idempotency key was used for another request",
          };
    const payment = payments.get(request.paymentId);
    if (!payment) return { status: "error", paymentId: request.paymentId, reason: "Unknown payment" };
    const answer = act(payment);
    operations.set(`${kind} ${request.idempotencyKey}`, { request: fingerprint, answer });
    return answer;
  }

  const sign = (body: string) => createHmac("sha256", options.secret).update(body).digest("base64url");

  function issueToken(walletType: WalletType, cardId: string, lifetimeMs = TOKEN_LIFETIME_MS): string | null {
    if (!WALLET_TYPES.includes(walletType) || !sandboxCard(cardId)) return null;
    const payload: TokenPayload = {
      id: `${TOKEN_PREFIX}${randomUUID().replaceAll("-", "")}`,
      walletType,
      card: cardId,
      exp: now().getTime() + lifetimeMs,
    };
    const body = `${payload.id}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return `${body}.${sign(body)}`;
  }

  function read(token: string): TokenPayload | null {
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const [id = "", encoded = "", signature = ""] = parts;
    const expected = Buffer.from(sign(`${id}.${encoded}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as TokenPayload;
      return payload.id === id ? payload : null;
    } catch {
      return null;
    }
  }

  const declined = (paymentId: string, decline: WalletAnswer["decline"], reason: string): WalletAnswer => ({
    status: "declined",
    paymentId,
    decline,
    reason,
  });

  function decide(
    token: string,
    walletType: WalletType,
    amount: number,
    key: string,
  ): { answer: WalletAnswer; remember: boolean } {
    const payload = read(token);
    const paymentId = `${WALLET_ID_PREFIX}pay_${randomUUID().replaceAll("-", "")}`;
    // A forged or altered token changes nothing: not remembered, so it cannot poison the key.
    if (!payload)
      return {
        answer: declined(paymentId, "invalidToken", "The wallet token could not be verified"),
        remember: false,
      };
    if (payload.walletType !== walletType)
      return {
        answer: declined(paymentId, "wrongWallet", "The token is of another wallet"),
        remember: false,
      };
    if (payload.exp <= now().getTime())
      return { answer: declined(paymentId, "tokenExpired", "The wallet token has expired"), remember: false };
    const spender = spent.get(payload.id);
    if (spender !== undefined && spender !== key)
      return {
        answer: declined(paymentId, "invalidToken", "The wallet token was already used"),
        remember: false,
      };
    spent.set(payload.id, key);
    const card = sandboxCard(payload.card);
    if (!card) return { answer: declined(paymentId, "invalidToken", "Unknown sandbox card"), remember: true };
    if (card.outcome === "declined")
      return { answer: declined(paymentId, "declined", "Declined by the card issuer"), remember: true };
    if (card.outcome === "cardExpired")
      return { answer: declined(paymentId, "cardExpired", "The card has expired"), remember: true };
    payments.set(paymentId, {
      paymentId,
      amount,
      status: "authorised",
      capturedAmount: 0,
      refundedAmount: 0,
    });
    return {
      answer: {
        status: "authorised",
        paymentId,
        card: { maskedNumber: `•••• ${card.lastFour}`, brand: card.brand },
      },
      remember: true,
    };
  }

  return {
    scriptUrl: `${options.origin}/wallet-sandbox.js`,
    origin: options.origin,
    issueToken,
    tokenId(token) {
      return read(token)?.id ?? null;
    },
    async authorise(request) {
      const first = answers.get(request.idempotencyKey);
      if (first) return first;
      if (!Number.isInteger(request.amount) || request.amount < 1)
        return declined("", "invalidToken", "The amount must be whole minor units above zero");
      const { answer, remember } = decide(
        request.token,
        request.walletType,
        request.amount,
        request.idempotencyKey,
      );
      if (remember) answers.set(request.idempotencyKey, answer);
      return answer;
    },
    async reauthorise(request) {
      // Only the first answer can be given again: a key never seen was never authorised.
      return (
        answers.get(request.idempotencyKey) ?? {
          status: "declined",
          paymentId: "",
          decline: "invalidToken",
          reason: "abandoned",
        }
      );
    },
    async void(request) {
      const first = voids.get(request.idempotencyKey);
      if (first) return first;
      const payment = payments.get(request.paymentId);
      if (!payment) return { status: "error", paymentId: request.paymentId, reason: "Unknown payment" };
      const answer = voidWalletPayment(payment, request.amount);
      if (answer.status === "voided") voids.set(request.idempotencyKey, answer);
      return answer;
    },
    async capture(request) {
      return once("capture", request, (payment) => captureWalletPayment(payment, request.amount));
    },
    async refund(request) {
      return once("refund", request, (payment) => refundWalletPayment(payment, request.amount));
    },
    payment(paymentId) {
      const payment = payments.get(paymentId);
      return payment ? { ...payment } : null;
    },
    async merchantSession({ domainName, displayName }): Promise<WalletMerchantSession> {
      const expiresAt = now().getTime() + 5 * 60_000;
      const merchantSessionIdentifier = `${WALLET_ID_PREFIX}ms_${randomUUID().replaceAll("-", "")}`;
      return {
        merchantSessionIdentifier,
        displayName,
        domainName,
        expiresAt,
        signature: sign(`${merchantSessionIdentifier}.${domainName}.${expiresAt}`),
      };
    },
    owns(id) {
      return id.startsWith(WALLET_ID_PREFIX);
    },
  };
}
