import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from "./totp.ts";

const secret = newTotpSecret();
const now = Date.UTC(2026, 10, 29, 12, 0, 15);

describe("TOTP codes", () => {
  it("takes the code of this step, the one before and the one after, answering the step it was made for", () => {
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it("refuses codes two steps away, another secret's code and anything not six digits", () => {
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(newTotpSecret(), now), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("makes an otpauth:// address authenticator apps read", () => {
    const uri = new URL(totpUri(secret, "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });
});
