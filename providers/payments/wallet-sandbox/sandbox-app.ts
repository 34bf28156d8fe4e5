import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { WALLET_TYPES } from "../../../core/payments/wallets.ts";
import { z } from "../../../core/validation/zod.ts";
import { SANDBOX_WALLET_ADDRESSES, SANDBOX_WALLET_CARDS } from "./sandbox-fixtures.ts";
import type { SandboxWalletProcessor } from "./sandbox-wallet-processor.ts";

// The SANDBOX wallet on its own origin (README "Sandbox Apple Pay and Google Pay"): the script standing in for
// Google's pay.js and Safari's ApplePaySession, and the token endpoint its sheet calls when the shopper presses
// Pay. Only the store's origins may call it from a page (CORS); nothing here logs a body.

export interface WalletSandboxOptions {
  processor: SandboxWalletProcessor;
  origin: string;
  /** The store origins whose pages may ask for a token. */
  storeOrigins: readonly string[];
  /** Whether the emulated device can pay with Apple Pay (ApplePaySession.canMakePayments). */
  appleDevice: boolean;
  log?: (line: { method: string; path: string; status: number }) => void;
}

const CLIENT_SOURCE = readFileSync(new URL("./sandbox-client.js", import.meta.url), "utf8");

const tokenBody = z.strictObject({
  walletType: z.enum(WALLET_TYPES),
  cardId: z.string().max(32),
});

/** The client script with the sandbox's own data in front. */
function sandboxClientScript(options: Pick<WalletSandboxOptions, "origin" | "appleDevice">): string {
  const data = {
    origin: options.origin,
    addresses: SANDBOX_WALLET_ADDRESSES,
    cards: SANDBOX_WALLET_CARDS.map(({ id, label, brand, lastFour }) => ({ id, label, brand, lastFour })),
    appleDevice: options.appleDevice,
  };
  return `const SANDBOX = ${JSON.stringify(data)};\n${CLIENT_SOURCE}`;
}

export function createWalletSandboxApp(options: WalletSandboxOptions) {
  const app = new Hono();
  const script = sandboxClientScript(options);
  app.use(async (c, next) => {
    await next();
    options.log?.({ method: c.req.method, path: c.req.path, status: c.res.status });
  });
  app.use(bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ error: "Body too large" }, 413) }));
  app.use("/tokens", cors({ origin: [...options.storeOrigins], allowMethods: ["POST"], maxAge: 600 }));

  app.get("/wallet-sandbox.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    // The store's pages load it cross-origin.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(script);
  });

  app.post("/tokens", async (c) => {
    const parsed = tokenBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: "walletType and cardId are required" }, 400);
    const token = options.processor.issueToken(parsed.data.walletType, parsed.data.cardId);
    if (!token) return c.json({ error: "Unknown sandbox card" }, 400);
    c.header("Cache-Control", "no-store");
    return c.json({ token });
  });

  app.get("/health", (c) => c.json({ ok: true, sandbox: "wallet" }));
  return app;
}
