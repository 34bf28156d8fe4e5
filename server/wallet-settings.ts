import { randomBytes } from "node:crypto";
import type { Env } from "./env.ts";

// The express wallets' configuration (docs/decisions/026-wallets.md), read at boot like the card acquirer's.

interface WalletSettings {
  provider: Env["WALLET_PROVIDER"];
  /** The sandbox's origin as browsers reach it: its script and token endpoint. */
  origin: string;
  /** Signs the sandbox's tokens; the processor is in this process, so a random one per process will do. */
  tokenSecret: string;
  /** Whether the emulated device can pay with Apple Pay. */
  appleDevice: boolean;
  sandbox: { port: number; storeOrigins: string[] };
}

/** 302 above the storefront: beside the card sandbox's 300, so 3100 gets 3402. */
const SANDBOX_PORT_OFFSET = 302;
const DEFAULT_SANDBOX_PORT = 3402;

export function walletSettingsFrom(env: Env, publicOrigin: string): WalletSettings {
  const fromPort =
    env.PORT > 0 && env.PORT + SANDBOX_PORT_OFFSET <= 65535 ? env.PORT + SANDBOX_PORT_OFFSET : null;
  const port = env.WALLET_SANDBOX_PORT ?? fromPort ?? DEFAULT_SANDBOX_PORT;
  return {
    provider: env.WALLET_PROVIDER,
    origin: env.WALLET_SANDBOX_ORIGIN ?? `http://127.0.0.1:${port}`,
    tokenSecret: randomBytes(32).toString("base64url"),
    appleDevice: env.WALLET_SANDBOX_APPLE_DEVICE !== "0",
    sandbox: {
      port,
      storeOrigins: [
        ...new Set([publicOrigin, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
      ],
    },
  };
}
