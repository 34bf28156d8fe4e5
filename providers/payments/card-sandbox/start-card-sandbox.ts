import { serve } from "@hono/node-server";
import { type CardSandboxOptions, createCardSandboxApp } from "./sandbox-app.ts";

// Serves the SANDBOX acquirer on its own port, so its page has its own origin: card data typed there never
// reaches the store's process handlers, database or logs, as with a real hosted payment page.

export interface RunningCardSandbox {
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>;
}

export function startCardSandbox(
  options: CardSandboxOptions & { port: number; hostname: string; onListening?: (port: number) => void },
): RunningCardSandbox {
  const app = createCardSandboxApp(options);
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
