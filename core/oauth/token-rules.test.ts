import { describe, expect, it } from "vitest";
import type { OAuthTokenRepository } from "./oauth-ports.ts";
import { createOAuthService } from "./oauth-service.ts";
import {
  accessTokenUsable,
  DEFAULT_TOKEN_LIFETIMES,
  judgeRefresh,
  type RefreshTokenRecord,
  refreshTokenExpiry,
} from "./token-rules.ts";
import { tokenHash } from "./token-secrets.ts";

const T0 = new Date("2026-11-26T08:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const record = (over: Partial<RefreshTokenRecord> = {}): RefreshTokenRecord => ({
  familyId: "f1",
  customerId: "c1",
  clientId: "twc-storefront",
  expiresAt: at(3600),
  rotatedAt: null,
  familyExpiresAt: at(86_400),
  familyRevokedAt: null,
  ...over,
});

describe("refresh token rules", () => {
  it("accepts an unused, unexpired token of a live family from its own client", () => {
    expect(judgeRefresh(record(), "twc-storefront", T0)).toBe("usable");
  });

  it("calls a rotated token presented again a reuse", () => {
    expect(judgeRefresh(record({ rotatedAt: at(-1) }), "twc-storefront", T0)).toBe("reused");
  });

  it("refuses expired tokens, tokens of a family past its absolute expiry, revoked families and other clients", () => {
    expect(judgeRefresh(record({ expiresAt: T0 }), "twc-storefront", T0)).toBe("expired");
    expect(judgeRefresh(record({ familyExpiresAt: T0 }), "twc-storefront", T0)).toBe("expired");
    expect(judgeRefresh(record({ familyRevokedAt: at(-5) }), "twc-storefront", T0)).toBe("revoked");
    expect(judgeRefresh(record(), "partner", T0)).toBe("wrongClient");
    expect(judgeRefresh(null, "twc-storefront", T0)).toBe("unknown");
  });

  it("never lets a refresh token outlive its family", () => {
    const lifetimes = { ...DEFAULT_TOKEN_LIFETIMES, refreshSeconds: 7 * 86_400 };
    expect(refreshTokenExpiry(T0, at(30 * 86_400), lifetimes)).toEqual(at(7 * 86_400));
    expect(refreshTokenExpiry(at(28 * 86_400), at(30 * 86_400), lifetimes)).toEqual(at(30 * 86_400));
  });

  it("keeps access tokens short-lived: 15 minutes, and refused once their family is revoked", () => {
    expect(DEFAULT_TOKEN_LIFETIMES.accessSeconds).toBe(900);
    const access = {
      clientId: "x",
      customerId: "c1",
      scope: "basic",
      expiresAt: at(900),
      familyRevokedAt: null,
    };
    expect(accessTokenUsable(access, at(899))).toBe(true);
    expect(accessTokenUsable(access, at(900))).toBe(false);
    expect(accessTokenUsable({ ...access, familyRevokedAt: T0 }, at(1))).toBe(false);
  });
});

/** The repository's contract in memory, so the service's rules run without a database. */
function memoryRepository(): OAuthTokenRepository & { hashes(): string[] } {
  const access = new Map<
    string,
    { clientId: string; customerId: string | null; familyId: string | null; scope: string; expiresAt: Date }
  >();
  const refresh = new Map<
    string,
    { familyId: string; customerId: string; clientId: string; expiresAt: Date; rotatedAt: Date | null }
  >();
  const families = new Map<string, { customerId: string; expiresAt: Date; revokedAt: Date | null }>();
  return {
    hashes: () => [...access.keys(), ...refresh.keys()],
    async saveAccessToken(t) {
      access.set(t.tokenHash, t);
    },
    async findAccessToken(hash) {
      const t = access.get(hash);
      if (!t) return null;
      const family = t.familyId ? families.get(t.familyId) : undefined;
      return { ...t, familyRevokedAt: family?.revokedAt ?? null };
    },
    async createFamily(f) {
      families.set(f.id, { customerId: f.customerId, expiresAt: f.expiresAt, revokedAt: null });
    },
    async saveRefreshToken(t) {
      refresh.set(t.tokenHash, { ...t, rotatedAt: null });
    },
    async findRefreshToken(hash) {
      const t = refresh.get(hash);
      const family = t && families.get(t.familyId);
      if (!t || !family) return null;
      return { ...t, familyExpiresAt: family.expiresAt, familyRevokedAt: family.revokedAt };
    },
    async markRotated(hash, when) {
      const t = refresh.get(hash);
      if (!t || t.rotatedAt) return false;
      t.rotatedAt = when;
      return true;
    },
    async revokeFamily(id, when) {
      const family = families.get(id);
      if (family && !family.revokedAt) family.revokedAt = when;
    },
    async revokeForCustomer(customerId, when) {
      let count = 0;
      for (const family of families.values())
        if (family.customerId === customerId && !family.revokedAt) {
          family.revokedAt = when;
          count += 1;
        }
      return count;
    },
    async sweep() {},
  };
}

describe("the token service", () => {
  function setup() {
    let now = T0;
    const repository = memoryRepository();
    const service = createOAuthService(repository, { now: () => now });
    return {
      service,
      repository,
      advance: (seconds: number) => (now = at((now.getTime() - T0.getTime()) / 1000 + seconds)),
    };
  }

  it("stores only hashes of 32-byte random tokens", async () => {
    const { service, repository } = setup();
    const grant = await service.issueForCustomer("twc-storefront", "c1");
    expect(Buffer.from(grant.accessToken, "base64url")).toHaveLength(32);
    expect(repository.hashes()).toEqual(
      expect.arrayContaining([tokenHash(grant.accessToken), tokenHash(grant.refreshToken)]),
    );
    expect(repository.hashes()).not.toContain(grant.accessToken);
    expect(repository.hashes()).not.toContain(grant.refreshToken);
  });

  it("rotates: a refresh gives a new pair and the old refresh token is spent", async () => {
    const { service } = setup();
    const first = await service.issueForCustomer("twc-storefront", "c1");
    const second = await service.refresh("twc-storefront", first.refreshToken);
    if (!second.ok) throw new Error("refresh refused");
    expect(second.grant.refreshToken).not.toBe(first.refreshToken);
    expect(second.grant.expiresIn).toBe(900);
    expect(await service.resolve(second.grant.accessToken)).toEqual({
      clientId: "twc-storefront",
      customerId: "c1",
      scope: "basic openid",
    });
  });

  it("revokes the whole family when a rotated token is reused, newest tokens included", async () => {
    const { service } = setup();
    const first = await service.issueForCustomer("twc-storefront", "c1");
    const second = await service.refresh("twc-storefront", first.refreshToken);
    if (!second.ok) throw new Error("refresh refused");
    expect(await service.refresh("twc-storefront", first.refreshToken)).toEqual({
      ok: false,
      verdict: "reused",
    });
    expect(await service.refresh("twc-storefront", second.grant.refreshToken)).toEqual({
      ok: false,
      verdict: "revoked",
    });
    expect(await service.resolve(second.grant.accessToken)).toBeNull();
  });

  it("expires access tokens after 15 minutes and never refreshes past the family's 30 days", async () => {
    const { service, advance } = setup();
    let grant = await service.issueForCustomer("twc-storefront", "c1");
    advance(900);
    expect(await service.resolve(grant.accessToken)).toBeNull();
    // Refreshed on days 0, 6 … 24, each refresh token stays fresh (7 days), but the family still ends at day 30.
    for (let day = 0; day <= 24; day += 6) {
      const next = await service.refresh("twc-storefront", grant.refreshToken);
      if (!next.ok) throw new Error(`refused on day ${day}`);
      grant = next.grant;
      advance(6 * 86_400);
    }
    expect(await service.refresh("twc-storefront", grant.refreshToken)).toEqual({
      ok: false,
      verdict: "expired",
    });
  });

  it("gives a general token no customer and no refresh token", async () => {
    const { service } = setup();
    const grant = await service.issueGeneral("partner");
    expect(grant).not.toHaveProperty("refreshToken");
    expect(await service.resolve(grant.accessToken)).toEqual({
      clientId: "partner",
      customerId: null,
      scope: "basic",
    });
  });

  it("revokes every family of a customer", async () => {
    const { service } = setup();
    const a = await service.issueForCustomer("twc-storefront", "c1");
    await service.issueForCustomer("twc-storefront", "c1");
    expect(await service.revokeCustomer("c1")).toBe(2);
    expect(await service.resolve(a.accessToken)).toBeNull();
  });
});
