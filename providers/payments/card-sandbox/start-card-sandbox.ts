import {
  type RunningSandbox,
  type SandboxListenOptions,
  serveSandbox,
} from "../sandbox-http/serve-sandbox.ts";
import { type CardSandboxOptions, createCardSandboxApp } from "./sandbox-app.ts";

// Serves the SANDBOX acquirer on its own port, so its page has its own origin: card data typed there never
// reaches the store's process handlers, database or logs, as with a real hosted payment page.

export type RunningCardSandbox = RunningSandbox;

export function startCardSandbox(options: CardSandboxOptions & SandboxListenOptions): RunningCardSandbox {
  return serveSandbox(createCardSandboxApp(options), options);
}
