import { type AttemptLimits, DEFAULT_ATTEMPT_LIMITS } from "../core/accounts/attempt-limits.ts";
import type { OAuthClient } from "../core/oauth/oauth-clients.ts";
import { signInLimitsFrom } from "./edge-limits.ts";
import { DEVELOPMENT_OAUTH_CLIENT_SECRET, type Env } from "./env.ts";

// The token endpoint's configuration (docs/decisions/019-oauth-tokens.md): the clients and the password grant's
// rate limits, read from the environment at boot.

export interface OAuthSettings {
  clients: readonly OAuthClient[];
  /**
   * The password grant's limits, the sign-in pages' rules with counts of its own (decision 031): `perAccount` is the
   * username's allowance of wrong passwords before its checks wait, `perAddress` the client address's.
   */
  passwordAttempts: AttemptLimits;
}

export const DEFAULT_OAUTH_SETTINGS: OAuthSettings = {
  clients: [{ id: "twc-storefront", secret: DEVELOPMENT_OAUTH_CLIENT_SECRET, firstParty: true }],
  passwordAttempts: { ...DEFAULT_ATTEMPT_LIMITS, perAccount: 10, perAddress: 50, windowSeconds: 600 },
};

export function oauthSettingsFrom(env: Env): OAuthSettings {
  // Outside production the development secret stands in; in production only a configured one counts.
  const secret =
    env.OAUTH_CLIENT_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_OAUTH_CLIENT_SECRET);
  const services = (env.OAUTH_SERVICE_CLIENTS ?? "")
    .split(",")
    .filter((pair) => pair.length > 0)
    .map((pair): OAuthClient => {
      const at = pair.indexOf(":");
      return { id: pair.slice(0, at), secret: pair.slice(at + 1), firstParty: false };
    })
    .filter((client) => client.id !== env.OAUTH_CLIENT_ID);
  return {
    clients: [{ id: env.OAUTH_CLIENT_ID, secret, firstParty: true }, ...services],
    passwordAttempts: {
      ...signInLimitsFrom(env),
      perAccount: env.OAUTH_PASSWORD_ATTEMPTS_PER_USERNAME,
      perAddress: env.OAUTH_PASSWORD_ATTEMPTS_PER_ADDRESS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
  };
}
