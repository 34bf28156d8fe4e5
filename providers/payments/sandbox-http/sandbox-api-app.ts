import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

// Sandbox side: the Hono app a sandbox's API starts from. One log line per request (method, path, status and time,
// never a query or a body, so no card number or token reaches a log), a body size limit, and a last-resort 500
// that says nothing of the failure. Each sandbox passes the error bodies in its own provider's format.

export interface SandboxRequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
}

interface SandboxApiAppOptions {
  log?: (line: SandboxRequestLine) => void;
  maxBodyBytes: number;
  /** The 413 body for a request over the limit. */
  tooLarge: object;
  /** The 500 body for an unexpected failure. */
  failed: object;
}

export function createSandboxApiApp(options: SandboxApiAppOptions): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    options.log?.({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(bodyLimit({ maxSize: options.maxBodyBytes, onError: (c) => c.json(options.tooLarge, 413) }));
  app.onError((_error, c) => c.json(options.failed, 500));
  return app;
}
