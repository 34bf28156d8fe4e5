import { randomUUID } from "node:crypto";
import type { OAuthTokenRepository } from "./oauth-ports.ts";
import {
  accessTokenExpiry,
  accessTokenUsable,
  DEFAULT_TOKEN_LIFETIMES,
  judgeRefresh,
  type RefreshVerdict,
  refreshTokenExpiry,
  type TokenLifetimes,
} from "./token-rules.ts";
import { newTokenValue, tokenHash } from "./token-secrets.ts";

// Issues, rotates and resolves tokens (docs/decisions/019-oauth-tokens.md). Clients are authenticated by the
// caller (the token endpoint); this service trusts the client id it is given.

/** A general token: no customer. */
const GENERAL_SCOPE = "basic";
/** A customer's token from the password grant or a refresh. */
const CUSTOMER_SCOPE = "basic openid";

export interface AccessGrant {
  accessToken: string;
  expiresIn: number;
  scope: string;
}

export interface CustomerGrant extends AccessGrant {
  refreshToken: string;
}

/** Who a valid bearer token speaks for: a customer, or nobody in particular (a general token). */
export interface BearerIdentity {
  clientId: string;
  customerId: string | null;
  scope: string;
}

type RefreshResult =
  | { ok: true; grant: CustomerGrant; customerId: string }
  | { ok: false; verdict: Exclude<RefreshVerdict, "usable"> };

interface OAuthServiceOptions {
  lifetimes?: TokenLifetimes;
  now?: () => Date;
}

export function createOAuthService(repository: OAuthTokenRepository, options: OAuthServiceOptions = {}) {
  const lifetimes = options.lifetimes ?? DEFAULT_TOKEN_LIFETIMES;
  const now = options.now ?? (() => new Date());

  async function issueAccess(
    clientId: string,
    customerId: string | null,
    familyId: string | null,
    scope: string,
    at: Date,
  ): Promise<AccessGrant> {
    const accessToken = newTokenValue();
    await repository.saveAccessToken({
      tokenHash: tokenHash(accessToken),
      clientId,
      customerId,
      familyId,
      scope,
      issuedAt: at,
      expiresAt: accessTokenExpiry(at, lifetimes),
    });
    return { accessToken, expiresIn: lifetimes.accessSeconds, scope };
  }

  async function issuePair(
    clientId: string,
    customerId: string,
    family: { id: string; expiresAt: Date },
    at: Date,
  ): Promise<CustomerGrant> {
    const refreshToken = newTokenValue();
    await repository.saveRefreshToken({
      tokenHash: tokenHash(refreshToken),
      familyId: family.id,
      customerId,
      clientId,
      issuedAt: at,
      expiresAt: refreshTokenExpiry(at, family.expiresAt, lifetimes),
    });
    const access = await issueAccess(clientId, customerId, family.id, CUSTOMER_SCOPE, at);
    return { ...access, refreshToken };
  }

  return {
    lifetimes,

    /** client_credentials: a general token, for no customer. */
    issueGeneral(clientId: string): Promise<AccessGrant> {
      return issueAccess(clientId, null, null, GENERAL_SCOPE, now());
    },

    /**
     * A new token pair in a new family for a customer whose password was just verified (the password grant, or
     * the sign-in page handing the first-party client its tokens).
     */
    async issueForCustomer(clientId: string, customerId: string): Promise<CustomerGrant> {
      const at = now();
      const family = {
        id: randomUUID(),
        customerId,
        clientId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + lifetimes.familySeconds * 1000),
      };
      await repository.createFamily(family);
      return issuePair(clientId, customerId, family, at);
    },

    /** refresh_token: rotates the pair; a reused token revokes its whole family. */
    async refresh(clientId: string, refreshToken: string): Promise<RefreshResult> {
      const at = now();
      const hash = tokenHash(refreshToken);
      const record = await repository.findRefreshToken(hash);
      const verdict = judgeRefresh(record, clientId, at);
      if (verdict === "reused" && record) await repository.revokeFamily(record.familyId, at);
      if (verdict !== "usable" || !record)
        return { ok: false, verdict: verdict === "usable" ? "unknown" : verdict };
      // Lost the race to a parallel use of the same token: that is a reuse too.
      if (!(await repository.markRotated(hash, at))) {
        await repository.revokeFamily(record.familyId, at);
        return { ok: false, verdict: "reused" };
      }
      const family = { id: record.familyId, expiresAt: record.familyExpiresAt };
      return {
        ok: true,
        grant: await issuePair(clientId, record.customerId, family, at),
        customerId: record.customerId,
      };
    },

    /** The identity behind a bearer token, or null when it is unknown, expired or its family revoked. */
    async resolve(accessToken: string): Promise<BearerIdentity | null> {
      const record = await repository.findAccessToken(tokenHash(accessToken));
      if (!accessTokenUsable(record, now())) return null;
      return { clientId: record.clientId, customerId: record.customerId, scope: record.scope };
    },

    /** Ends every token of a customer, e.g. when their password changes. */
    revokeCustomer(customerId: string): Promise<number> {
      return repository.revokeForCustomer(customerId, now());
    },

    sweep(): Promise<void> {
      return repository.sweep(now());
    },
  };
}
