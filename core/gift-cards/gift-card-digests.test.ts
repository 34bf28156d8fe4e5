import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { giftCardCodeHash } from "./gift-card-code.ts";
import { giftCardDigests, plainPinDigest } from "./gift-card-digests.ts";

describe("keyed gift card digests", () => {
  const keys = giftCardDigests("a".repeat(32));
  const other = giftCardDigests("b".repeat(32));

  it("differ from the plain SHA-256 of the code, and from another secret's", () => {
    const code = "GC12345678901234";
    const keyed = keys.code(code);
    expect(keyed).toMatch(/^[0-9a-f]{64}$/);
    expect(keyed).not.toBe(giftCardCodeHash(code));
    expect(keyed).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(keyed).not.toBe(other.code(code));
    expect(keys.code(code)).toBe(keyed);
  });

  it("re-key a plain digest to the keyed digest of the same code or PIN, without the code", () => {
    const code = "GC12345678901234";
    expect(keys.rekeyCode(giftCardCodeHash(code))).toBe(keys.code(code));
    expect(keys.rekeyPin(plainPinDigest(code, "123456"))).toBe(keys.pin(code, "123456"));
  });

  it("match a PIN only on its own card, with the secret it was keyed with", () => {
    const stored = keys.pin("GC12345678901234", "123456");
    expect(keys.pinMatches("GC12345678901234", "123456", stored)).toBe(true);
    expect(keys.pinMatches("GC12345678901234", "123457", stored)).toBe(false);
    expect(keys.pinMatches("GC12345678901235", "123456", stored)).toBe(false);
    expect(other.pinMatches("GC12345678901234", "123456", stored)).toBe(false);
    expect(keys.pinMatches("GC12345678901234", "123456", "not hex")).toBe(false);
  });
});
