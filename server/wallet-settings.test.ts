import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { walletSettingsFrom } from "./wallet-settings.ts";

describe("walletSettingsFrom", () => {
  it("puts the sandbox 302 above the storefront, beside the card sandbox", () => {
    const settings = walletSettingsFrom(parseEnv({ PORT: "3170" }), "http://localhost:3170");
    expect(settings.sandbox.port).toBe(3472);
    expect(settings.origin).toBe("http://127.0.0.1:3472");
    expect(settings.appleDevice).toBe(true);
    expect(settings.sandbox.storeOrigins).toContain("http://127.0.0.1:3170");
  });

  it("takes the port, origin and device from the environment", () => {
    const settings = walletSettingsFrom(
      parseEnv({
        PORT: "3000",
        WALLET_SANDBOX_PORT: "4500",
        WALLET_SANDBOX_ORIGIN: "https://wallet.example/path",
        WALLET_SANDBOX_APPLE_DEVICE: "0",
      }),
      "https://shop.example",
    );
    expect(settings).toMatchObject({ origin: "https://wallet.example", appleDevice: false });
    expect(settings.sandbox.port).toBe(4500);
  });
});
