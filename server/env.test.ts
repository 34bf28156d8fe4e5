import { describe, expect, it } from "vitest";
import { DEFAULT_GIFT_CARD_ATTEMPT_LIMITS } from "../core/gift-cards/gift-card-attempts.ts";
import { DEVELOPMENT_GIFT_CARD_SECRET } from "../core/gift-cards/gift-card-digests.ts";
import { DEFAULT_EDGE_LIMITS, edgeLimitsFrom } from "./edge-limits.ts";
import { DEVELOPMENT_OAUTH_CLIENT_SECRET, giftCardSecretFrom, parseEnv } from "./env.ts";
import { DEFAULT_OAUTH_SETTINGS, oauthSettingsFrom } from "./oauth-settings.ts";
import { productionStartRefusal } from "./production-start.ts";

describe("SEARCH_PROVIDER", () => {
  it("defaults to the embedded index", () => {
    expect(parseEnv({}).SEARCH_PROVIDER).toBe("embedded");
  });

  it("takes postgres with a PostgreSQL database", () => {
    const env = parseEnv({ SEARCH_PROVIDER: "postgres", DATABASE_URL: "postgres://db/storefront" });
    expect(env.SEARCH_PROVIDER).toBe("postgres");
  });

  it("stops the boot with a clear message for postgres without PostgreSQL, or an unknown engine", () => {
    expect(() => parseEnv({ SEARCH_PROVIDER: "postgres" })).toThrow(
      "Environment variable SEARCH_PROVIDER is invalid: postgres needs a postgres:// DATABASE_URL",
    );
    expect(() => parseEnv({ SEARCH_PROVIDER: "postgres", DATABASE_URL: "data/shop.db" })).toThrow(
      /postgres:\/\//,
    );
    expect(() => parseEnv({ SEARCH_PROVIDER: "solr" })).toThrow(/must be embedded or postgres/);
  });
});

describe("ADDRESS_LOOKUP_PROVIDER", () => {
  it("defaults to the sandbox", () => {
    expect(parseEnv({}).ADDRESS_LOOKUP_PROVIDER).toBe("sandbox");
  });

  it("stops the boot with the names there are for an unknown lookup", () => {
    expect(() => parseEnv({ ADDRESS_LOOKUP_PROVIDER: "loqate" })).toThrow(
      "Environment variable ADDRESS_LOOKUP_PROVIDER is invalid: must be one of: sandbox",
    );
  });
});

describe("OAUTH_CLIENT_SECRET", () => {
  it("refuses the development secret in production, and takes it outside production", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", OAUTH_CLIENT_SECRET: DEVELOPMENT_OAUTH_CLIENT_SECRET }),
    ).toThrow("Environment variable OAUTH_CLIENT_SECRET is invalid");
    const development = oauthSettingsFrom(parseEnv({ NODE_ENV: "development" }));
    expect(development.clients[0]).toEqual({
      id: "twc-storefront",
      secret: DEVELOPMENT_OAUTH_CLIENT_SECRET,
      firstParty: true,
    });
  });

  it("leaves the first-party client without a secret in production until one is set", () => {
    expect(oauthSettingsFrom(parseEnv({})).clients[0]?.secret).toBeUndefined();
    const set = oauthSettingsFrom(parseEnv({ OAUTH_CLIENT_SECRET: "a-long-production-secret" }));
    expect(set.clients[0]?.secret).toBe("a-long-production-secret");
  });

  it("reads service clients as id:secret pairs, client_credentials only", () => {
    const settings = oauthSettingsFrom(
      parseEnv({ OAUTH_SERVICE_CLIENTS: "feed:0123456789abcdef,stock-sync:fedcba9876543210" }),
    );
    expect(settings.clients.slice(1)).toEqual([
      { id: "feed", secret: "0123456789abcdef", firstParty: false },
      { id: "stock-sync", secret: "fedcba9876543210", firstParty: false },
    ]);
    expect(() => parseEnv({ OAUTH_SERVICE_CLIENTS: "feed:short" })).toThrow(/OAUTH_SERVICE_CLIENTS/);
  });
});

describe("TAX_PROVIDER and COLLECTION_POINT_PROVIDER", () => {
  it("default to the offline sandboxes", () => {
    const env = parseEnv({});
    expect(env.TAX_PROVIDER).toBe("sandbox");
    expect(env.COLLECTION_POINT_PROVIDER).toBe("sandbox");
  });

  it("stop the boot with a clear message for a provider that does not exist", () => {
    expect(() => parseEnv({ TAX_PROVIDER: "avalara" })).toThrow(
      "Environment variable TAX_PROVIDER is invalid: must be one of sandbox",
    );
    expect(() => parseEnv({ COLLECTION_POINT_PROVIDER: "collectplus" })).toThrow(
      "Environment variable COLLECTION_POINT_PROVIDER is invalid: must be one of sandbox",
    );
  });
});

describe("rate-limit settings", () => {
  it("default to the limits the code documents, for the edge, sign-in and the OAuth password grant", () => {
    const env = parseEnv({});
    expect(edgeLimitsFrom(env)).toEqual(DEFAULT_EDGE_LIMITS);
    expect(oauthSettingsFrom(env).passwordAttempts).toEqual(DEFAULT_OAUTH_SETTINGS.passwordAttempts);
    expect([env.RATE_LIMIT_GIFT_CARD_PER_SESSION, env.RATE_LIMIT_GIFT_CARD_PER_CARD]).toEqual([
      DEFAULT_GIFT_CARD_ATTEMPT_LIMITS.perSession,
      DEFAULT_GIFT_CARD_ATTEMPT_LIMITS.perCard,
    ]);
    expect(env.RATE_LIMIT_GIFT_CARD_SHOP_WIDE).toBe(DEFAULT_GIFT_CARD_ATTEMPT_LIMITS.shopWide);
  });
});

describe("GIFT_CARD_SECRET", () => {
  it("refuses the development secret and a short one in production, and takes the development one outside it", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", GIFT_CARD_SECRET: DEVELOPMENT_GIFT_CARD_SECRET }),
    ).toThrow("Environment variable GIFT_CARD_SECRET is invalid");
    expect(() => parseEnv({ GIFT_CARD_SECRET: "short" })).toThrow("must be at least 32 characters");
    expect(giftCardSecretFrom(parseEnv({ NODE_ENV: "development" }))).toBe(DEVELOPMENT_GIFT_CARD_SECRET);
    expect(giftCardSecretFrom(parseEnv({ NODE_ENV: "test" }))).toBe(DEVELOPMENT_GIFT_CARD_SECRET);
  });

  it("leaves production without a secret until one is set, and refuses to start so", () => {
    expect(giftCardSecretFrom(parseEnv({}))).toBeUndefined();
    const refusal = productionStartRefusal(parseEnv({ OAUTH_CLIENT_SECRET: "a-long-production-secret" }));
    expect(refusal?.message).toContain("GIFT_CARD_SECRET");
    const secret = "s".repeat(40);
    expect(giftCardSecretFrom(parseEnv({ GIFT_CARD_SECRET: secret }))).toBe(secret);
    expect(
      productionStartRefusal(
        parseEnv({ OAUTH_CLIENT_SECRET: "a-long-production-secret", GIFT_CARD_SECRET: secret }),
      ),
    ).toBeNull();
  });
});
