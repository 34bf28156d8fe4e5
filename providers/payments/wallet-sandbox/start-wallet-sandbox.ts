import {
  type RunningSandbox,
  type SandboxListenOptions,
  serveSandbox,
} from "../sandbox-http/serve-sandbox.ts";
import { createWalletSandboxApp, type WalletSandboxOptions } from "./sandbox-app.ts";

// Serves the SANDBOX wallet on its own port, so its script and token endpoint have their own origin, as Google's
// and Apple's have.

export function startWalletSandbox(options: WalletSandboxOptions & SandboxListenOptions): RunningSandbox {
  return serveSandbox(createWalletSandboxApp(options), options);
}
