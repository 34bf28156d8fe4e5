import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env.ts";
import type { EdgeLimits } from "../edge-limits.ts";
import { edgeRouteFor } from "../edge-routes.ts";
import { errorAnswer } from "./errors.ts";

/**
 * Refuses a body past its route's limit with 413 before anything reads it: by Content-Length at once, else
 * while streaming (a 100 MB form post was parsed whole before its CSRF refusal).
 */
export function bodyLimits(limits: EdgeLimits): MiddlewareHandler<AppEnv> {
  const byKind = {
    api: limiterFor(limits.apiBodyBytes),
    form: limiterFor(limits.formBodyBytes),
  };
  return (c, next) => byKind[edgeRouteFor(c.req.path).body](c, next);
}

function limiterFor(maxSize: number): MiddlewareHandler<AppEnv> {
  const kilobytes = Math.floor(maxSize / 1024);
  return bodyLimit({
    maxSize,
    onError: (c) =>
      errorAnswer(
        c,
        413,
        "PayloadTooLargeError",
        `The request is too large: this address takes at most ${kilobytes} KB.`,
      ),
  });
}
