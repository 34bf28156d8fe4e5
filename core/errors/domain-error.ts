// One error type with a closed set of kinds, mapped to HTTP in one place (server/middleware/errors.ts).
export type DomainErrorKind =
  | "invalid"
  | "notFound"
  | "conflict"
  | "outOfStock"
  | "unauthorised"
  | "forbidden"
  | "rateLimited"
  | "unavailable";

// A brand shared by every copy of this module: the server bundle of the pages carries its own copy of core/, so
// `instanceof` failed for errors thrown by the services (an unknown category answered 500, not 404).
const BRAND = Symbol.for("storefront.DomainError");

export class DomainError extends Error {
  readonly [BRAND] = true;
  readonly kind: DomainErrorKind;
  /** Field-level messages for invalid input, keyed by field path. */
  readonly fields: Record<string, string> | undefined;
  /** For `unavailable` and `rateLimited`: when asking again may succeed (HTTP `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: DomainErrorKind,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * By shape as well as by class: the pages' server build carries its own copy of this module, so an error thrown
 * by a core service the server wired up is not an instance of the copy a route action imports.
 */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof Error && (error as { [BRAND]?: boolean })[BRAND] === true;
}
