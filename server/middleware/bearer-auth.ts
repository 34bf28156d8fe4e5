import type { Context } from "hono";
import type { BearerIdentity } from "../../core/oauth/oauth-service.ts";
import type { AppEnv } from "../app-env.ts";
import { privateAnswer } from "./private-answer.ts";

// `Authorization: Bearer …` for the API calls that take OAuth tokens (spec 001 §7 commerce-service calls under
// users/current). Tokens are resolved through services.oauth: unknown, expired and revoked ones alike are
// refused. The cookie session is never consulted here, and a token never signs a session in.

type BearerCheck =
  | { present: false }
  | { present: true; identity: BearerIdentity }
  | { present: true; identity: null };

/** The request's bearer token, resolved; `present: false` when it sent none. */
export async function readBearer(c: Context<AppEnv>): Promise<BearerCheck> {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header) : null;
  if (!header || !/^Bearer\s/i.test(header)) return { present: false };
  if (!match?.[1]) return { present: true, identity: null };
  return { present: true, identity: await c.get("services").oauth.resolve(match[1]) };
}

/** RFC 6750 §3: a refused token is answered 401 with the reason in WWW-Authenticate. */
export function invalidToken(c: Context<AppEnv>) {
  c.header("WWW-Authenticate", 'Bearer realm="commerce", error="invalid_token"');
  privateAnswer(c);
  const error = { type: "InvalidTokenError", message: "The access token is invalid or has expired." };
  return c.json({ ...error, errors: [error] }, 401);
}
