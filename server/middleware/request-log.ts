import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Logger } from "../logger.ts";

const REQUEST_ID = /^[\w-]{8,128}$/;

/** One JSON line per request, carrying a request id that is echoed back and used by every later log line. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("logger", logger.child({ requestId }));
    const started = performance.now();
    await next();
    // After the handler: pages answer with their own Response, which headers set earlier would miss.
    c.header("X-Request-Id", requestId);
    logger.info({
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
