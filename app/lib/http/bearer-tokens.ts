import {
  isTokenExpired,
  type StoredToken,
  storedTokenFromGrant,
  type TokenGrant,
  type TokenKind,
  type TokenStore,
} from "./token-store.ts";

type PasswordTokenResult =
  | { ok: true; accessToken: string }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "refreshFailed"; cause: unknown };

interface BearerTokens {
  /** The general token, or undefined when the configApiEnabled toggle is off. */
  general(): Promise<string | undefined>;
  password(): Promise<PasswordTokenResult>;
}

interface BearerTokenDependencies {
  tokenStore: TokenStore;
  now: () => number;
  configApiEnabled: () => boolean;
  fetchGeneralToken: () => Promise<TokenGrant>;
  refreshPasswordToken: (refreshToken?: string) => Promise<TokenGrant>;
}

export function createBearerTokens(deps: BearerTokenDependencies): BearerTokens {
  // Calls made together share one renewal: the server rotates refresh tokens and treats a reused one as theft
  // (ARCHITECTURE.md, Security), so two parallel refreshes would sign the shopper out.
  const renewals = new Map<TokenKind, Promise<StoredToken>>();

  function renew(
    kind: TokenKind,
    obtain: () => Promise<TokenGrant>,
    previous?: StoredToken,
  ): Promise<StoredToken> {
    const running = renewals.get(kind);
    if (running) return running;
    const renewal = obtain()
      .then((grant) => {
        const token = storedTokenFromGrant(grant, deps.now(), previous);
        deps.tokenStore.set(kind, token);
        return token;
      })
      .finally(() => renewals.delete(kind));
    renewals.set(kind, renewal);
    return renewal;
  }

  return {
    async general() {
      // spec 000 §7: the general token is fetched or renewed only when the configApiEnabled toggle is on.
      if (!deps.configApiEnabled()) return undefined;
      const stored = deps.tokenStore.get("general");
      if (stored && !isTokenExpired(stored, deps.now())) return stored.access_token;
      return (await renew("general", deps.fetchGeneralToken)).access_token;
    },

    async password() {
      // spec 000 §7 and spec 001 §4: refreshed when expired; missing or unrefreshable means signing in again.
      const stored = deps.tokenStore.get("password");
      if (!stored) return { ok: false, reason: "missing" };
      if (!isTokenExpired(stored, deps.now())) return { ok: true, accessToken: stored.access_token };
      try {
        const token = await renew("password", () => deps.refreshPasswordToken(stored.refresh_token), stored);
        return { ok: true, accessToken: token.access_token };
      } catch (cause) {
        deps.tokenStore.remove("password");
        return { ok: false, reason: "refreshFailed", cause };
      }
    },
  };
}
