import { serve } from "@hono/node-server";
import type { Hono } from "hono";

// Every sandbox is served on its own port, so its pages and endpoints have their own origin as the real
// provider's do, and is closed the same way on shutdown: stop accepting, drop idle keep-alive connections, and
// resolve once the open ones are done.

export interface SandboxListenOptions {
  port: number;
  hostname: string;
  onListening?: (port: number) => void;
}

export interface RunningSandbox {
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>;
}

export function serveSandbox(app: Pick<Hono, "fetch">, options: SandboxListenOptions): RunningSandbox {
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
