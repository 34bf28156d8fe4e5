import { setTimeout as wait } from "node:timers/promises";
import { type Context, Hono } from "hono";
import { guardSignIn } from "../../../core/accounts/attempt-limits.ts";
import { verifyPassword } from "../../../core/accounts/password-hashing.ts";
import { type GrantType, grantsOf, type OAuthClient } from "../../../core/oauth/oauth-clients.ts";
import type { AccessGrant, CustomerGrant } from "../../../core/oauth/oauth-service.ts";
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

  async function passwordGrant(c: Context<AppEnv>, client: OAuthClient, form: URLSearchParams) {
    const fields = passwordGrantForm.safeParse({
      username: form.get("username"),
      password: form.get("password"),
    });
    if (!fields.success) return refuse(c, "invalid_request", "The username and password are required.");
    const { username, password } = fields.data;
    const services = c.get("services");
    // The sign-in pages' rules with counts of its own (decision 031): a guessed username waits, an address past its
    // allowance is refused.
    const attempt = await guardSignIn(
      { counter: services.rateLimits, limits: settings.passwordAttempts, now, wait },
      { email: username, client: clientAddress(c, options.trustProxy), buckets: "oauth-password" },
      async () => {
        // An unknown e-mail is checked against a decoy hash: it answers like a wrong password, in the same time.
        const found = await services.customers.findByEmail(username);
        const matches = await verifyPassword(
          password,
          found?.passwordHash ?? (await services.accounts.decoyHash()),
        );
        return found && matches
          ? { ok: true as const, customerId: found.customer.id }
          : { ok: false as const };
      },
    );
    if (attempt.limited) {
      c.header("Retry-After", String(attempt.retryAfterSeconds));
      return refuse(
        c,
        "temporarily_unavailable",
        "Too many sign-in attempts. Please wait a few minutes and try again.",
      );
    }
    if (!attempt.result.ok) return refuse(c, "invalid_grant", WRONG_CREDENTIALS);
    return c.json(grantAnswer(await services.oauth.issueForCustomer(client.id, attempt.result.customerId)));
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
