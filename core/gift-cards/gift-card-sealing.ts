import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// An issued card's code and PIN kept only until they are sent (an e-gift card's e-mail) or printed (a posted card):
// sealed with AES-256-GCM under a key derived from GIFT_CARD_SECRET with HKDF, so the database alone never reveals
// them, and a sealed copy changed in any way is refused rather than read wrong. The sealed copy is deleted once sent.

/** The version of the sealing scheme, first in every sealed value, so a later scheme can read this one. */
const SEAL_VERSION = "s1";
const KEY_INFO = "gift-card code and PIN sealing v1";
const IV_BYTES = 12;

export interface GiftCardSecrets {
  code: string;
  pin: string;
}

export interface GiftCardSealer {
  seal(secrets: GiftCardSecrets): string;
  /** The code and PIN of a sealed value; throws when it was sealed under another key or changed. */
  unseal(sealed: string): GiftCardSecrets;
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), KEY_INFO, 32));
}

export function giftCardSealer(secret: string): GiftCardSealer {
  const key = sealingKey(secret);
  return {
    seal({ code, pin }) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(SEAL_VERSION));
      const body = Buffer.concat([cipher.update(JSON.stringify({ code, pin }), "utf8"), cipher.final()]);
      return [SEAL_VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    unseal(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== SEAL_VERSION || !iv || !tag || body === undefined)
        throw new Error("not a sealed gift card");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(SEAL_VERSION));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
      const parsed: unknown = JSON.parse(text);
      if (
        typeof parsed !== "object" ||
        parsed === null ||
        !("code" in parsed) ||
        !("pin" in parsed) ||
        typeof parsed.code !== "string" ||
        typeof parsed.pin !== "string"
      )
        throw new Error("not a sealed gift card");
      return { code: parsed.code, pin: parsed.pin };
    },
  };
}
