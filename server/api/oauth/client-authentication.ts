import { type OAuthClient, secretMatches } from "../../../core/oauth/oauth-clients.ts";

// RFC 6749 §2.3: a confidential client authenticates with HTTP Basic (id and secret form-encoded, then base64).
// The first-party client in the browser is public: it names itself with `client_id` in the body and holds no
// secret. A secret in the body is not accepted, so it never ends up in a form that could be logged or cached.

type ClientAuthentication =
  | { ok: true; client: OAuthClient; authenticated: boolean }
  | { ok: false; error: "invalid_client" | "invalid_request"; description: string };

const UNKNOWN: OAuthClient = { id: "", secret: "unused-placeholder-secret", firstParty: false };

function formDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function basicCredentials(header: string): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const id = formDecoded(decoded.slice(0, colon));
  const secret = formDecoded(decoded.slice(colon + 1));
  return id === null || secret === null ? null : { id, secret };
}

export function authenticateClient(
  clients: readonly OAuthClient[],
  authorization: string | undefined,
  form: URLSearchParams,
): ClientAuthentication {
  const bodyId = form.get("client_id");
  if (form.has("client_secret"))
    return {
      ok: false,
      error: "invalid_request",
      description: "Send the client secret with HTTP Basic authentication.",
    };
  if (authorization !== undefined) {
    const credentials = basicCredentials(authorization);
    if (!credentials)
      return { ok: false, error: "invalid_client", description: "Client authentication failed." };
    if (bodyId !== null && bodyId !== credentials.id)
      return {
        ok: false,
        error: "invalid_request",
        description: "The client_id does not match the credentials.",
      };
    const client = clients.find((candidate) => candidate.id === credentials.id);
    // An unknown id is compared too, so the answer takes as long whether or not the client exists.
    const matches = secretMatches(client ?? UNKNOWN, credentials.secret);
    if (!client || !matches)
      return { ok: false, error: "invalid_client", description: "Client authentication failed." };
    return { ok: true, client, authenticated: true };
  }
  if (bodyId !== null) {
    const client = clients.find((candidate) => candidate.id === bodyId);
    if (!client) return { ok: false, error: "invalid_client", description: "Client authentication failed." };
    return { ok: true, client, authenticated: false };
  }
  return { ok: false, error: "invalid_client", description: "Client authentication is required." };
}
