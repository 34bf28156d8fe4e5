import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryTokenStore } from "../../app/lib/http/token-store.ts";
import { createHttpClient } from "../../app/lib/http-client.ts";
import { hashPassword } from "../../core/accounts/password-hashing.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import { tokenHash } from "../../core/oauth/token-secrets.ts";
import { DEVELOPMENT_OAUTH_CLIENT_SECRET } from "../../server/env.ts";
import { DEFAULT_OAUTH_SETTINGS, type OAuthSettings } from "../../server/oauth-settings.ts";
import { createTestApp, ONE_WINDOW_SECONDS } from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";

// The token endpoint (spec 001 §7 "Account", RFC 6749; docs/decisions/019-oauth-tokens.md) on both dialects.

const PATH = "/authorizationserver/oauth/token";
const FIRST_PARTY = "twc-storefront";
const PARTNER = { id: "partner-feed", secret: "partner-secret-0123456789" };
const PASSWORD = "Correct-horse-7";
// Fewer scrypt rounds for test customers only (production hashes use CURRENT_PASSWORD_PARAMETERS).
const TEST_HASH = { logN: 10, r: 8, p: 1 };

const settings: OAuthSettings = {
  clients: [...DEFAULT_OAUTH_SETTINGS.clients, { ...PARTNER, firstParty: false }],
  passwordAttempts: {
    ...DEFAULT_OAUTH_SETTINGS.passwordAttempts,
    perAccount: 1000,
    perAddress: 100_000,
  },
};

const logLines: string[] = [];
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({
    oauth: settings,
    logTo: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await harness.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const FIRST_PARTY_AUTH = basic(FIRST_PARTY, DEVELOPMENT_OAUTH_CLIENT_SECRET);

interface TokenAnswer {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function token(
  fields: Record<string, string>,
  options: { authorization?: string | null; app?: typeof harness.app; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    ...options.headers,
  };
  const authorization = options.authorization === undefined ? FIRST_PARTY_AUTH : options.authorization;
  if (authorization !== null) headers.authorization = authorization;
  const response = await (options.app ?? harness.app).request(`http://localhost${PATH}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
  return { response, body: (await response.json()) as TokenAnswer };
}

async function newCustomer(): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  return createCustomer(harness.services.customers, {
    id,
    email: `oauth-${id}@example.com`,
    passwordHash: await hashPassword(PASSWORD, TEST_HASH),
  });
}

const passwordGrant = (email: string, password = PASSWORD, authorization?: string | null) =>
  token({ grant_type: "password", username: email, password }, { authorization });

function expectNoStore(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("pragma")).toBe("no-cache");
}

describe("client_credentials", () => {
  it("gives an authenticated client a general bearer token, no refresh token, never cached", async () => {
    for (const authorization of [FIRST_PARTY_AUTH, basic(PARTNER.id, PARTNER.secret)]) {
      const { response, body } = await token({ grant_type: "client_credentials" }, { authorization });
      expect(response.status).toBe(200);
      expectNoStore(response);
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: "bearer",
        expires_in: 900,
        scope: "basic",
      });
      expect(Buffer.from(body.access_token ?? "", "base64url")).toHaveLength(32);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("gives the public first-party client (client_id, no secret) a general token, as the browser asks", async () => {
    const { response, body } = await token(
      { grant_type: "client_credentials", client_id: FIRST_PARTY },
      { authorization: null },
    );
    expect(response.status).toBe(200);
    expect(body.scope).toBe("basic");
  });

  it("stores only the token's SHA-256", async () => {
    const { body } = await token({ grant_type: "client_credentials" });
    const rows = await harness.database.db
      .selectFrom("oauthAccessTokens")
      .select("tokenHash")
      .where("tokenHash", "in", [tokenHash(body.access_token ?? ""), body.access_token ?? ""])
      .execute();
    expect(rows.map((r) => r.tokenHash)).toEqual([tokenHash(body.access_token ?? "")]);
  });
});

describe("client authentication (RFC 6749 §2.3, §5.2)", () => {
  it("answers 401 invalid_client with WWW-Authenticate: Basic for an unknown client, a wrong secret or none", async () => {
    for (const authorization of [
      basic("nobody", "whatever-secret-123"),
      basic(FIRST_PARTY, "wrong-secret-0123456789"),
      basic(PARTNER.id, DEVELOPMENT_OAUTH_CLIENT_SECRET),
      "Basic !!!",
      null,
    ]) {
      const { response, body } = await token({ grant_type: "client_credentials" }, { authorization });
      expect(response.status, String(authorization)).toBe(401);
      expect(body.error).toBe("invalid_client");
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
      expectNoStore(response);
    }
  });

  it("never takes the session cookie as authentication, nor a secret in the body", async () => {
    const page = await harness.app.request("http://localhost/api/common/universalVariable.json?url=/uk/");
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const withCookie = await token(
      { grant_type: "client_credentials" },
      { authorization: null, headers: { cookie } },
    );
    expect(withCookie.response.status).toBe(401);
    const bodySecret = await token(
      {
        grant_type: "client_credentials",
        client_id: FIRST_PARTY,
        client_secret: DEVELOPMENT_OAUTH_CLIENT_SECRET,
      },
      { authorization: null },
    );
    expect(bodySecret.response.status).toBe(400);
    expect(bodySecret.body.error).toBe("invalid_request");
  });

  it("refuses a missing or unsupported grant type, and a body that is not a form", async () => {
    const missing = await token({});
    expect([missing.response.status, missing.body.error]).toEqual([400, "invalid_request"]);
    const unknown = await token({ grant_type: "authorization_code" });
    expect([unknown.response.status, unknown.body.error]).toEqual([400, "unsupported_grant_type"]);
    const json = await harness.app.request(`http://localhost${PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: FIRST_PARTY_AUTH },
      body: JSON.stringify({ grant_type: "client_credentials" }),
    });
    expect(json.status).toBe(400);
    expectNoStore(json);
  });

  it("keeps the password grant to the authenticated first-party client", async () => {
    const { email } = await newCustomer();
    const partner = await passwordGrant(email, PASSWORD, basic(PARTNER.id, PARTNER.secret));
    expect([partner.response.status, partner.body.error]).toEqual([400, "unauthorized_client"]);
    const refresh = await token(
      { grant_type: "refresh_token", refresh_token: "x" },
      { authorization: basic(PARTNER.id, PARTNER.secret) },
    );
    expect(refresh.body.error).toBe("unauthorized_client");
    const publicClient = await token(
      { grant_type: "password", username: email, password: PASSWORD, client_id: FIRST_PARTY },
      { authorization: null },
    );
    expect([publicClient.response.status, publicClient.body.error]).toEqual([401, "invalid_client"]);
  });
});

describe("password grant", () => {
  it("gives a customer an access token and a refresh token", async () => {
    const { email } = await newCustomer();
    const { response, body } = await passwordGrant(email.toUpperCase());
    expect(response.status).toBe(200);
    expectNoStore(response);
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: "bearer",
      expires_in: 900,
      refresh_token: expect.any(String),
      scope: "basic openid",
    });
  });

  it("answers an unknown user and a wrong password alike", async () => {
    const { email } = await newCustomer();
    const wrong = await passwordGrant(email, "Wrong-password-1");
    const unknown = await passwordGrant(`nobody-${randomUUID()}@example.com`);
    expect(wrong.response.status).toBe(400);
    expect(unknown.response.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe("invalid_grant");
    const missing = await token({ grant_type: "password", username: email });
    expect(missing.body.error).toBe("invalid_request");
  });

  it("lets exactly the allowance through from one address under 50 concurrent attempts at one username", async () => {
    const limited = await createTestApp({
      trustProxy: true,
      oauth: {
        ...settings,
        passwordAttempts: {
          ...settings.passwordAttempts,
          perAccount: 5,
          windowSeconds: ONE_WINDOW_SECONDS,
        },
      },
    });
    try {
      const { email } = await newCustomer();
      const stranger = { "x-forwarded-for": `198.51.100.7-${randomUUID().slice(0, 8)}` };
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () =>
          token(
            { grant_type: "password", username: email, password: "Wrong-password-1" },
            { app: limited.app, headers: stranger },
          ),
        ),
      );
      const statuses = attempts.map((a) => a.response.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      const refused = attempts.find((a) => a.response.status === 429);
      expect(Number(refused?.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expectNoStore(refused?.response as Response);
      // That address waits for the window, whatever it sends.
      const again = await token(
        { grant_type: "password", username: email, password: PASSWORD },
        { app: limited.app, headers: stranger },
      );
      expect(again.response.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("never lets strangers lock a username out: the right password works from elsewhere, after a wait", async () => {
    const delayMs = 150;
    const limited = await createTestApp({
      trustProxy: true,
      poolSize: 8,
      connectTimeoutMs: 60_000,
      oauth: {
        ...settings,
        passwordAttempts: {
          ...settings.passwordAttempts,
          perAccount: 5,
          windowSeconds: ONE_WINDOW_SECONDS,
          delayMs,
          maxDelayMs: delayMs * 2,
        },
      },
    });
    try {
      const { email } = await newCustomer();
      // Fifty wrong passwords at once, each from an address of its own: from anywhere.
      const guesses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          token(
            { grant_type: "password", username: email, password: `Wrong-${index}` },
            { app: limited.app, headers: { "x-forwarded-for": `203.0.113.${index}-${randomUUID()}` } },
          ),
        ),
      );
      expect(guesses.map((guess) => guess.response.status)).toEqual(Array(50).fill(400));
      const started = performance.now();
      const owner = await token(
        { grant_type: "password", username: email, password: PASSWORD },
        { app: limited.app, headers: { "x-forwarded-for": `192.0.2.44-${randomUUID()}` } },
      );
      expect(owner.response.status).toBe(200);
      expect(owner.body.access_token).toEqual(expect.any(String));
      // Still slowed: past the username's allowance every check waits, the owner's too.
      expect(performance.now() - started).toBeGreaterThanOrEqual(delayMs * 2);
    } finally {
      await limited.close();
    }
  });

  it("limits attempts per client address across usernames", async () => {
    const limited = await createTestApp({
      trustProxy: true,
      oauth: {
        ...settings,
        passwordAttempts: { ...settings.passwordAttempts, perAddress: 3, windowSeconds: ONE_WINDOW_SECONDS },
      },
    });
    try {
      const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { response } = await token(
          { grant_type: "password", username: `someone-${i}-${randomUUID()}@example.com`, password: "x" },
          { app: limited.app, headers: { "x-forwarded-for": address } },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("refresh_token grant", () => {
  it("rotates: a new access token and a new refresh token; the old refresh token cannot be used again", async () => {
    const { email } = await newCustomer();
    const first = (await passwordGrant(email)).body;
    const second = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token ?? "" });
    expect(second.response.status).toBe(200);
    expectNoStore(second.response);
    expect(second.body.refresh_token).toEqual(expect.any(String));
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
  });

  it("lets the public first-party client refresh with client_id only", async () => {
    const { email } = await newCustomer();
    const first = (await passwordGrant(email)).body;
    const refreshed = await token(
      { grant_type: "refresh_token", refresh_token: first.refresh_token ?? "", client_id: FIRST_PARTY },
      { authorization: null },
    );
    expect(refreshed.response.status).toBe(200);
  });

  it("revokes the whole family on reuse, so the newest tokens of the family stop working too", async () => {
    const { email } = await newCustomer();
    const first = (await passwordGrant(email)).body;
    const second = (await token({ grant_type: "refresh_token", refresh_token: first.refresh_token ?? "" }))
      .body;
    const reuse = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token ?? "" });
    expect([reuse.response.status, reuse.body.error]).toEqual([400, "invalid_grant"]);
    const newest = await token({ grant_type: "refresh_token", refresh_token: second.refresh_token ?? "" });
    expect(newest.body.error).toBe("invalid_grant");
    const cart = await harness.app.request(
      "http://localhost/TWCcommercewebservices/v2/twc-uk/users/current/carts/current",
      {
        headers: { authorization: `Bearer ${second.access_token}` },
      },
    );
    expect(cart.status).toBe(401);
  });

  it("lets one of two parallel uses of a refresh token win and treats the other as reuse", async () => {
    const { email } = await newCustomer();
    const first = (await passwordGrant(email)).body;
    const both = await Promise.all(
      [1, 2].map(() => token({ grant_type: "refresh_token", refresh_token: first.refresh_token ?? "" })),
    );
    expect(both.map((b) => b.response.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired refresh token, and a family past its absolute expiry", async () => {
    const { email } = await newCustomer();
    const first = (await passwordGrant(email)).body;
    const past = new Date(Date.now() - 1000).toISOString();
    await harness.database.db
      .updateTable("oauthRefreshTokens")
      .set({ expiresAt: past })
      .where("tokenHash", "=", tokenHash(first.refresh_token ?? ""))
      .execute();
    const expired = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token ?? "" });
    expect([expired.response.status, expired.body.error]).toEqual([400, "invalid_grant"]);

    const other = (await passwordGrant(email)).body;
    const row = await harness.database.db
      .selectFrom("oauthRefreshTokens")
      .select("familyId")
      .where("tokenHash", "=", tokenHash(other.refresh_token ?? ""))
      .executeTakeFirstOrThrow();
    await harness.database.db
      .updateTable("oauthTokenFamilies")
      .set({ expiresAt: past })
      .where("id", "=", row.familyId)
      .execute();
    const outlived = await token({ grant_type: "refresh_token", refresh_token: other.refresh_token ?? "" });
    expect(outlived.body.error).toBe("invalid_grant");
  });

  it("refuses an unknown refresh token and one issued to another client", async () => {
    const unknown = await token({ grant_type: "refresh_token", refresh_token: "not-a-token" });
    expect(unknown.body.error).toBe("invalid_grant");
    const missing = await token({ grant_type: "refresh_token" });
    expect(missing.body.error).toBe("invalid_request");
  });
});

describe("bearer tokens on users/current", () => {
  const CURRENT = "http://localhost/TWCcommercewebservices/v2/twc-uk/users/current/carts/current";

  it("reads the customer's own cart of the site's version with a password-grant token", async () => {
    const customer = await newCustomer();
    const variant = await harness.database.db
      .selectFrom("variants")
      .select("code")
      .where("stockLevel", ">", 5)
      .where("availability", "=", "online")
      .orderBy("code")
      .executeTakeFirstOrThrow();
    acceptedOrThrow(
      await harness.services.cart.addEntry({
        ownerGuid: `customer-${customer.id}`,
        version: "uk",
        currency: "GBP",
        customerId: customer.id,
        keepGuid: async (candidate) => candidate,
        variantCode: variant.code,
        quantity: 2,
      }),
    );
    const { access_token } = (await passwordGrant(customer.email)).body;
    const response = await harness.app.request(CURRENT, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/private, no-store/);
    const cart = (await response.json()) as {
      totalUnitCount: number;
      entries: { product: { code: string } }[];
    };
    expect(cart.totalUnitCount).toBe(2);
    expect(JSON.stringify(cart.entries)).toContain(variant.code);
    // The US site is another cart.
    const us = await harness.app.request(CURRENT.replace("twc-uk", "twc-us"), {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(((await us.json()) as { totalUnitCount: number }).totalUnitCount).toBe(0);
  });

  it("answers 401 without a token, and 401 invalid_token for a general, unknown or expired one", async () => {
    expect((await harness.app.request(CURRENT)).status).toBe(401);
    const general = (await token({ grant_type: "client_credentials" })).body.access_token;
    const { email } = await newCustomer();
    const expiring = (await passwordGrant(email)).body.access_token ?? "";
    await harness.database.db
      .updateTable("oauthAccessTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tokenHash", "=", tokenHash(expiring))
      .execute();
    for (const value of [general, "unknown-token", expiring]) {
      const response = await harness.app.request(CURRENT, { headers: { authorization: `Bearer ${value}` } });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/invalid_token/);
    }
  });
});

describe("the storefront's HTTP client against the endpoint (spec 000 §7)", () => {
  function browserClient(basePath: string) {
    const navigate = vi.fn<(url: string) => void>();
    const tokenStore = createMemoryTokenStore();
    const client = createHttpClient({
      fetch: async (url, init) => harness.app.request(url, init),
      navigate,
      tokenStore,
      origin: "http://localhost",
      basePath,
      getCsrfToken: () => undefined,
      configApiEnabled: () => true,
    });
    return { client, navigate, tokenStore };
  }

  it("gets a general token as the public client and sends it", async () => {
    const { client, tokenStore } = browserClient("/uk");
    const answer = await client.get("http://localhost/api/common/universalVariable.json?url=/uk/", {
      auth: "general",
    });
    expect(answer.status).toBe(200);
    expect(tokenStore.get("general")?.access_token).toEqual(expect.any(String));
  });

  it("refreshes a handed-over token pair before it expires and reads the customer's cart with it", async () => {
    const { email } = await newCustomer();
    const granted = (await passwordGrant(email)).body;
    const { client, tokenStore, navigate } = browserClient("/uk");
    // Ten seconds left: inside the renewal margin, so the client rotates the pair first.
    client.storePasswordGrant({
      access_token: granted.access_token ?? "",
      expires_in: 10,
      refresh_token: granted.refresh_token ?? "",
    });
    const cart = await client.get<{ totalUnitCount: number }>(
      "http://localhost/TWCcommercewebservices/v2/twc-uk/users/current/carts/current",
      { auth: "password" },
    );
    expect(cart.status).toBe(200);
    expect(cart.data.totalUnitCount).toBe(0);
    const stored = tokenStore.get("password");
    expect(stored?.refresh_token).not.toBe(granted.refresh_token);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("drops a token whose refresh the server refuses and sends the shopper to the version's login", async () => {
    const { client, tokenStore, navigate } = browserClient("/us");
    client.storePasswordGrant({ access_token: "stale", expires_in: 0, refresh_token: "not-a-refresh-token" });
    await expect(client.get("/orders", { auth: "password" })).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get("password")).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/us/login");
  });
});

describe("logs", () => {
  it("hold no password and no token", async () => {
    const { email } = await newCustomer();
    const granted = (await passwordGrant(email)).body;
    await passwordGrant(email, "Wrong-password-1");
    const refreshed = (
      await token({ grant_type: "refresh_token", refresh_token: granted.refresh_token ?? "" })
    ).body;
    await token({ grant_type: "refresh_token", refresh_token: granted.refresh_token ?? "" });
    const logged = logLines.join("\n");
    expect(logged).toContain(PATH);
    for (const secret of [
      PASSWORD,
      "Wrong-password-1",
      DEVELOPMENT_OAUTH_CLIENT_SECRET,
      granted.access_token,
      granted.refresh_token,
      refreshed.access_token,
      refreshed.refresh_token,
    ])
      expect(logged).not.toContain(secret);
  });
});
