import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { type DomainErrorKind, isDomainError } from "../../core/errors/domain-error.ts";
import { isDatabaseUnavailable } from "../../data/database-faults.ts";
import type { AppEnv } from "../app-env.ts";
import { isBrowserFormPost, refusalPage } from "./refusal-page.ts";

// spec 000 §8: the one message shown for an unexpected failure.
export const GENERIC_ERROR_MESSAGE =
  "Something went wrong – please try reloading the page, or come back later";

const STATUS_BY_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  notFound: 404,
  conflict: 409,
  outOfStock: 409,
  unauthorised: 401,
  forbidden: 403,
  rateLimited: 429,
  unavailable: 503,
};

const TYPE_BY_KIND: Record<DomainErrorKind, string> = {
  invalid: "ValidationError",
  notFound: "NotFoundError",
  conflict: "ConflictError",
  outOfStock: "InsufficientStockError",
  unauthorised: "UnauthorizedError",
  forbidden: "ForbiddenError",
  rateLimited: "RateLimitError",
  unavailable: "UnavailableError",
};

interface ErrorBody {
  type: string;
  message: string;
  errors: { type: string; message: string; subject?: string }[];
}

function body(type: string, message: string, errors: ErrorBody["errors"] = [{ type, message }]): ErrorBody {
  return { type, message, errors };
}

/**
 * The shared error body with a status, for refusals made at the edge (413, 415, 429…); a browser's own form post
 * gets a page with the message instead.
 */
export function errorAnswer(
  c: Context,
  status: ContentfulStatusCode,
  type: string,
  message: string,
): Response {
  if (isBrowserFormPost(c)) return refusalPage(c, status, message);
  return c.json(body(type, message), status);
}

/** Maps every thrown error to a status and `{type, message, errors}`; unexpected ones are logged, never shown. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (isDomainError(error)) {
    const type = TYPE_BY_KIND[error.kind];
    const errors = error.fields
      ? Object.entries(error.fields).map(([subject, message]) => ({ type, message, subject }))
      : [{ type, message: error.message }];
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
    // A refused native form post (an expired token, too many tries) is answered as a page, never raw JSON.
    if (isBrowserFormPost(c)) return refusalPage(c, STATUS_BY_KIND[error.kind], error.message);
    return c.json(body(type, error.message, errors), STATUS_BY_KIND[error.kind]);
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({
      type: "ValidationError",
      subject: issue.path.join(".") || "request",
      message: issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    }));
    return c.json(body("ValidationError", errors[0]?.message ?? "The request is not valid.", errors), 400);
  }
  if (error instanceof SyntaxError) {
    return c.json(body("ValidationError", "The request body is not valid JSON."), 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(body("HttpError", error.message || "The request could not be handled."), error.status);
  }
  const logger = c.get("logger");
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error, c);
  logger?.error({ err: error }, "unexpected error");
  return c.json(body("SystemError", GENERIC_ERROR_MESSAGE), 500);
}

/** Seconds a client is asked to wait after a database fault: the pool reconnects within a few. */
const RETRY_AFTER_SECONDS = "5";

/**
 * The database is unreachable, restarting or too slow: answered at once with 503 and
 * the generic message, a page as HTML, so nothing hangs and nothing leaks (docs/operations.md).
 */
function databaseUnavailable(error: Error, c: Context<AppEnv>): Response {
  c.get("logger")?.warn({ err: error }, "database unavailable");
  c.header("Retry-After", RETRY_AFTER_SECONDS);
  c.header("Cache-Control", "no-store");
  // A browser asking for a page gets a page; the spec's API callers ask for JSON.
  if (c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html")) {
    return c.html(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${GENERIC_ERROR_MESSAGE}</title></head>` +
        `<body><main><h1>${GENERIC_ERROR_MESSAGE}</h1></main></body></html>`,
      503,
    );
  }
  return c.json(body(TYPE_BY_KIND.unavailable, GENERIC_ERROR_MESSAGE), 503);
}
