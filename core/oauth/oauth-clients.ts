import { timingSafeEqual } from "node:crypto";
import { tokenHash } from "./token-secrets.ts";

// The clients allowed to ask for tokens (docs/decisions/019-oauth-tokens.md). They are configured (server/env.ts
// OAUTH_*), never named in code paths: the first-party storefront may use every grant; any other client only
// client_credentials.

export type GrantType = "client_credentials" | "password" | "refresh_token";

export interface OAuthClient {
  id: string;
  /** The client secret; undefined leaves the client unable to authenticate (a production boot without one). */
  secret: string | undefined;
  firstParty: boolean;
}

const FIRST_PARTY_GRANTS: readonly GrantType[] = ["client_credentials", "password", "refresh_token"];
const SERVICE_GRANTS: readonly GrantType[] = ["client_credentials"];
/**
 * What the first-party client may do from the browser without its secret (it is a public client there): a
 * general token, which grants nothing an anonymous visitor could not do, and refreshing a token pair it already
 * holds (the refresh token is then the credential, RFC 6749 §6). The password grant always needs the secret.
 */
const PUBLIC_GRANTS: readonly GrantType[] = ["client_credentials", "refresh_token"];

export function grantsOf(client: OAuthClient, authenticated: boolean): readonly GrantType[] {
  if (!client.firstParty) return authenticated ? SERVICE_GRANTS : [];
  return authenticated ? FIRST_PARTY_GRANTS : PUBLIC_GRANTS;
}

/** Compares in constant time: both sides are hashed first, so lengths never differ. */
export function secretMatches(client: OAuthClient, presented: string): boolean {
  if (client.secret === undefined) return false;
  const expected = Buffer.from(tokenHash(client.secret), "hex");
  const actual = Buffer.from(tokenHash(presented), "hex");
  return timingSafeEqual(expected, actual);
}
