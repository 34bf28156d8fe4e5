import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { visitorState } from "../../../core/accounts/visitor-state.ts";
import { isDomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";

// spec 001 §7 "Account": "Responses carry a status; on fail the data message is thrown". Every answer is one
// customer's own: `private, no-store`, and `{status: "success", data}` or `{status: "fail", data: {message,
// errors}}` with the HTTP status of the failure.

const ACCOUNT_MESSAGES = {
  signIn: "Please sign in to see your account.",
  invalidRequest: "The request is not valid.",
} as const;

type FailureError = { subject: string; message: string };

class AccountFailure extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FailureError[];

  constructor(status: ContentfulStatusCode, message: string, errors: FailureError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

const FAIL_STATUS: Partial<Record<string, ContentfulStatusCode>> = {
  invalid: 400,
  notFound: 404,
  unauthorised: 401,
  forbidden: 403,
  conflict: 409,
};

/**
 * The signed-in customer's id. A guest, and a remembered (soft-logged-in) customer past the idle time, are
 * refused with 401 (spec 001 §6: the account is for registered account holders who have signed in).
 */
export function signedInCustomerId(c: Context<AppEnv>): string {
  const visitor = visitorState(c.get("session").data, new Date());
  if (visitor.kind !== "signedIn") throw new AccountFailure(401, ACCOUNT_MESSAGES.signIn);
  return visitor.customerId;
}

function failureOf(error: unknown): AccountFailure | null {
  if (error instanceof AccountFailure) return error;
  if (isDomainError(error)) {
    const status = FAIL_STATUS[error.kind];
    if (!status) return null;
    const errors = Object.entries(error.fields ?? {}).map(([subject, message]) => ({ subject, message }));
    return new AccountFailure(status, error.message, errors);
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({
      subject: issue.path.join(".") || "request",
      message: issue.message,
    }));
    return new AccountFailure(400, ACCOUNT_MESSAGES.invalidRequest, errors);
  }
  if (error instanceof SyntaxError) return new AccountFailure(400, "The request body is not valid JSON.");
  return null;
}

/** Runs an account call: its data as success, an expected refusal as fail; anything else goes to the error handler. */
export function accountCall(handler: (c: Context<AppEnv>) => Promise<unknown>) {
  return async (c: Context<AppEnv>) => {
    privateAnswer(c);
    try {
      const data = await handler(c);
      return c.json({ status: "success", data });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      return c.json(
        { status: "fail", data: { message: failure.message, errors: failure.errors } },
        failure.status,
      );
    }
  };
}
