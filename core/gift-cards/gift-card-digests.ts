import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { giftCardCodeHash } from "./gift-card-code.ts";

// Keyed digests of gift card codes and PINs (docs/decisions/043-keyed-gift-card-digests.md). A code is GC and 14
// digits and a PIN 6 digits: a plain digest of either is brute-forced offline from a stolen database. Keyed with a
// server secret that is never in the database, the digests tell a thief nothing.
//
// A keyed digest is HMAC(secret, the plain SHA-256 digest), so rows holding only plain digests (digest version 1:
// the cards stored before keys, and the trial cards a seed writes, since a seed has no secret) are re-keyed from
// what they hold, without the codes or PINs.

/** The digest version of keyed digests; version 1 is the plain SHA-256 of decision 023. */
export const KEYED_DIGEST_VERSION = 2;

/**
 * The secret of development and test processes, so every process on the machine finds the same cards; refused in
 * production (server/env.ts).
 */
export const DEVELOPMENT_GIFT_CARD_SECRET = "development-only-twc-gift-card-digest-secret";

/** The plain digest of a card's PIN (version 1), bound to the card's code. */
export function plainPinDigest(normalisedCode: string, pin: string): string {
  return createHash("sha256").update(`twc-gift-card-pin:${normalisedCode}:${pin}`).digest("hex");
}

export interface GiftCardDigests {
  /** The keyed digest a card is found by, from its normalised code. */
  code(normalisedCode: string): string;
  /** The keyed digest of a card's PIN. */
  pin(normalisedCode: string, pin: string): string;
  /** A plain (version 1) code digest re-keyed: equal to `code` of the same code. */
  rekeyCode(plainDigest: string): string;
  /** A plain (version 1) PIN digest re-keyed: equal to `pin` of the same code and PIN. */
  rekeyPin(plainDigest: string): string;
  /** Whether `pin` is the card's, compared in constant time. */
  pinMatches(normalisedCode: string, pin: string, storedPinDigest: string): boolean;
}

export function giftCardDigests(secret: string): GiftCardDigests {
  const hmac = (text: string) => createHmac("sha256", secret).update(text).digest("hex");
  const rekeyCode = (plain: string) => hmac(`twc-gift-card-code:${plain}`);
  const rekeyPin = (plain: string) => hmac(`twc-gift-card-pin:${plain}`);
  const pin = (code: string, value: string) => rekeyPin(plainPinDigest(code, value));
  return {
    code: (normalisedCode) => rekeyCode(giftCardCodeHash(normalisedCode)),
    pin,
    rekeyCode,
    rekeyPin,
    pinMatches(normalisedCode, value, storedPinDigest) {
      const given = Buffer.from(pin(normalisedCode, value), "hex");
      const stored = Buffer.from(storedPinDigest, "hex");
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}
