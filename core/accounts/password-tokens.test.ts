import { describe, expect, it } from "vitest";
import {
  expiryOf,
  hashToken,
  isWellFormedToken,
  newToken,
  type StoredToken,
  sameSitePath,
  tokenState,
} from "./password-tokens.ts";

// Issue 14 point 5: password token rules.
describe("password tokens", () => {
  it("are 256 random bits in base64url, stored only as their SHA-256", () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, "base64url")).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
    expect(isWellFormedToken(a.token)).toBe(true);
    expect(isWellFormedToken(`${a.token}x`)).toBe(false);
    expect(isWellFormedToken(undefined)).toBe(false);
  });

  it("expire after 60 minutes (reset) and 15 minutes (sign-in link), and work once", () => {
    const now = new Date("2026-01-01T10:00:00Z");
    expect(expiryOf("RESETPASSWORD", now).toISOString()).toBe("2026-01-01T11:00:00.000Z");
    expect(expiryOf("SIGNINWITHOUTPASSWORD", now).toISOString()).toBe("2026-01-01T10:15:00.000Z");
    const token: StoredToken = {
      customerId: "c",
      flow: "RESETPASSWORD",
      expiresAt: expiryOf("RESETPASSWORD", now).toISOString(),
      usedAt: null,
      redirectUrl: null,
    };
    expect(tokenState(token, "RESETPASSWORD", now)).toBe("valid");
    expect(tokenState(token, "RESETPASSWORD", new Date("2026-01-01T10:59:59Z"))).toBe("valid");
    expect(tokenState(token, "RESETPASSWORD", new Date("2026-01-01T11:00:00Z"))).toBe("expired");
    // A superseded token is marked used by the repository when the newer one is stored.
    expect(tokenState({ ...token, usedAt: now.toISOString() }, "RESETPASSWORD", now)).toBe("used");
    expect(tokenState(token, "SIGNINWITHOUTPASSWORD", now)).toBe("wrongFlow");
  });

  it("keep only redirects to a path of this site", () => {
    expect(sameSitePath("/uk/my-account?tab=1")).toBe("/uk/my-account?tab=1");
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "uk/x",
      "/a\nb",
    ])
      expect(sameSitePath(bad)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
