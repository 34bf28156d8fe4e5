// spec 000 §8 "page or content load failure": the wording pages show when a load fails.
export const GENERIC_LOAD_ERROR = "Something went wrong – please try reloading the page, or come back later";

/** One entry of the `errors` list the commerce service puts in a failed response body. */
export interface ApiErrorEntry {
  message?: string;
  type?: string;
  [field: string]: unknown;
}

/**
 * Every rejection of the HTTP client is an HttpError, so callers narrow with one `instanceof`.
 * `status` is 0 when no response arrived (network failure). For a 400 with TWCApplicationError
 * entries (spec 000 §8) the errors list travels as `errors`.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly data: unknown;
  readonly errors: readonly ApiErrorEntry[];

  constructor(message: string, details: { status: number; data?: unknown; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.data = details.data;
    this.errors = errorEntriesIn(details.data);
  }
}

export function errorEntriesIn(data: unknown): ApiErrorEntry[] {
  if (typeof data !== "object" || data === null || !("errors" in data)) return [];
  const { errors } = data;
  if (!Array.isArray(errors)) return [];
  return errors.filter((entry): entry is ApiErrorEntry => typeof entry === "object" && entry !== null);
}
