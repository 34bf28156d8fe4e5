import { serve } from "@hono/node-server";
import { createPayPalSandboxApp, type PayPalSandboxOptions } from "./sandbox-app.ts";

// Serves the SANDBOX PayPal on its own port, so its approval page has its own origin, as PayPal's has.

export interface RunningPayPalSandbox {
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>;
}

export function startPayPalSandbox(
  options: PayPalSandboxOptions & { port: number; hostname: string; onListening?: (port: number) => void },
): RunningPayPalSandbox {
  const app = createPayPalSandboxApp(options);
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
