import {
  type RunningSandbox,
  type SandboxListenOptions,
  serveSandbox,
} from "../sandbox-http/serve-sandbox.ts";
import { createPayPalSandboxApp, type PayPalSandboxOptions } from "./sandbox-app.ts";

// Serves the SANDBOX PayPal on its own port, so its approval page has its own origin, as PayPal's has.

type RunningPayPalSandbox = RunningSandbox;

export function startPayPalSandbox(
  options: PayPalSandboxOptions & SandboxListenOptions,
): RunningPayPalSandbox {
  return serveSandbox(createPayPalSandboxApp(options), options);
}
