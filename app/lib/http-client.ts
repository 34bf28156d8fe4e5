// The one HTTP client the browser uses for calls after page load (spec 000 §7–§8, ARCHITECTURE.md).
// Loaders never use it: they call core/ in-process.
import { createBearerTokens } from "./http/bearer-tokens.ts";
import { browserLocalStorage, browserNavigate, browserOrigin, sleepFor } from "./http/browser-defaults.ts";
import { HttpError } from "./http/http-error.ts";
import { createInFlightRequests, type InFlightRequest } from "./http/in-flight-requests.ts";
import { createOAuthTokenRequests, OAUTH_TOKEN_PATH } from "./http/oauth-token-requests.ts";
import { pageCsrfToken } from "./http/page-csrf-token.ts";
import { buildRequestInit } from "./http/request-init.ts";
import {
  isSameOriginRedirectToOtherPath,
  loginAddressUnderBasePath,
  normaliseBasePath,
  type QueryParams,
  resolveRequestUrl,
} from "./http/request-url.ts";
import { readResponse } from "./http/response-body.ts";
import { DEFAULT_RETRY_BASE_DELAY_MS, fetchWithRetries, isAbort } from "./http/retry.ts";
import { type NotificationDetail, settleResponse } from "./http/settle-response.ts";
import {
  createStorageTokenStore,
  storedTokenFromGrant,
  type TokenGrant,
  type TokenStore,
} from "./http/token-store.ts";

export { GENERIC_LOAD_ERROR, HttpError } from "./http/http-error.ts";
export type { InFlightRequest } from "./http/in-flight-requests.ts";
export type { NotificationDetail } from "./http/settle-response.ts";
export type { StoredToken, TokenGrant, TokenKind, TokenStore } from "./http/token-store.ts";

/** Events the shell listens to on `client.events` (spec 000 §8). */
export const HTTP_CLIENT_EVENTS = { sessionTimeout: "sessionTimeout", notification: "notification" } as const;

type BearerAuth = "general" | "password";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpClientOptions {
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Sends the browser to another address (default: window.location.assign). */
  navigate?: (url: string) => void;
  /** Default: the token of the page's universal data (app/lib/http/page-csrf-token.ts). */
  getCsrfToken?: () => string | null | undefined;
  basePath?: string;
  origin?: string;
  configApiEnabled?: () => boolean;
  tokenStore?: TokenStore;
  fetchGeneralToken?: () => Promise<TokenGrant>;
  refreshPasswordToken?: (refreshToken?: string) => Promise<TokenGrant>;
  events?: EventTarget;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  loginPath?: string;
  retryBaseDelayMs?: number;
  /** Used by the default token fetchers; a path at the site's root, not under the base path. */
  tokenPath?: string;
  /** The public OAuth client id the default token fetchers name (default `twc-storefront`). */
  oauthClientId?: string;
}

interface RequestOptions {
  /** A plain value is sent as JSON; URLSearchParams is sent form-encoded. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Extra attempts for network errors and 5xx answers (default 0). */
  retries?: number;
  auth?: BearerAuth;
  /** False: a same-origin redirect to another path does not move the browser. */
  followRedirects?: boolean;
  /** False: every failure is rejected as is, with no navigation or events. */
  errorHandle?: boolean;
  signal?: AbortSignal;
}

interface HttpResponse<T = unknown> {
  status: number;
  /** Parsed but unchecked: validate with the resource's zod schema before use. */
  data: T;
  headers: Headers;
}

interface HttpClient {
  request<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  inFlight(): readonly InFlightRequest[];
  /**
   * Keeps a password-grant token pair handed to the page after sign-in (spec 001 §4), with its expiry computed
   * from expires_in; `forgetPasswordToken` drops it at sign-out.
   */
  storePasswordGrant(grant: TokenGrant): void;
  forgetPasswordToken(): void;
  readonly events: EventTarget;
  readonly tokenStore: TokenStore;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchFn = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const navigate = options.navigate ?? browserNavigate;
  const getCsrfToken = options.getCsrfToken ?? pageCsrfToken;
  const origin = options.origin ?? browserOrigin();
  const basePath = normaliseBasePath(options.basePath ?? "");
  const loginPath = options.loginPath ?? "/login";
  const tokenStore = options.tokenStore ?? createStorageTokenStore(browserLocalStorage);
  const events = options.events ?? new EventTarget();
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const inFlight = createInFlightRequests();
  const site = { origin, basePath, loginPath };

  // The token path is on the authorization server at the site's root, whatever the version's base path.
  const oauth = createOAuthTokenRequests(
    (url, body) => request("POST", url, { body, errorHandle: false }),
    new URL(options.tokenPath ?? OAUTH_TOKEN_PATH, `${origin}/`).href,
    options.oauthClientId,
  );
  const tokens = createBearerTokens({
    tokenStore,
    now,
    configApiEnabled: options.configApiEnabled ?? (() => false),
    fetchGeneralToken: options.fetchGeneralToken ?? oauth.fetchGeneralToken,
    refreshPasswordToken: options.refreshPasswordToken ?? oauth.refreshPasswordToken,
  });

  const goToLogin = (address?: string) => navigate(loginAddressUnderBasePath(address, site));
  const emit = (type: string, detail?: NotificationDetail) =>
    events.dispatchEvent(new CustomEvent(type, { detail }));

  async function request<T>(
    method: HttpMethod,
    url: string,
    call: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const target = resolveRequestUrl(url, site, call.query);
    const sameOrigin = target.origin === origin;
    const errorHandle = call.errorHandle !== false;
    const description = `${method} ${target.pathname}`;
    const entry = inFlight.add(method, target.href);
    try {
      const init = buildRequestInit({
        method,
        body: call.body,
        sameOrigin,
        csrfToken: getCsrfToken(),
        signal: call.signal,
      });
      if (call.auth) await authorise(init.headers, call.auth, description, errorHandle);
      for (const [name, value] of Object.entries(call.headers ?? {})) init.headers.set(name, value);

      const response = await fetchWithRetries(() => fetchFn(target.href, init), {
        retries: call.retries ?? 0,
        baseDelayMs: retryBaseDelayMs,
        sleep,
      }).catch((error: unknown) => {
        if (isAbort(error)) throw error;
        throw new HttpError(`${description} failed: no response`, { status: 0, cause: error });
      });
      const read = await readResponse(response);

      if (call.followRedirects !== false && isSameOriginRedirectToOtherPath(response, target, origin))
        navigate(response.url);

      const settlement = settleResponse(read, description, {
        enabled: errorHandle,
        sameOrigin,
        goToLogin,
        sessionTimeout: () => emit(HTTP_CLIENT_EVENTS.sessionTimeout),
        notify: (detail) => emit(HTTP_CLIENT_EVENTS.notification, detail),
      });
      if (!settlement.resolve) throw settlement.error;
      return { status: read.status, data: read.data as T, headers: read.headers };
    } finally {
      inFlight.remove(entry.id);
    }
  }

  // spec 000 §7: authenticated variants attach a Bearer token; without a password token the shopper signs in again.
  async function authorise(headers: Headers, auth: BearerAuth, description: string, errorHandle: boolean) {
    if (auth === "general") {
      const token = await tokens.general();
      if (token !== undefined) headers.set("Authorization", `Bearer ${token}`);
      return;
    }
    const token = await tokens.password();
    if (!token.ok) {
      if (errorHandle) goToLogin();
      const cause = token.reason === "refreshFailed" ? token.cause : undefined;
      throw new HttpError(`${description} needs the shopper to sign in`, { status: 401, cause });
    }
    headers.set("Authorization", `Bearer ${token.accessToken}`);
  }

  return {
    request,
    get: (url, call) => request("GET", url, call),
    post: (url, body, call) => request("POST", url, { ...call, body }),
    put: (url, body, call) => request("PUT", url, { ...call, body }),
    delete: (url, call) => request("DELETE", url, call),
    inFlight: () => inFlight.list(),
    storePasswordGrant: (grant) => tokenStore.set("password", storedTokenFromGrant(grant, now())),
    forgetPasswordToken: () => tokenStore.remove("password"),
    events,
    tokenStore,
  };
}

let browserClient: HttpClient | undefined;

/**
 * The browser's client, created on first use from window (never at import, so server rendering can import this
 * module). The shell calls `configureHttpClient` once at hydration to pass the base path and toggles.
 */
export function getHttpClient(): HttpClient {
  browserClient ??= createHttpClient();
  return browserClient;
}

export function configureHttpClient(options: HttpClientOptions): HttpClient {
  browserClient = createHttpClient(options);
  return browserClient;
}
