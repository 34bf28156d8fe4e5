import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

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
