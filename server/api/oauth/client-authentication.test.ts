import { describe, expect, it } from "vitest";
import { grantsOf, type OAuthClient } from "../../../core/oauth/oauth-clients.ts";
import { authenticateClient } from "./client-authentication.ts";

const STOREFRONT: OAuthClient = { id: "twc-storefront", secret: "storefront-secret-123", firstParty: true };
const PARTNER: OAuthClient = { id: "partner feed", secret: "p@ss:word/with+specials", firstParty: false };
const CLIENTS = [STOREFRONT, PARTNER];

// RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded.
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
const form = (fields: Record<string, string> = {}) => new URLSearchParams(fields);

describe("client authentication", () => {
  it("authenticates HTTP Basic with form-encoded id and secret", () => {
    expect(authenticateClient(CLIENTS, basic(PARTNER.id, PARTNER.secret as string), form())).toEqual({
      ok: true,
      client: PARTNER,
      authenticated: true,
    });
  });

  it("refuses a wrong secret, an unknown client, a malformed header and a client without a secret alike", () => {
    const noSecret = [{ ...STOREFRONT, secret: undefined }];
    for (const [clients, header] of [
      [CLIENTS, basic(STOREFRONT.id, "wrong")],
      [CLIENTS, basic("nobody", "storefront-secret-123")],
      [CLIENTS, "Basic not base64!"],
      [CLIENTS, `Basic ${Buffer.from("no-colon").toString("base64")}`],
      [noSecret, basic(STOREFRONT.id, "")],
    ] as const)
      expect(authenticateClient(clients, header, form())).toMatchObject({
        ok: false,
        error: "invalid_client",
      });
  });

  it("takes client_id alone as the public client, never a secret in the body", () => {
    expect(authenticateClient(CLIENTS, undefined, form({ client_id: STOREFRONT.id }))).toEqual({
      ok: true,
      client: STOREFRONT,
      authenticated: false,
    });
    expect(
      authenticateClient(CLIENTS, undefined, form({ client_id: STOREFRONT.id, client_secret: "x" })),
    ).toMatchObject({ ok: false, error: "invalid_request" });
    expect(
      authenticateClient(
        CLIENTS,
        basic(STOREFRONT.id, "storefront-secret-123"),
        form({ client_id: "other" }),
      ),
    ).toMatchObject({ ok: false, error: "invalid_request" });
    expect(authenticateClient(CLIENTS, undefined, form())).toMatchObject({
      ok: false,
      error: "invalid_client",
    });
  });
});

describe("grants per client", () => {
  it("gives the authenticated first-party client every grant, a public one no password grant, others client_credentials", () => {
    expect(grantsOf(STOREFRONT, true)).toEqual(["client_credentials", "password", "refresh_token"]);
    expect(grantsOf(STOREFRONT, false)).toEqual(["client_credentials", "refresh_token"]);
    expect(grantsOf(PARTNER, true)).toEqual(["client_credentials"]);
    expect(grantsOf(PARTNER, false)).toEqual([]);
  });
});
