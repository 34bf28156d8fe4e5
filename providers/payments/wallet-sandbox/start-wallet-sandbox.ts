import { serve } from "@hono/node-server";
import { createWalletSandboxApp, type WalletSandboxOptions } from "./sandbox-app.ts";

// Serves the SANDBOX wallet on its own port, so its script and token endpoint have their own origin, as Google's
// and Apple's have.

export function startWalletSandbox(
  options: WalletSandboxOptions & { port: number; hostname: string; onListening?: (port: number) => void },
): { close(): Promise<void> } {
  const app = createWalletSandboxApp(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) =>
    options.onListening?.(info.port),
  );
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      }),
  };
}
