import { type Context, Hono } from "hono";
import { emailKey } from "../../../core/accounts/customer-ports.ts";
import { decoyHash, verifyPassword } from "../../../core/accounts/password-hashing.ts";
import { consumeRateLimit } from "../../../core/limits/rate-limit.ts";
import { type GrantType, grantsOf, type OAuthClient } from "../../../core/oauth/oauth-clients.ts";
import type { AccessGrant, CustomerGrant } from "../../../core/oauth/oauth-service.ts";
import { tokenHash } from "../../../core/oauth/token-secrets.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientAddress } from "../../middleware/client-address.ts";
import type { OAuthSettings } from "../../oauth-settings.ts";
import { authenticateClient } from "./client-authentication.ts";
import { grantTypeField, passwordGrantForm, refreshGrantForm } from "./validators.ts";

// The authorization server's token endpoint (spec 001 §7 "Account" OAuth token call, RFC 6749;
// docs/decisions/019-oauth-tokens.md). It is authenticated by client credentials, never by the session cookie,
// so it is mounted before the session and CSRF middleware (server/entry.ts) and takes no CSRF token.

export const OAUTH_TOKEN_PATH = "/authorizationserver/oauth/token";

type OAuthError =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "temporarily_unavailable";

const GRANT_TYPES: readonly string[] = ["client_credentials", "password", "refresh_token"];
const WRONG_CREDENTIALS = "The username or password is incorrect.";

function refuse(c: Context<AppEnv>, error: OAuthError, description: string) {
  if (error === "invalid_client") {
    // RFC 6749 §5.2: 401 with the scheme the client should use.
    c.header("WWW-Authenticate", 'Basic realm="oauth"');
    return c.json({ error, error_description: description }, 401);
  }
  return c.json({ error, error_description: description }, error === "temporarily_unavailable" ? 429 : 400);
}

function grantAnswer(grant: AccessGrant | CustomerGrant) {
  return {
    access_token: grant.accessToken,
    token_type: "bearer",
    expires_in: grant.expiresIn,
    ...("refreshToken" in grant ? { refresh_token: grant.refreshToken } : {}),
    scope: grant.scope,
  };
}

/** The form, or null when it is not one or names a parameter twice (RFC 6749 §3.2). */
async function readForm(c: Context<AppEnv>): Promise<URLSearchParams | null> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  const form = new URLSearchParams(await c.req.text());
  const names = [...form.keys()];
  return new Set(names).size === names.length ? form : null;
}

export function oauthRoutes(options: { settings: OAuthSettings; trustProxy: boolean; now?: () => number }) {
  const { settings } = options;
  const now = options.now ?? Date.now;

  /** Counts the attempt per client address and per username; false once either is past its limit. */
  async function withinPasswordLimits(c: Context<AppEnv>, username: string): Promise<true | number> {
    const limits = settings.passwordAttempts;
    const counter = c.get("services").rateLimits;
    const at = now();
    const byAddress = await consumeRateLimit(
      counter,
      { bucket: "oauth-password-address", limit: limits.perAddress, windowSeconds: limits.windowSeconds },
      clientAddress(c, options.trustProxy),
      at,
    );
    // The username is counted by its hash, so the counts table holds no e-mail addresses.
    const byUsername = await consumeRateLimit(
      counter,
      { bucket: "oauth-password-user", limit: limits.perUsername, windowSeconds: limits.windowSeconds },
      tokenHash(emailKey(username)),
      at,
    );
    if (byAddress.allowed && byUsername.allowed) return true;
    return Math.max(byAddress.retryAfterSeconds, byUsername.retryAfterSeconds);
  }

  async function passwordGrant(c: Context<AppEnv>, client: OAuthClient, form: URLSearchParams) {
    const fields = passwordGrantForm.safeParse({
      username: form.get("username"),
      password: form.get("password"),
    });
    if (!fields.success) return refuse(c, "invalid_request", "The username and password are required.");
    const { username, password } = fields.data;
    const limit = await withinPasswordLimits(c, username);
    if (limit !== true) {
      c.header("Retry-After", String(limit));
      return refuse(
        c,
        "temporarily_unavailable",
        "Too many sign-in attempts. Please wait a few minutes and try again.",
      );
    }
    const services = c.get("services");
    // An unknown e-mail is checked against a decoy hash: it answers like a wrong password, in the same time.
    const found = await services.customers.findByEmail(username);
    const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
    if (!found || !matches) return refuse(c, "invalid_grant", WRONG_CREDENTIALS);
    return c.json(grantAnswer(await services.oauth.issueForCustomer(client.id, found.customer.id)));
  }

  async function refreshGrant(c: Context<AppEnv>, client: OAuthClient, form: URLSearchParams) {
    const fields = refreshGrantForm.safeParse({ refresh_token: form.get("refresh_token") });
    if (!fields.success) return refuse(c, "invalid_request", "The refresh_token is required.");
    const result = await c.get("services").oauth.refresh(client.id, fields.data.refresh_token);
    if (!result.ok) {
      if (result.verdict === "reused")
        c.get("logger")?.warn({ clientId: client.id }, "refresh token reused: its family was revoked");
      return refuse(c, "invalid_grant", "The refresh token is invalid or expired.");
    }
    return c.json(grantAnswer(result.grant));
  }

  return new Hono<AppEnv>()
    .use(OAUTH_TOKEN_PATH, async (c, next) => {
      await next();
      // RFC 6749 §5.1: tokens and their refusals are never stored by any cache.
      c.header("Cache-Control", "no-store");
      c.header("Pragma", "no-cache");
    })
    .post(OAUTH_TOKEN_PATH, async (c) => {
      const form = await readForm(c);
      if (!form) return refuse(c, "invalid_request", "Send the parameters form-encoded, each once.");
      const authentication = authenticateClient(settings.clients, c.req.header("authorization"), form);
      if (!authentication.ok) return refuse(c, authentication.error, authentication.description);
      const { client, authenticated } = authentication;

      const grantType = grantTypeField.safeParse({ grant_type: form.get("grant_type") });
      if (!grantType.success) return refuse(c, "invalid_request", "The grant_type is required.");
      const grant = grantType.data.grant_type;
      if (!GRANT_TYPES.includes(grant))
        return refuse(
          c,
          "unsupported_grant_type",
          `The grant type '${grant.slice(0, 64)}' is not supported.`,
        );
      if (!grantsOf(client, authenticated).includes(grant as GrantType)) {
        // The first-party client's password grant needs its secret; another client may never use it.
        if (client.firstParty && !authenticated)
          return refuse(c, "invalid_client", "This grant needs client authentication.");
        return refuse(c, "unauthorized_client", "This client may not use this grant type.");
      }

      if (grant === "password") return passwordGrant(c, client, form);
      if (grant === "refresh_token") return refreshGrant(c, client, form);
      return c.json(grantAnswer(await c.get("services").oauth.issueGeneral(client.id)));
    });
}
