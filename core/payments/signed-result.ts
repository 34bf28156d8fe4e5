import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "../validation/zod.ts";
import { CARD_BRANDS } from "./card-brands.ts";
import { SIGNED_RESULT_FIELDS } from "./signed-result-fields.ts";

// The hosted page's result reaches the store through the shopper's browser (a redirect's query and a postMessage),
// so the store trusts it only when its HMAC-SHA256, made with the secret the store and acquirer share, matches
// ("a forged or altered card result refused"). The fields are signed in one fixed order so both sides
// build the same bytes; a result older than 15 minutes is refused, so a captured URL cannot be replayed later.

export const RESULT_LIFETIME_MS = 15 * 60_000;
/** Clocks of the acquirer and the store may differ a little; a result from further ahead is refused. */
const CLOCK_SKEW_MS = 60_000;

const signedResultSchema = z.object({
  paymentId: z.string().regex(/^[\w-]{1,64}$/),
  sessionId: z.string().regex(/^[\w-]{1,64}$/),
  status: z.enum(["authorised", "refused", "error"]),
  amount: z.coerce.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  orderReference: z.string().min(1).max(64),
  maskedNumber: z.string().regex(/^•••• \d{4}$/),
  brand: z.enum(CARD_BRANDS),
  expiryMonth: z.coerce.number().int().min(1).max(12),
  expiryYear: z.coerce.number().int().min(2000).max(2099),
  /** Empty when the card was not saved. */
  token: z.string().max(128),
  /** Empty when authorised. */
  reason: z.string().max(200),
  timestamp: z.iso.datetime(),
});

export type SignedResult = z.infer<typeof signedResultSchema>;

/** The result as it travels: every field a string, plus the signature (base64url). */
export type SignedResultQuery = Record<(typeof SIGNED_RESULT_FIELDS)[number] | "signature", string>;

export type VerifiedResult =
  | { ok: true; result: SignedResult }
  | { ok: false; reason: "missing" | "malformed" | "signature" | "expired" };

function asText(fields: SignedResult): Record<(typeof SIGNED_RESULT_FIELDS)[number], string> {
  return {
    paymentId: fields.paymentId,
    sessionId: fields.sessionId,
    status: fields.status,
    amount: String(fields.amount),
    currency: fields.currency,
    orderReference: fields.orderReference,
    maskedNumber: fields.maskedNumber,
    brand: fields.brand,
    expiryMonth: String(fields.expiryMonth),
    expiryYear: String(fields.expiryYear),
    token: fields.token,
    reason: fields.reason,
    timestamp: fields.timestamp,
  };
}

/** A JSON array of the values in the fixed order: unambiguous whatever characters a value holds. */
function canonical(text: Record<(typeof SIGNED_RESULT_FIELDS)[number], string>): string {
  return JSON.stringify(SIGNED_RESULT_FIELDS.map((name) => text[name]));
}

function hmac(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload, "utf8").digest();
}

/** The result's fields as strings with their signature, ready for a query string or a postMessage. */
export function signResult(fields: SignedResult, secret: string): SignedResultQuery {
  const text = asText(fields);
  return { ...text, signature: hmac(canonical(text), secret).toString("base64url") };
}

function read(query: URLSearchParams | Record<string, unknown>, name: string): unknown {
  return query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
}

/**
 * Whether a result came from the acquirer unaltered and recently: the signature is checked over the fields exactly
 * as received (before any parsing), in constant time, and only then are the fields parsed.
 */
export function verifyResult(
  query: URLSearchParams | Record<string, unknown>,
  secret: string,
  now: Date,
): VerifiedResult {
  const received: Partial<Record<(typeof SIGNED_RESULT_FIELDS)[number], string>> = {};
  for (const name of SIGNED_RESULT_FIELDS) {
    const value = read(query, name);
    if (typeof value !== "string") return { ok: false, reason: "missing" };
    received[name] = value;
  }
  const signature = read(query, "signature");
  if (typeof signature !== "string" || signature.length === 0) return { ok: false, reason: "missing" };

  const expected = hmac(canonical(received as Record<(typeof SIGNED_RESULT_FIELDS)[number], string>), secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature" };
  }

  const parsed = signedResultSchema.safeParse(received);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const signedAt = Date.parse(parsed.data.timestamp);
  const age = now.getTime() - signedAt;
  if (age > RESULT_LIFETIME_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: "expired" };
  return { ok: true, result: parsed.data };
}
