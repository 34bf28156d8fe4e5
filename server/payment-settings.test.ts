import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { paymentSettingsFrom } from "./payment-settings.ts";

describe("card payment settings", () => {
  it("puts the sandbox 300 above the storefront's port, so two e2e servers never collide", () => {
    const first = paymentSettingsFrom(parseEnv({ PORT: "3100" }), "http://localhost:3100");
    const second = paymentSettingsFrom(parseEnv({ PORT: "3101" }), "http://localhost:3101");
    expect(first.sandbox.port).toBe(3400);
    expect(second.sandbox.port).toBe(3401);
    expect(second.origin).toBe("http://127.0.0.1:3401");
  });

  it("takes the port and origin it is given", () => {
    const settings = paymentSettingsFrom(
      parseEnv({ PAYMENT_SANDBOX_PORT: "4500", PAYMENT_SANDBOX_ORIGIN: "https://pay.example.test/ignored" }),
      "https://shop.example",
    );
    expect(settings.sandbox.port).toBe(4500);
    expect(settings.origin).toBe("https://pay.example.test");
    expect(settings.sandbox.storeOrigins).toEqual([
      "https://shop.example",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
  });

  it("makes a random secret and key per process when none is set, and keeps the given ones", () => {
    const one = paymentSettingsFrom(parseEnv({}), "http://localhost:3000");
    const two = paymentSettingsFrom(parseEnv({}), "http://localhost:3000");
    expect(one.resultSecret).not.toBe(two.resultSecret);
    expect(one.apiKey).not.toBe(two.apiKey);
    expect(one.resultSecret.length).toBeGreaterThanOrEqual(43);
    const given = paymentSettingsFrom(
      parseEnv({ PAYMENT_RESULT_SECRET: "s".repeat(32), PAYMENT_API_KEY: "k".repeat(24) }),
      "http://localhost:3000",
    );
    expect(given).toMatchObject({ resultSecret: "s".repeat(32), apiKey: "k".repeat(24) });
  });

  it("stops the boot on a short secret or an unknown provider", () => {
    expect(() => parseEnv({ PAYMENT_RESULT_SECRET: "short" })).toThrow(
      "Environment variable PAYMENT_RESULT_SECRET is invalid: must be at least 32 characters",
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "worldpay" })).toThrow(
      "Environment variable PAYMENT_PROVIDER is invalid: must be one of sandbox",
    );
  });
});
