import { describe, expect, it, vi } from "vitest";
import { createMemoryTokenStore, type StoredToken, type TokenKind } from "./http/token-store.ts";
import {
  createHttpClient,
  GENERIC_LOAD_ERROR,
  HTTP_CLIENT_EVENTS,
  type HttpClientOptions,
  HttpError,
  type NotificationDetail,
} from "./http-client.ts";

const ORIGIN = "https://shop.example";
const NOW = 1_700_000_000_000;

type Reply = Response | Error | (() => Response | Promise<Response>);

function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain" } });
}

/** Response.redirected and url cannot be set through the constructor, so the fake defines them. */
function redirected(makeResponse: () => Response, url: string): () => Response {
  return () => {
    const response = makeResponse();
    Object.defineProperty(response, "redirected", { value: true });
    Object.defineProperty(response, "url", { value: url });
    return response;
  };
}

/** A client wired to fakes; replies are served in order, the last one repeats. */
function setup(
  replies: Reply[] = [json({})],
  options: HttpClientOptions & { tokens?: Partial<Record<TokenKind, StoredToken>> } = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  let next = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies[Math.min(next++, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    if (typeof reply === "function") return reply();
    if (!reply) throw new Error("no reply set up");
    return reply.clone();
  });
  const navigate = vi.fn<(url: string) => void>();
  const sleep = vi.fn(async (_ms: number) => {});
  const tokenStore = createMemoryTokenStore(options.tokens);
  const events = new EventTarget();
  const received: { type: string; detail: unknown }[] = [];
  for (const type of Object.values(HTTP_CLIENT_EVENTS)) {
    events.addEventListener(type, (event) => received.push({ type, detail: (event as CustomEvent).detail }));
  }
  const client = createHttpClient({
    fetch,
    navigate,
    sleep,
    tokenStore,
    events,
    origin: ORIGIN,
    now: () => NOW,
    getCsrfToken: () => "tok+en/=",
    fetchGeneralToken: async () => ({ access_token: "general-new", expires_in: 3600 }),
    refreshPasswordToken: async () => ({ access_token: "password-new", expires_in: 1800 }),
    ...options,
  });
  const headersOf = (index = 0) => new Headers(calls[index]?.init.headers);
  return { client, calls, fetch, navigate, sleep, tokenStore, received, headersOf };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError rejection, got ${String(error)}`);
  return error;
}

describe("urls and headers (spec 000 §7)", () => {
  it("puts relative urls under the origin plus the configured base path", async () => {
    const { client, calls } = setup([json({})], { basePath: "/shop/" });
    await client.get("/bag/cart.json", { query: { ids: "1,2", empty: undefined } });
    await client.get("header/countryCurrency/");
    expect(calls[0]?.url).toBe(`${ORIGIN}/shop/bag/cart.json?ids=1%2C2`);
    expect(calls[1]?.url).toBe(`${ORIGIN}/shop/header/countryCurrency/`);
  });

  it("leaves absolute urls untouched", async () => {
    const { client, calls } = setup([json({})], { basePath: "/shop" });
    await client.get("https://search.example/autocomplete?q=mug");
    expect(calls[0]?.url).toBe("https://search.example/autocomplete?q=mug");
  });

  it("sends JSON accept and content type, and JSON-encodes a body object", async () => {
    const { client, calls, headersOf } = setup();
    await client.post("/api/wishlist", { code: "A1", qty: 2 });
    expect(headersOf().get("Accept")).toBe("application/json");
    expect(headersOf().get("Content-Type")).toBe("application/json");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe('{"code":"A1","qty":2}');
  });

  it("sends a URLSearchParams body form-encoded", async () => {
    const { client, calls, headersOf } = setup();
    await client.post("/_s/currency_country_xhr/", new URLSearchParams({ code: "GBP", countryCode: "GB" }));
    expect(headersOf().get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(calls[0]?.init.body).toBe("code=GBP&countryCode=GB");
  });

  it("sends credentials and both anti-forgery headers, unmodified, on relative urls", async () => {
    const { client, calls, headersOf } = setup();
    await client.put("/api/common/address", { id: 1 });
    expect(calls[0]?.init.credentials).toBe("include");
    expect(headersOf().get("X-CSRF-Token")).toBe("tok+en/=");
    expect(headersOf().get("X-Unmodified-CSRF-Token")).toBe("tok+en/=");
  });

  it("treats an absolute url on the site origin as same-origin", async () => {
    const { client, calls, headersOf } = setup();
    await client.get(`${ORIGIN}/TWCcommercewebservices/v2/uk/config?fields=FULL`);
    expect(calls[0]?.init.credentials).toBe("include");
    expect(headersOf().get("X-CSRF-Token")).toBe("tok+en/=");
  });

  it("sends no credentials and no anti-forgery headers to another origin", async () => {
    const { client, calls, headersOf } = setup();
    await client.get("https://search.example/autocomplete");
    expect(calls[0]?.init.credentials).toBe("omit");
    expect(headersOf().has("X-CSRF-Token")).toBe(false);
    expect(headersOf().has("X-Unmodified-CSRF-Token")).toBe(false);
  });
});

describe("responses (spec 000 §7)", () => {
  it("resolves with status, parsed JSON data and headers", async () => {
    const { client } = setup([json({ data: { baseStoreCountries: ["GB"] } }, 200, { "X-Trace": "7" })]);
    const response = await client.get("/header/countryCurrency/");
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: { baseStoreCountries: ["GB"] } });
    expect(response.headers.get("X-Trace")).toBe("7");
  });

  it("resolves with text when the response is not JSON", async () => {
    const { client } = setup([text("/uk/")]);
    expect((await client.post("/_s/currency_country_xhr/")).data).toBe("/uk/");
  });
});

describe("retries (spec 000 §7)", () => {
  it("does not retry by default", async () => {
    const { client, fetch, sleep } = setup([json({}, 503), json({ ok: true })]);
    const error = await rejection(client.get("/bag/cart.json"));
    expect(error.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("retries 5xx answers and network errors with exponential delays", async () => {
    const { client, fetch, sleep } = setup([
      json({}, 500),
      new TypeError("offline"),
      json({}, 502),
      json({ ok: 1 }),
    ]);
    const response = await client.get("/bag/cart.json", { retries: 3 });
    expect(response.data).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 600, 1200]);
  });

  it("uses the configured base delay and stops after the allowed retries", async () => {
    const { client, fetch, sleep } = setup([json({}, 500)], { retryBaseDelayMs: 100 });
    const error = await rejection(client.get("/bag/cart.json", { retries: 2 }));
    expect(error.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200]);
  });

  it("does not retry a 4xx answer", async () => {
    const { client, fetch } = setup([json({}, 404)]);
    await rejection(client.get("/bag/cart.json", { retries: 2 }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("in-flight list (spec 000 §7)", () => {
  it("lists a request while it runs and removes it when it succeeds", async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { client } = setup([() => pending]);
    const call = client.get("/bag/cart.json");
    await vi.waitFor(() => expect(client.inFlight()).toHaveLength(1));
    expect(client.inFlight()[0]).toMatchObject({ method: "GET", url: `${ORIGIN}/bag/cart.json` });
    answer(json({}));
    await call;
    expect(client.inFlight()).toEqual([]);
  });

  it("removes a request that fails", async () => {
    const { client } = setup([new TypeError("offline")]);
    await rejection(client.get("/bag/cart.json"));
    expect(client.inFlight()).toEqual([]);
  });
});

describe("general token (spec 000 §7)", () => {
  const valid = { access_token: "general-old", expires_at: NOW + 60_000 };
  const expired = { access_token: "general-old", expires_at: NOW - 1 };

  it("attaches the stored general token when it is still valid", async () => {
    const fetchGeneralToken = vi.fn(async () => ({ access_token: "unused", expires_in: 1 }));
    const { client, headersOf } = setup([json({})], {
      configApiEnabled: () => true,
      fetchGeneralToken,
      tokens: { general: valid },
    });
    await client.get("/TWCcommercewebservices/v2/uk/config", { auth: "general" });
    expect(headersOf().get("Authorization")).toBe("Bearer general-old");
    expect(fetchGeneralToken).not.toHaveBeenCalled();
  });

  it("fetches the token when missing and renews it when expired, storing its expiry", async () => {
    for (const tokens of [{}, { general: expired }]) {
      const { client, headersOf, tokenStore } = setup([json({})], { configApiEnabled: () => true, tokens });
      await client.get("/TWCcommercewebservices/v2/uk/config", { auth: "general" });
      expect(headersOf().get("Authorization")).toBe("Bearer general-new");
      expect(tokenStore.get("general")).toEqual({ access_token: "general-new", expires_at: NOW + 3_600_000 });
    }
  });

  it("shares one token fetch between calls made together", async () => {
    const fetchGeneralToken = vi.fn(async () => ({ access_token: "general-new", expires_in: 3600 }));
    const { client } = setup([json({})], { configApiEnabled: () => true, fetchGeneralToken });
    await Promise.all([client.get("/a", { auth: "general" }), client.get("/b", { auth: "general" })]);
    expect(fetchGeneralToken).toHaveBeenCalledTimes(1);
  });

  it("sends without a token and never fetches one while configApiEnabled is off", async () => {
    const fetchGeneralToken = vi.fn(async () => ({ access_token: "unused", expires_in: 1 }));
    const { client, headersOf } = setup([json({})], { configApiEnabled: () => false, fetchGeneralToken });
    await client.get("/TWCcommercewebservices/v2/uk/config", { auth: "general" });
    expect(headersOf().has("Authorization")).toBe(false);
    expect(fetchGeneralToken).not.toHaveBeenCalled();
  });

  it("by default asks the OAuth token path for a client_credentials grant", async () => {
    const { client, calls, headersOf } = setup(
      [json({ access_token: "from-server", expires_in: 60 }), json({})],
      { configApiEnabled: () => true, fetchGeneralToken: undefined },
    );
    await client.get("/TWCcommercewebservices/v2/uk/config", { auth: "general" });
    expect(calls[0]?.url).toBe(`${ORIGIN}/authorizationserver/oauth/token`);
    expect(calls[0]?.init.body).toBe("grant_type=client_credentials&client_id=twc-storefront");
    expect(headersOf(1).get("Authorization")).toBe("Bearer from-server");
  });
});

describe("password token (spec 000 §7, spec 001 §4)", () => {
  it("attaches a valid password token", async () => {
    const { client, headersOf } = setup([json({})], {
      tokens: { password: { access_token: "password-old", expires_at: NOW + 60_000 } },
    });
    await client.get("/orders/1", { auth: "password" });
    expect(headersOf().get("Authorization")).toBe("Bearer password-old");
  });

  it("refreshes a token shortly before it expires, not only after", async () => {
    const refreshPasswordToken = vi.fn(async (_refresh?: string) => ({
      access_token: "password-new",
      expires_in: 900,
    }));
    const { client, headersOf } = setup([json({})], {
      refreshPasswordToken,
      tokens: { password: { access_token: "password-old", expires_at: NOW + 10_000, refresh_token: "r1" } },
    });
    await client.get("/orders/1", { auth: "password" });
    expect(refreshPasswordToken).toHaveBeenCalledWith("r1");
    expect(headersOf().get("Authorization")).toBe("Bearer password-new");
  });

  it("by default refreshes at the token path on the site's root as the public client, keeping the rotated pair", async () => {
    const { client, calls, headersOf, tokenStore } = setup(
      [json({ access_token: "a2", token_type: "bearer", expires_in: 900, refresh_token: "r2" }), json({})],
      {
        basePath: "/us",
        refreshPasswordToken: undefined,
        tokens: { password: { access_token: "a1", expires_at: NOW - 1, refresh_token: "r1" } },
      },
    );
    await client.get("/orders/1", { auth: "password" });
    expect(calls[0]?.url).toBe(`${ORIGIN}/authorizationserver/oauth/token`);
    expect(calls[0]?.init.body).toBe("grant_type=refresh_token&refresh_token=r1&client_id=twc-storefront");
    expect(new Headers(calls[0]?.init.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(headersOf(1).get("Authorization")).toBe("Bearer a2");
    expect(tokenStore.get("password")).toEqual({
      access_token: "a2",
      expires_at: NOW + 900_000,
      refresh_token: "r2",
    });
  });

  it("by default drops the token and sends the shopper to the version's login when the server refuses the refresh", async () => {
    const { client, calls, navigate, tokenStore } = setup(
      [json({ error: "invalid_grant", error_description: "The refresh token is invalid or expired." }, 400)],
      {
        basePath: "/us",
        refreshPasswordToken: undefined,
        tokens: { password: { access_token: "a1", expires_at: NOW - 1, refresh_token: "r1" } },
      },
    );
    const error = await rejection(client.get("/orders/1", { auth: "password" }));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(tokenStore.get("password")).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/us/login");
  });

  it("by default asks nothing of the server for an expired token without a refresh token", async () => {
    const { client, fetch, navigate, tokenStore } = setup([json({})], {
      basePath: "/uk",
      refreshPasswordToken: undefined,
      tokens: { password: { access_token: "a1", expires_at: NOW - 1 } },
    });
    await rejection(client.get("/orders/1", { auth: "password" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(tokenStore.get("password")).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/uk/login");
  });

  it("keeps a token pair handed over after sign-in, with its expiry from expires_in, and forgets it", () => {
    const { client, tokenStore } = setup();
    client.storePasswordGrant({ access_token: "a1", expires_in: 900, refresh_token: "r1" });
    expect(tokenStore.get("password")).toEqual({
      access_token: "a1",
      expires_at: NOW + 900_000,
      refresh_token: "r1",
    });
    client.forgetPasswordToken();
    expect(tokenStore.get("password")).toBeUndefined();
  });

  it("refreshes an expired token with its refresh token and keeps the new one", async () => {
    const refreshPasswordToken = vi.fn(async (_refresh?: string) => ({
      access_token: "password-new",
      expires_in: 1800,
      refresh_token: "r2",
    }));
    const { client, headersOf, tokenStore } = setup([json({})], {
      refreshPasswordToken,
      tokens: { password: { access_token: "password-old", expires_at: NOW, refresh_token: "r1" } },
    });
    await client.get("/orders/1", { auth: "password" });
    expect(refreshPasswordToken).toHaveBeenCalledWith("r1");
    expect(headersOf().get("Authorization")).toBe("Bearer password-new");
    expect(tokenStore.get("password")).toEqual({
      access_token: "password-new",
      expires_at: NOW + 1_800_000,
      refresh_token: "r2",
    });
  });

  it("removes the token and goes to login when the refresh fails", async () => {
    const { client, fetch, navigate, tokenStore } = setup([json({})], {
      basePath: "/shop",
      refreshPasswordToken: async () => Promise.reject(new Error("invalid_grant")),
      tokens: { password: { access_token: "password-old", expires_at: NOW - 5 } },
    });
    const error = await rejection(client.get("/orders/1", { auth: "password" }));
    expect(error.status).toBe(401);
    expect(tokenStore.get("password")).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/shop/login");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the shopper to login and rejects when there is no password token", async () => {
    const { client, fetch, navigate } = setup([json({})], { basePath: "/shop", loginPath: "/sign-in" });
    await rejection(client.get("/orders/1", { auth: "password" }));
    expect(navigate).toHaveBeenCalledWith("/shop/sign-in");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("same-origin redirects (spec 000 §7)", () => {
  it("navigates to a same-origin redirect with a different path", async () => {
    const { client, navigate } = setup([redirected(() => json({}), `${ORIGIN}/uk/bag`)]);
    await client.get("/bag/cart.json");
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/uk/bag`);
  });

  it("ignores redirects to the same path or another origin", async () => {
    const { client, navigate } = setup([
      redirected(() => json({}), `${ORIGIN}/bag/cart.json?x=1`),
      redirected(() => json({}), "https://elsewhere.example/uk/bag"),
    ]);
    await client.get("/bag/cart.json");
    await client.get("/bag/cart.json");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stays put when the call sets followRedirects false", async () => {
    const { client, navigate } = setup([redirected(() => json({}), `${ORIGIN}/uk/bag`)]);
    await client.get("/bag/cart.json", { followRedirects: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("error catalogue (spec 000 §8)", () => {
  it("401 on a same-origin call goes to the login address from the body under the base path", async () => {
    const { client, navigate } = setup([json({ loginUrl: "/login?expired=1" }, 401)], { basePath: "/shop" });
    const error = await rejection(client.get("/my-account-endpoint/personal-details"));
    expect(error.status).toBe(401);
    expect(navigate).toHaveBeenCalledWith("/shop/login?expired=1");
  });

  it("401 takes redirectUrl or the Location header, and defaults to /login", async () => {
    const { client, navigate } = setup([
      json({ redirectUrl: "/shop/account-login" }, 401),
      text("", 401),
      new Response(null, { status: 401, headers: { Location: "/signin" } }),
      json({ loginUrl: "https://evil.example/phish" }, 401),
    ]);
    for (let i = 0; i < 4; i++) await rejection(client.get("/x"));
    expect(navigate.mock.calls.map(([url]) => url)).toEqual([
      "/shop/account-login",
      "/login",
      "/signin",
      "/login",
    ]);
  });

  it("401 on another origin is rejected without navigating", async () => {
    const { client, navigate } = setup([json({}, 401)]);
    await rejection(client.get("https://search.example/x"));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("400 with a forgot-password historic-customer or resend error resolves for the caller", async () => {
    for (const key of ["forgot.password.email.error4", "forgot.password.email.error3"]) {
      const body = { errors: [{ message: key, type: "ValidationError" }] };
      const { client } = setup([json(body, 400)]);
      const response = await client.post("/TWCcommercewebservices/v2/uk/forgottenpasswordtokens", {});
      expect(response).toMatchObject({ status: 400, data: body });
    }
  });

  it("400 with another first error message rejects", async () => {
    const { client } = setup([json({ errors: [{ message: "forgot.password.email.error1" }] }, 400)]);
    expect((await rejection(client.post("/x", {}))).status).toBe(400);
  });

  it("400 with TWCApplicationError errors rejects with the errors list", async () => {
    const errors = [
      { type: "TWCApplicationError", message: "Voucher expired" },
      { type: "TWCApplicationError", message: "Basket changed" },
    ];
    const { client } = setup([json({ errors }, 400)]);
    const error = await rejection(client.post("/x", {}));
    expect(error.errors).toEqual(errors);
    expect(error.message).toBe("Voucher expired");
  });

  it("statusMessage with statusCode noStock or containing 400 notifies, auto-dismissed, and rejects", async () => {
    const { client, received } = setup([
      json({ statusCode: "noStock", statusMessage: "Only 2 left" }),
      json({ statusCode: "ERR_400_BAD", statusMessage: "Bad size" }, 400),
      json({ statusCode: 400, statusMessage: "Numeric" }, 200),
    ]);
    for (let i = 0; i < 3; i++) await rejection(client.post("/bag/add", {}));
    expect(received).toEqual(
      ["Only 2 left", "Bad size", "Numeric"].map((message) => ({
        type: "notification",
        detail: { message, autoDismiss: true } satisfies NotificationDetail,
      })),
    );
  });

  it("statusMessage with another statusCode resolves without a notification", async () => {
    const { client, received } = setup([json({ statusCode: "success", statusMessage: "Added" })]);
    await client.post("/bag/add", {});
    expect(received).toEqual([]);
  });

  it("410 with body Session Timeout raises sessionTimeout and rejects", async () => {
    const { client, received } = setup([text("Session Timeout", 410)]);
    const error = await rejection(client.get("/bag/cart.json"));
    expect(error.status).toBe(410);
    expect(received.map(({ type }) => type)).toEqual(["sessionTimeout"]);
  });

  it("errorHandle false rejects with the error and leaves the shell alone", async () => {
    const { client, navigate, received } = setup([
      json({ loginUrl: "/login" }, 401),
      text("Session Timeout", 410),
      json({ statusCode: "noStock", statusMessage: "Only 2 left" }),
      json({ errors: [{ message: "forgot.password.email.error4" }] }, 400),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await rejection(client.get("/x", { errorHandle: false }))).status);
    expect(statuses).toEqual([401, 410, 200, 400]);
    expect(navigate).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it("errorHandle false does not send the shopper to login for a missing password token", async () => {
    const { client, navigate } = setup();
    await rejection(client.get("/orders/1", { auth: "password", errorHandle: false }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("other failures reject with their status: 5xx, and 0 for network errors", async () => {
    const { client } = setup([json({ message: "boom" }, 500), new TypeError("offline")]);
    const serverError = await rejection(client.get("/x"));
    expect(serverError).toMatchObject({ status: 500, data: { message: "boom" } });
    const networkError = await rejection(client.get("/x"));
    expect(networkError.status).toBe(0);
    expect(networkError.cause).toBeInstanceOf(TypeError);
  });

  it("exports the generic load failure wording", () => {
    expect(GENERIC_LOAD_ERROR).toBe(
      "Something went wrong – please try reloading the page, or come back later",
    );
  });
});

describe("server rendering", () => {
  it("imports without touching window, and refuses browser defaults outside a browser", async () => {
    expect(typeof window).toBe("undefined");
    const module = await import("./http-client.ts");
    expect(() => module.getHttpClient()).toThrow(/browser/);
  });
});
