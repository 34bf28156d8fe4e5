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

export class DomainError extends Error {
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

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
