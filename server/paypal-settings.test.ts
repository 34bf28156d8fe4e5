import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { paymentSettingsFrom } from "./payment-settings.ts";
import { paypalSettingsFrom } from "./paypal-settings.ts";

describe("PayPal settings", () => {
  it("puts the sandbox PayPal one above the card sandbox, on its own origin", () => {
    const env = parseEnv({ PORT: "3160" });
    const paypal = paypalSettingsFrom(env, "http://localhost:3160");
    expect(paypal.provider).toBe("sandbox");
    expect(paypal.sandbox.port).toBe(3461);
    expect(paymentSettingsFrom(env, "http://localhost:3160").sandbox.port).toBe(3460);
    expect(paypal.origin).toBe("http://127.0.0.1:3461");
    expect(paypal.sandbox.storeOrigins).toEqual(["http://localhost:3160", "http://127.0.0.1:3160"]);
  });

  it("takes the port, origin and key it is given", () => {
    const settings = paypalSettingsFrom(
      parseEnv({
        PAYPAL_SANDBOX_PORT: "4501",
        PAYPAL_SANDBOX_ORIGIN: "https://paypal.example.test/ignored",
        PAYPAL_API_KEY: "a-paypal-key-of-24-characters",
      }),
      "https://shop.example",
    );
    expect(settings.sandbox.port).toBe(4501);
    expect(settings.origin).toBe("https://paypal.example.test");
    expect(settings.apiKey).toBe("a-paypal-key-of-24-characters");
  });

  it("makes a random key per process when none is set", () => {
    const one = paypalSettingsFrom(parseEnv({}), "http://localhost:3000");
    const two = paypalSettingsFrom(parseEnv({}), "http://localhost:3000");
    expect(one.apiKey).not.toBe(two.apiKey);
    expect(one.apiKey.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses an unknown provider and a short key", () => {
    expect(() => parseEnv({ PAYPAL_PROVIDER: "braintree" })).toThrow(/PAYPAL_PROVIDER/);
    expect(() => parseEnv({ PAYPAL_API_KEY: "short" })).toThrow(/PAYPAL_API_KEY/);
  });
});
