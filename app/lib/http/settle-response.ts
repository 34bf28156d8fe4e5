import { type ApiErrorEntry, errorEntriesIn, HttpError } from "./http-error.ts";
import type { ReadResponse } from "./response-body.ts";

// spec 001 §8: forgot-password answers the page handles itself (historic customer, resend error).
const FORGOT_PASSWORD_RESOLVED_ERROR_KEYS: readonly string[] = [
  "forgot.password.email.error4",
  "forgot.password.email.error3",
];

const SESSION_TIMEOUT_BODY = "Session Timeout";

export interface NotificationDetail {
  message: string;
  autoDismiss: true;
}

/** What the shell does for a failed call; the client wires these to navigation and events. */
interface ShellHandling {
  /** False when the call set `errorHandle: false`: reject, nothing else (spec 000 §8). */
  enabled: boolean;
  sameOrigin: boolean;
  goToLogin(address: string | undefined): void;
  sessionTimeout(): void;
  notify(detail: NotificationDetail): void;
}

type Settlement = { resolve: true } | { resolve: false; error: HttpError };

const RESOLVE: Settlement = { resolve: true };

/** The error catalogue of spec 000 §8, in order: which answers resolve, which reject, and what the shell does. */
export function settleResponse(
  response: ReadResponse,
  description: string,
  shell: ShellHandling,
): Settlement {
  const notice = stockOrBadRequestNotice(response.data);
  if (response.ok && notice === undefined) return RESOLVE;

  const reject = (message: string): Settlement => ({
    resolve: false,
    error: new HttpError(message, { status: response.status, data: response.data }),
  });
  const failed = `${description} failed with status ${response.status}`;
  if (!shell.enabled) return reject(notice ?? failed);

  if (response.status === 401 && shell.sameOrigin) {
    shell.goToLogin(loginAddressIn(response));
    return reject(failed);
  }
  if (response.status === 400) {
    const errors = errorEntriesIn(response.data);
    if (isForgotPasswordOutcome(errors)) return RESOLVE;
    if (errors.some((entry) => entry.type === "TWCApplicationError")) {
      return reject(errors[0]?.message ?? failed);
    }
  }
  if (response.status === 410 && isSessionTimeout(response.data)) {
    shell.sessionTimeout();
    return reject(SESSION_TIMEOUT_BODY);
  }
  if (notice !== undefined) {
    shell.notify({ message: notice, autoDismiss: true });
    return reject(notice);
  }
  return reject(failed);
}

function isForgotPasswordOutcome(errors: readonly ApiErrorEntry[]): boolean {
  const first = errors[0]?.message;
  return first !== undefined && FORGOT_PASSWORD_RESOLVED_ERROR_KEYS.includes(first);
}

function isSessionTimeout(data: unknown): boolean {
  return typeof data === "string" && data.trim() === SESSION_TIMEOUT_BODY;
}

/** spec 000 §8: a body with statusMessage and a statusCode of "noStock" or containing "400" is shown to the shopper. */
function stockOrBadRequestNotice(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  if (!("statusMessage" in data) || !("statusCode" in data)) return undefined;
  const { statusMessage, statusCode } = data;
  if (typeof statusMessage !== "string" || statusMessage === "") return undefined;
  if (typeof statusCode !== "string" && typeof statusCode !== "number") return undefined;
  const code = String(statusCode);
  return code === "noStock" || code.includes("400") ? statusMessage : undefined;
}

/** spec 000 §8: the login address comes from the body (loginUrl, redirectUrl) or the Location header. */
function loginAddressIn(response: ReadResponse): string | undefined {
  const { data } = response;
  if (typeof data === "object" && data !== null) {
    for (const field of ["loginUrl", "redirectUrl"]) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "") return value;
    }
  }
  return response.headers.get("Location") ?? undefined;
}
